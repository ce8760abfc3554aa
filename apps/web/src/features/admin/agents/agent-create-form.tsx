import { adminAgentCreateSchema, type Agent, type AgentRates } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAccountFields, AgentRateFields } from '@/components/agents/agent-fields';
import { EMPTY_AGENT_FORM, ratesOf, type AgentFormField } from '@/components/agents/agent-form-values';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { useCreateAgent } from './agents-api';

/** The parent select's value for a head agent (no parent). */
export const HEAD_AGENT = 'head';

/** `parent` (an agent's id as text, or HEAD_AGENT) is the page's: a row's "register under it" sets it too. */
interface AgentCreateFormProps {
  agents: readonly Agent[];
  parent: string;
  onParentChange: (parent: string) => void;
}

/**
 * Registers a head agent or a sub-agent of the chosen parent: its login, payout account and rates
 * (a sub-agent's at most its parent's, shown as the maximums; the server has the last word).
 */
export function AgentCreateForm({ agents, parent, onParentChange }: AgentCreateFormProps) {
  const { t } = useTranslation('admin');
  const create = useCreateAgent();
  const [form, setForm] = useState(EMPTY_AGENT_FORM);
  const [errors, setErrors] = useState<Partial<Record<AgentFormField | 'parent_id', string>>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const parentAgent = agents.find((agent) => String(agent.id) === parent);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setMessage(null);
    const parsed = adminAgentCreateSchema.safeParse({
      ...form,
      ...ratesOf(form),
      parent_id: parent === HEAD_AGENT ? null : Number(parent),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (agent) => {
        setForm(EMPTY_AGENT_FORM);
        setMessage({
          tone: 'ok',
          text: t('agents.create.created', { username: agent.username, code: agent.referral_code }),
        });
      },
      onError: (error) => {
        // A refusal about one field (a rate above the parent's, a taken username) shows under it.
        if (error instanceof ApiError && error.fields) {
          setErrors(error.fields);
          return;
        }
        const text = failureText(error, t('agents.create.failed'));
        if (text) setMessage({ tone: 'error', text });
      },
    });
  }

  const maximum = (field: keyof AgentRates) =>
    parentAgent ? t('agents.create.maximum', { percent: parentAgent[field] }) : undefined;
  const edit = (field: AgentFormField, value: string) => setForm((current) => ({ ...current, [field]: value }));

  return (
    <form
      id="new-agent"
      noValidate
      aria-labelledby="new-agent-title"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <div>
        <h2 id="new-agent-title" className="text-base font-bold text-ink-100">
          {t('agents.create.title')}
        </h2>
        <p className="mt-1 text-xs text-ink-400">{t('agents.create.description')}</p>
      </div>
      <SelectField
        name="parent_id"
        label={t('agents.create.parent')}
        placeholder={t('agents.create.parent')}
        options={[
          { value: HEAD_AGENT, label: t('agents.create.head') },
          ...agents.map((agent) => ({
            value: String(agent.id),
            // A native option shows no padding: the tree's indentation is in no-break spaces.
            label: `${'\u00a0\u00a0\u00a0'.repeat(agent.depth)}${t('agents.create.parentOption', {
              username: agent.username,
              nickname: agent.nickname,
            })}`,
          })),
        ]}
        value={parent}
        error={errors.parent_id}
        onChange={(event) => onParentChange(event.target.value)}
        fieldClassName="sm:max-w-sm"
      />
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <AgentAccountFields values={form} errors={errors} onChange={edit} />
        <AgentRateFields values={form} errors={errors} onChange={edit} hint={maximum} />
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
        {t('agents.create.submit')}
      </Button>
    </form>
  );
}
