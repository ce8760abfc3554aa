import { agentStatusRequestSchema, type Agent } from '@hanpan/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { shownMessage } from '../utils/shown-message';
import { useChangeAgentStatus } from './agents-api';

/**
 * 이용 정지 / 정지 해제 of an agent, with the operator's reason (audited). Suspending is confirmed
 * first: the agent's sessions end at once and its referral code signs nobody up until reinstated.
 */
export function AgentStatusForm({ agent }: { agent: Agent }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const change = useChangeAgentStatus(agent.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const suspending = agent.status === 'active';
  const kind = suspending ? 'suspend' : 'reinstate';
  const action = t(`agents.statusChange.${kind}.action`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setMessage(null);
    const parsed = agentStatusRequestSchema.safeParse({ status: suspending ? 'suspended' : 'active', reason });
    if (!parsed.success) {
      setError(shownMessage(fieldErrorsOf(parsed.error).reason));
      return;
    }
    setError(undefined);
    if (suspending && !(await confirmAction(t('agents.statusChange.suspend.confirm', { username: agent.username }))))
      return;
    change.mutate(parsed.data, {
      onSuccess: (changed) => {
        setReason('');
        setMessage({ tone: 'ok', text: t(`agents.statusChange.${kind}.done`, { username: changed.username }) });
      },
      onError: (failure) => {
        const text = failureText(failure, t(`agents.statusChange.${kind}.failed`));
        if (text) setMessage({ tone: 'error', text });
      },
    });
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-850 p-4"
    >
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-sm font-bold text-ink-100">
            {t('agents.statusChange.title')}
          </h3>
          <Badge tone={agent.status === 'active' ? 'green' : 'red'}>{t(`agents.status.${agent.status}`)}</Badge>
        </div>
        <p className="mt-1 text-xs text-ink-400">{t(`agents.statusChange.${kind}.hint`)}</p>
      </div>
      <TextAreaField
        name="status-reason"
        label={t('agents.statusChange.reason')}
        rows={2}
        maxLength={500}
        value={reason}
        error={error}
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
      <Button
        type="submit"
        size="sm"
        variant={suspending ? 'secondary' : 'primary'}
        disabled={change.isPending}
        className="self-start"
      >
        {action}
      </Button>
    </form>
  );
}
