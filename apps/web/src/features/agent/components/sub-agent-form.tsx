import { subAgentCreateSchema, type Agent } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAccountFields, AgentRateFields } from '@/components/agents/agent-fields';
import { EMPTY_AGENT_FORM, ratesOf, type AgentFormField } from '@/components/agents/agent-form-values';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/validation';
import { useCreateSubAgent } from '../api/agent-api';

/**
 * Registers a sub-agent under the caller: its login, payout account and rates. The caller's own
 * rates are the maximums, shown under each; the server checks them and its refusal shows under
 * the field it names, as a taken username or nickname does.
 */
export function SubAgentForm({ agent }: { agent: Agent | undefined }) {
  const { t } = useTranslation('agent');
  const create = useCreateSubAgent();
  const [form, setForm] = useState(EMPTY_AGENT_FORM);
  const [errors, setErrors] = useState<Partial<Record<AgentFormField, string>>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const edit = (field: AgentFormField, value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setMessage(null);
    const parsed = subAgentCreateSchema.safeParse({ ...form, ...ratesOf(form) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setForm(EMPTY_AGENT_FORM);
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
        <AgentAccountFields values={form} errors={errors} onChange={edit} />
        <AgentRateFields
          values={form}
          errors={errors}
          onChange={edit}
          hint={(field) => (agent ? t('subAgents.maximum', { percent: agent[field] }) : undefined)}
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
      <Button type="submit" disabled={create.isPending} className="self-start">
        {t('subAgents.submit')}
      </Button>
    </form>
  );
}
