import { memberStatusChangeRequestSchema, type MemberDetail } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { fieldErrorsOf } from '@/lib/validation';
import { useChangeMemberStatus } from '../api/admin-api';
import { failureText } from '../utils/failure-text';

/** Suspend (ends every session at once) or reinstate, with the operator's reason. */
export function StatusChangeForm({ member }: { member: MemberDetail }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useChangeMemberStatus(member.id);
  const suspending = member.status === 'active';
  const action = suspending ? '이용 정지' : '정지 해제';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = memberStatusChangeRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).reason);
      return;
    }
    setError(undefined);
    const warning = suspending ? ' 접속 중인 모든 세션이 즉시 종료됩니다.' : '';
    if (!(await confirmAction(`${member.username} 회원을 ${action}하시겠습니까?${warning}`))) return;
    change.mutate(
      { to: suspending ? 'suspended' : 'active', reason: parsed.data.reason },
      {
        onSuccess: () => setReason(''),
        onError: (failure) => {
          const text = failureText(failure, `${action}하지 못했습니다.`);
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
        label="사유"
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
