import { BANKS, subAgentCreateSchema, translateMessage, type Agent, type AgentRates } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';
import { fieldErrorsOf } from '@/lib/validation';
import { useCreateSubAgent } from '../api/agent-api';

const emptyForm = {
  username: '',
  password: '',
  nickname: '',
  realname: '',
  phone: '',
  bank: '',
  account: '',
  sports_rolling_percent: '',
  casino_rolling_percent: '',
  losing_percent: '',
};
type Field = keyof typeof emptyForm;

const ACCOUNT_FIELDS = [
  { field: 'username', autoComplete: 'off' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'nickname', autoComplete: 'off' },
  { field: 'realname', autoComplete: 'off' },
  { field: 'phone', autoComplete: 'off', inputMode: 'tel' },
] as const;

const RATE_FIELDS = [
  { field: 'sports_rolling_percent', label: 'sportsRolling' },
  { field: 'casino_rolling_percent', label: 'casinoRolling' },
  { field: 'losing_percent', label: 'losing' },
] as const satisfies readonly { field: keyof AgentRates; label: string }[];

/** A number field's text as the schema checks it: commas dropped, blank "no number" (NaN, which it refuses in words). */
function numberOf(text: string): number {
  const clean = text.replaceAll(',', '').trim();
  return clean === '' ? Number.NaN : Number(clean);
}

/**
 * Registers a sub-agent under the caller: its login, payout account and rates. The caller's own
 * rates are the maximums, shown under each; the server checks them and its refusal shows under
 * the field it names, as a taken username or nickname does.
 */
export function SubAgentForm({ agent }: { agent: Agent | undefined }) {
  const { t } = useTranslation('agent');
  const create = useCreateSubAgent();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const language = currentLanguage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setMessage(null);
    const parsed = subAgentCreateSchema.safeParse({
      ...form,
      sports_rolling_percent: numberOf(form.sports_rolling_percent),
      casino_rolling_percent: numberOf(form.casino_rolling_percent),
      losing_percent: numberOf(form.losing_percent),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setForm(emptyForm);
        setMessage({
          tone: 'ok',
          text: t('subAgents.created', { username: created.username, code: created.referral_code }),
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          setErrors(error.fields);
          return;
        }
        // A lost session or a 403 is the API client's to handle.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
        setMessage({
          tone: 'error',
          text: error instanceof ApiError ? (error.serverMessage ?? error.message) : t('subAgents.failed'),
        });
      },
    });
  }

  return (
    <form
      noValidate
      aria-labelledby="sub-agent-form-title"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 id="sub-agent-form-title" className="text-base font-bold text-ink-100">
        {t('subAgents.formTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ACCOUNT_FIELDS.map((spec) => (
          <TextField
            key={spec.field}
            name={spec.field}
            label={t(`subAgents.fields.${spec.field}`)}
            type={'type' in spec ? spec.type : 'text'}
            autoComplete={spec.autoComplete}
            inputMode={'inputMode' in spec ? spec.inputMode : undefined}
            autoCapitalize="none"
            spellCheck={false}
            value={form[spec.field]}
            error={errors[spec.field]}
            onChange={(event) => setForm({ ...form, [spec.field]: event.target.value })}
          />
        ))}
        <SelectField
          name="bank"
          label={t('subAgents.fields.bank')}
          placeholder={t('subAgents.fields.bankPlaceholder')}
          options={BANKS.map((bank) => ({ value: bank, label: translateMessage(bank, language) }))}
          value={form.bank}
          error={errors.bank}
          onChange={(event) => setForm({ ...form, bank: event.target.value })}
        />
        <TextField
          name="account"
          label={t('subAgents.fields.account')}
          inputMode="numeric"
          autoComplete="off"
          value={form.account}
          error={errors.account}
          onChange={(event) => setForm({ ...form, account: event.target.value })}
        />
        {RATE_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            name={field}
            label={t(`subAgents.fields.${label}`)}
            inputMode="decimal"
            autoComplete="off"
            hint={agent ? t('subAgents.maximum', { percent: agent[field] }) : undefined}
            value={form[field]}
            error={errors[field]}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          />
        ))}
      </div>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-ruby-500' : 'text-sm text-emerald-300'}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} className="self-start">
        {t('subAgents.submit')}
      </Button>
    </form>
  );
}
