import { inquiryReplyRequestSchema, TEXT_LIMITS, type AdminInquiry } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { shownMessage } from '../utils/shown-message';
import { useCloseInquiry, useReplyToInquiry } from './support-api';

/**
 * An inquiry as the operator reads it: the member's text, the answer (one only) or the form to
 * write it, and closing. A sent answer is confirmed through `onAnswered`: the queue's page says
 * it, because the answered inquiry leaves a queue filtered to waiting ones, and this row with it.
 */
export function InquiryReplyForm({
  inquiry,
  onAnswered,
}: {
  inquiry: AdminInquiry;
  onAnswered: (confirmation: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  const errorText = (error: unknown) => failureText(error, t('inquiries.reply.failed'));
  const [reply, setReply] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useReplyToInquiry();
  const close = useCloseInquiry();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = inquiryReplyRequestSchema.safeParse({ reply_content: reply });
    if (!parsed.success) {
      setFieldError(shownMessage(fieldErrorsOf(parsed.error).reply_content));
      return;
    }
    setFieldError(undefined);
    answer.mutate(
      { id: inquiry.id, replyContent: parsed.data.reply_content },
      {
        onSuccess: () => {
          setReply('');
          onAnswered(t('inquiries.reply.answered'));
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  }

  async function closeInquiry() {
    if (!(await confirmAction(t('inquiries.reply.confirmClose')))) return;
    close.mutate(inquiry.id, {
      onError: (error) => setFailure(errorText(error)),
    });
  }

  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="whitespace-pre-wrap text-ink-100">{inquiry.content}</p>
      {inquiry.reply_content !== null ? (
        <div className="rounded-lg border border-ink-700 bg-ink-850 p-3">
          <p className="text-xs font-semibold text-gold-300">{t('inquiries.reply.label')}</p>
          <p className="mt-1 whitespace-pre-wrap text-ink-200">{inquiry.reply_content}</p>
        </div>
      ) : (
        inquiry.status === 'open' && (
          <form
            noValidate
            aria-label={t('inquiries.reply.formLabel', { id: inquiry.id })}
            onSubmit={submit}
            className="flex flex-col gap-2"
          >
            <TextAreaField
              name="reply_content"
              label={t('inquiries.reply.label')}
              rows={4}
              maxLength={TEXT_LIMITS.replyContent}
              value={reply}
              error={fieldError}
              onChange={(event) => setReply(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={answer.isPending} className="self-start">
              {t('inquiries.reply.submit')}
            </Button>
          </form>
        )
      )}
      {failure && (
        <p role="alert" className="text-ruby-500">
          {failure}
        </p>
      )}
      {inquiry.status !== 'closed' && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void closeInquiry()}
          disabled={close.isPending}
          className="self-start"
        >
          {t('inquiries.reply.close')}
        </Button>
      )}
    </div>
  );
}
