import { agentPayoutRequestSchema, type Agent } from '@hanpan/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOf } from '@/components/agents/agent-form-values';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey, wasRefused } from '@/lib/idempotency';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { useAgentPayout } from './agents-api';

const emptyForm = { amount: '', reason: '' };

/**
 * Pays an agent's commission out of its balance, with a required reason, after confirmation. As
 * the members' adjustments: one idempotency key per intended payout; a resend of the same form
 * (after no answer) reuses it, any edit, a refusal or a success draws a new one.
 */
export function AgentPayoutForm({ agent }: { agent: Agent }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const payout = useAgentPayout(agent.id);
  const [form, setForm] = useState(emptyForm);
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  function edit(changes: Partial<typeof emptyForm>) {
    setForm({ ...form, ...changes });
    setIdempotencyKey(createIdempotencyKey());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (payout.isPending) return;
    setMessage(null);
    const parsed = agentPayoutRequestSchema.safeParse({ amount: numberOf(form.amount), reason: form.reason });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const amount = formatWon(parsed.data.amount);
    if (!(await confirmAction(t('agents.payout.confirm', { username: agent.username, amount })))) return;
    payout.mutate(
      { data: parsed.data, idempotencyKey },
      {
        onSuccess: (result) => {
          setForm(emptyForm);
          setIdempotencyKey(createIdempotencyKey());
          setMessage({
            tone: 'ok',
            text: t('agents.payout.paid', { amount: formatWon(result.amount), balance: formatWon(result.balance) }),
          });
        },
        onError: (error) => {
          // A refusal is the key's answer for good; a call with no answer (or a 5xx) is resent with it.
          if (wasRefused(error)) setIdempotencyKey(createIdempotencyKey());
          if (error instanceof ApiError && error.fields) {
            setErrors(error.fields);
            return;
          }
          const text = failureText(error, t('agents.payout.failed'));
          if (text) setMessage({ tone: 'error', text });
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-850 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-sm font-bold text-ink-100">
          {t('agents.payout.title')}
        </h3>
        <span className="text-sm font-semibold text-gold-300 tabular-nums">
          {t('agents.payout.balance', { balance: formatWon(agent.balance) })}
        </span>
      </div>
      <TextField
        name="amount"
        label={t('agents.payout.amount')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('agents.payout.amountPlaceholder')}
        value={form.amount}
        error={errors.amount}
        onChange={(event) => edit({ amount: event.target.value })}
      />
      <TextAreaField
        name="reason"
        label={t('agents.payout.reason')}
        rows={2}
        maxLength={500}
        value={form.reason}
        error={errors.reason}
        onChange={(event) => edit({ reason: event.target.value })}
      />
      <p className="text-xs break-all text-ink-400">{t('agents.payout.requestKey', { key: idempotencyKey })}</p>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-ruby-500' : 'text-sm text-emerald-300'}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" size="sm" disabled={payout.isPending || agent.balance <= 0} className="self-start">
        {t('agents.payout.submit')}
      </Button>
    </form>
  );
}
