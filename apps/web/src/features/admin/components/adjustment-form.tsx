import { adjustmentRequestSchema, type MemberAccount } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey, wasRefused } from '@/lib/idempotency';
import { fieldErrorsOf } from '@/lib/validation';
import { useAdjustment } from '../api/admin-api';
import { failureText } from '../utils/failure-text';
import { shownMessages } from '../utils/shown-message';

/** The member's accounts in the order the back office lists them; each is named by `accounts.<account>`. */
export const MEMBER_ACCOUNTS = ['cash', 'casino', 'points'] as const satisfies readonly MemberAccount[];

const emptyForm = { account: 'cash' as MemberAccount, amount: '', reason: '' };

/**
 * A manual credit (positive) or debit (negative) of one account, with a required reason. One
 * idempotency key per intended adjustment: a resend of the same form (after no answer) reuses it,
 * any edit, a refusal or a success draws a new one.
 */
export function AdjustmentForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin');
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
      setFieldErrors(shownMessages(fieldErrorsOf(parsed.error)));
      return;
    }
    setFieldErrors({});
    const { account, amount } = parsed.data;
    const credit = amount > 0;
    const accountName = t(`accounts.${account}`);
    const question = { account: accountName, amount: formatWon(Math.abs(amount)) };
    if (
      !(await confirmAction(credit ? t('adjustment.confirmCredit', question) : t('adjustment.confirmDebit', question)))
    )
      return;
    adjustment.mutate(
      { data: parsed.data, idempotencyKey },
      {
        onSuccess: (result) => {
          setForm(emptyForm);
          setIdempotencyKey(createIdempotencyKey());
          const done = { account: accountName, balance: formatWon(result.balances[account]) };
          setMessage({ tone: 'ok', text: credit ? t('adjustment.credited', done) : t('adjustment.debited', done) });
        },
        onError: (error) => {
          // A refusal is the key's answer for good; a call with no answer (or a 5xx) is resent with it.
          if (wasRefused(error)) setIdempotencyKey(createIdempotencyKey());
          if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
          const text = failureText(error, t('adjustment.failed'));
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
        {t('adjustment.title')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <SelectField
          name="account"
          label={t('adjustment.account')}
          placeholder={t('adjustment.account')}
          options={MEMBER_ACCOUNTS.map((value) => ({ value, label: t(`accounts.${value}`) }))}
          value={form.account}
          error={fieldErrors.account}
          onChange={(event) => edit({ account: event.target.value as MemberAccount })}
          fieldClassName="w-36"
        />
        <TextField
          name="amount"
          label={t('adjustment.amount')}
          inputMode="numeric"
          placeholder={t('adjustment.amountPlaceholder')}
          value={form.amount}
          error={fieldErrors.amount}
          onChange={(event) => edit({ amount: event.target.value })}
          fieldClassName="min-w-0 flex-1 basis-48"
        />
      </div>
      <TextAreaField
        name="reason"
        label={t('adjustment.reason')}
        rows={3}
        maxLength={500}
        value={form.reason}
        error={fieldErrors.reason}
        onChange={(event) => edit({ reason: event.target.value })}
      />
      <p className="text-xs break-all text-ink-400">{t('adjustment.requestKey', { key: idempotencyKey })}</p>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-ruby-500' : 'text-sm text-emerald-300'}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" disabled={adjustment.isPending} className="self-start">
        {t('adjustment.submit')}
      </Button>
    </form>
  );
}
