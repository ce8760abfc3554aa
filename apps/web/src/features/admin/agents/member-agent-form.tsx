import { memberAgentChangeRequestSchema, type MemberDetail } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-field';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { useAdminAgents, useChangeMemberAgent } from './agents-api';

/** The select's value for "no agent": the member becomes the house's own. */
const HOUSE = 'house';

/**
 * 총판 변경: moves the member to another agent, or to none (the house's), with the operator's reason
 * (audited). The member's agent now is named by the title and marked among the choices.
 */
export function MemberAgentForm({ member }: { member: Pick<MemberDetail, 'id' | 'agent'> }) {
  const { t } = useTranslation('admin');
  const agents = useAdminAgents();
  const change = useChangeMemberAgent(member.id);
  const [agent, setAgent] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const current = member.agent === null ? HOUSE : String(member.agent.id);
  const option = (value: string, label: string) => ({
    value,
    label: value === current ? t('memberAgent.currentOption', { name: label }) : label,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setMessage(null);
    const parsed = memberAgentChangeRequestSchema.safeParse({
      agent_id: agent === HOUSE ? null : Number(agent) || undefined,
      reason,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (changed) => {
        const name =
          changed.agent_id === null
            ? t('memberAgent.house')
            : (agents.data?.find((entry) => entry.id === changed.agent_id)?.username ?? String(changed.agent_id));
        setAgent('');
        setReason('');
        setMessage({ tone: 'ok', text: t('memberAgent.changed', { agent: name }) });
      },
      onError: (error) => {
        const text = failureText(error, t('memberAgent.failed'));
        if (text) setMessage({ tone: 'error', text });
      },
    });
  }

  return (
    <form
      noValidate
      aria-labelledby="member-agent-title"
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="member-agent-title" className="text-base font-bold text-ink-100">
          {t('memberAgent.title')}
        </h2>
        <span className="text-xs font-semibold text-gold-300">
          {t('memberAgent.current', { agent: member.agent?.username ?? t('memberAgent.houseMember') })}
        </span>
      </div>
      <SelectField
        name="agent_id"
        label={t('memberAgent.to')}
        placeholder={t('memberAgent.choose')}
        // The current agent too, marked: the server refuses a move to it, in words.
        options={[
          option(HOUSE, t('memberAgent.house')),
          ...(agents.data ?? []).map((entry) =>
            option(
              String(entry.id),
              `${'\u00a0\u00a0\u00a0'.repeat(entry.depth)}${entry.username} (${entry.nickname})`,
            ),
          ),
        ]}
        value={agent}
        error={errors.agent_id}
        onChange={(event) => setAgent(event.target.value)}
      />
      <TextAreaField
        name="agent-reason"
        label={t('memberAgent.reason')}
        rows={2}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-ruby-500' : 'text-sm text-emerald-300'}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" disabled={change.isPending} className="self-start">
        {t('memberAgent.submit')}
      </Button>
    </form>
  );
}
