import { agentRatesSchema, type Agent, type AgentRates } from '@hanpan/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentRateFields } from '@/components/agents/agent-fields';
import { rateTexts, ratesOf } from '@/components/agents/agent-form-values';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { useUpdateAgentRates } from './agents-api';

interface AgentRatesFormProps {
  agent: Agent;
  /** Each rate's bounds: its parent's above, its sub-agents' below. */
  ranges: Record<keyof AgentRates, { min: number; max: number }>;
}

/** Replaces an agent's three rates; a rate above its parent's or below a sub-agent's is refused under its field. */
export function AgentRatesForm({ agent, ranges }: AgentRatesFormProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const save = useUpdateAgentRates(agent.id);
  const [form, setForm] = useState(() => rateTexts(agent));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setMessage(null);
    const parsed = agentRatesSchema.safeParse(ratesOf(form));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setForm(rateTexts(saved));
        setMessage({ tone: 'ok', text: t('agents.rates.saved') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          setErrors(error.fields);
          return;
        }
        const text = failureText(error, t('agents.rates.failed'));
        if (text) setMessage({ tone: 'error', text });
      },
    });
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-850 p-4"
    >
      <div>
        <h3 id={titleId} className="text-sm font-bold text-ink-100">
          {t('agents.rates.title')}
        </h3>
        <p className="mt-1 text-xs text-ink-400">{t('agents.rates.hint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <AgentRateFields
          values={form}
          errors={errors}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
          hint={(field) => t('agents.rates.range', ranges[field])}
        />
      </div>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-ruby-500' : 'text-sm text-emerald-300'}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" size="sm" disabled={save.isPending} className="self-start">
        {t('agents.rates.submit')}
      </Button>
    </form>
  );
}
