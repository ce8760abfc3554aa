import { memberStatusChangeRequestSchema, type MemberDetail } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { fieldErrorsOf } from '@/lib/validation';
import { useChangeMemberStatus } from '../api/admin-api';
import { failureText } from '../utils/failure-text';
import { shownMessage } from '../utils/shown-message';

/** Suspend (ends every session at once) or reinstate, with the operator's reason. */
export function StatusChangeForm({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useChangeMemberStatus(member.id);
  const suspending = member.status === 'active';
  const kind = suspending ? 'suspend' : 'reinstate';
  const action = t(`statusChange.${kind}.action`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = memberStatusChangeRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(shownMessage(fieldErrorsOf(parsed.error).reason));
      return;
    }
    setError(undefined);
    if (!(await confirmAction(t(`statusChange.${kind}.confirm`, { username: member.username })))) return;
    change.mutate(
      { to: suspending ? 'suspended' : 'active', reason: parsed.data.reason },
      {
        onSuccess: () => setReason(''),
        onError: (failure) => {
          const text = failureText(failure, t(`statusChange.${kind}.failed`));
          if (text) setError(text);
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="status-change-title"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 id="status-change-title" className="text-base font-bold text-ink-100">
        {action}
      </h2>
      <TextAreaField
        name="status-reason"
        label={t('statusChange.reason')}
        rows={2}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        type="submit"
        variant={suspending ? 'secondary' : 'primary'}
        disabled={change.isPending}
        className="self-start"
      >
        {action}
      </Button>
    </form>
  );
}
