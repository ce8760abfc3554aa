import { adjustmentRequestSchema, type MemberAccount } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey, wasRefused } from '@/lib/idempotency';
import { fieldErrorsOf } from '@/lib/validation';
import { useAdjustment } from '../api/admin-api';
import { failureText } from '../utils/failure-text';

export const ACCOUNT_LABELS: Record<MemberAccount, string> = {
  cash: '보유머니',
  casino: '카지노머니',
  points: '포인트',
};
const ACCOUNT_OPTIONS = (Object.keys(ACCOUNT_LABELS) as MemberAccount[]).map((value) => ({
  value,
  label: ACCOUNT_LABELS[value],
}));
const FAILED_TEXT = '조정하지 못했습니다. 잠시 후 다시 시도해주세요.';

const emptyForm = { account: 'cash' as MemberAccount, amount: '', reason: '' };

/**
 * A manual credit (positive) or debit (negative) of one account, with a required reason. One
 * idempotency key per intended adjustment: a resend of the same form (after no answer) reuses it,
 * any edit, a refusal or a success draws a new one.
 */
export function AdjustmentForm({ memberId }: { memberId: number }) {
  const [form, setForm] = useState(emptyForm);
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const adjustment = useAdjustment(memberId);

  function edit(changes: Partial<typeof emptyForm>) {
    setForm({ ...form, ...changes });
    setIdempotencyKey(createIdempotencyKey());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adjustment.isPending) return;
    setMessage(null);
    const amountText = form.amount.replaceAll(',', '').trim();
    const parsed = adjustmentRequestSchema.safeParse({
      account: form.account,
      amount: amountText === '' ? Number.NaN : Number(amountText),
      reason: form.reason,
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    const { account, amount } = parsed.data;
    const direction = amount > 0 ? '지급' : '차감';
    if (!(await confirmAction(`${ACCOUNT_LABELS[account]} ${formatWon(Math.abs(amount))}을 ${direction}하시겠습니까?`)))
      return;
    adjustment.mutate(
      { data: parsed.data, idempotencyKey },
      {
        onSuccess: (result) => {
          setForm(emptyForm);
          setIdempotencyKey(createIdempotencyKey());
          setMessage({
            tone: 'ok',
            text: `${ACCOUNT_LABELS[account]} ${direction} 완료 · 잔액 ${formatWon(result.balances[account])}`,
          });
        },
        onError: (error) => {
          // A refusal is the key's answer for good; a call with no answer (or a 5xx) is resent with it.
          if (wasRefused(error)) setIdempotencyKey(createIdempotencyKey());
          if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
          const text = failureText(error, FAILED_TEXT);
          if (text) setMessage({ tone: 'error', text });
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="adjustment-title"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 id="adjustment-title" className="text-base font-bold text-ink-100">
        잔액 조정
      </h2>
      <div className="flex flex-wrap gap-3">
        <SelectField
          name="account"
          label="계정"
          placeholder="계정"
          options={ACCOUNT_OPTIONS}
          value={form.account}
          error={fieldErrors.account}
          onChange={(event) => edit({ account: event.target.value as MemberAccount })}
          fieldClassName="w-36"
        />
        <TextField
          name="amount"
          label="금액(원, 차감은 -)"
          inputMode="numeric"
          placeholder="예: 10000 또는 -5000"
          value={form.amount}
          error={fieldErrors.amount}
          onChange={(event) => edit({ amount: event.target.value })}
          fieldClassName="min-w-0 flex-1 basis-48"
        />
      </div>
      <TextAreaField
        name="reason"
        label="사유"
        rows={3}
        maxLength={500}
        value={form.reason}
        error={fieldErrors.reason}
        onChange={(event) => edit({ reason: event.target.value })}
      />
      <p className="text-xs break-all text-ink-400">요청 키: {idempotencyKey}</p>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-ruby-500' : 'text-sm text-emerald-300'}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" disabled={adjustment.isPending} className="self-start">
        조정하기
      </Button>
    </form>
  );
}
