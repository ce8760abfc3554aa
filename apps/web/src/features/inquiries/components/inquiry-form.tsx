import { createInquiryRequestSchema, TEXT_LIMITS } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/validation';
import { useCreateInquiry } from '../api/inquiries';

const emptyForm = { title: '', content: '' };

/** Beyond the spec: members write inquiries here (checked with the contract's schema). */
export function InquiryForm({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation('inquiries');
  const [form, setForm] = useState(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const create = useCreateInquiry();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setSent(false);
    setFormError(null);
    const parsed = createInquiryRequestSchema.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setForm(emptyForm);
        setSent(true);
        onCreated?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
        // 401 logs out silently and 403 is alerted by the API client.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
        const sendFailed = t('form.sendFailed');
        setFormError(
          error instanceof ApiError
            ? (error.serverMessage ?? (error.status === 0 ? error.message : sendFailed))
            : sendFailed,
        );
      },
    });
  }

  return (
    <form
      noValidate
      aria-labelledby="inquiry-form-title"
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5"
    >
      <div>
        <h2 id="inquiry-form-title" className="text-base font-bold text-ink-100">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-xs text-ink-400">{t('form.subtitle')}</p>
      </div>
      <TextField
        name="title"
        label={t('form.titleLabel')}
        placeholder={t('form.titlePlaceholder')}
        maxLength={TEXT_LIMITS.title}
        value={form.title}
        error={fieldErrors.title}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      <TextAreaField
        name="content"
        label={t('form.contentLabel')}
        placeholder={t('form.contentPlaceholder')}
        rows={6}
        maxLength={TEXT_LIMITS.inquiryContent}
        value={form.content}
        error={fieldErrors.content}
        hint={t('form.contentLength', {
          length: formatNumber(form.content.length),
          max: formatNumber(TEXT_LIMITS.inquiryContent),
        })}
        onChange={(event) => setForm({ ...form, content: event.target.value })}
      />
      {formError && (
        <p role="alert" className="rounded-lg border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {formError}
        </p>
      )}
      {sent && (
        <p
          role="status"
          className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-300"
        >
          {t('form.sent')}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} className="w-full">
        {create.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
