import { createInquiryRequestSchema, TEXT_LIMITS } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/validation';
import { useCreateInquiry } from '../api/inquiries';

export const INQUIRY_SENT_TEXT = '문의가 접수되었습니다. 답변이 등록되면 알림으로 알려드립니다.';
const SEND_FAILED_TEXT = '문의를 접수하지 못했습니다. 잠시 후 다시 시도해주세요.';

const emptyForm = { title: '', content: '' };

/** Beyond the spec: members write inquiries here (checked with the contract's schema). */
export function InquiryForm({ onCreated }: { onCreated?: () => void }) {
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
        setFormError(
          error instanceof ApiError
            ? (error.serverMessage ?? (error.status === 0 ? error.message : SEND_FAILED_TEXT))
            : SEND_FAILED_TEXT,
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
          1:1 문의 작성
        </h2>
        <p className="mt-1 text-xs text-ink-400">답변은 이 페이지와 알림함에서 확인할 수 있습니다.</p>
      </div>
      <TextField
        name="title"
        label="제목"
        placeholder="문의 제목을 입력하세요"
        maxLength={TEXT_LIMITS.title}
        value={form.title}
        error={fieldErrors.title}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      <TextAreaField
        name="content"
        label="내용"
        placeholder="문의하실 내용을 자세히 적어주세요"
        rows={6}
        maxLength={TEXT_LIMITS.inquiryContent}
        value={form.content}
        error={fieldErrors.content}
        hint={`${form.content.length.toLocaleString('ko-KR')} / ${TEXT_LIMITS.inquiryContent.toLocaleString('ko-KR')}자`}
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
          {INQUIRY_SENT_TEXT}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} className="w-full">
        {create.isPending ? '접수 중...' : '문의하기'}
      </Button>
    </form>
  );
}
