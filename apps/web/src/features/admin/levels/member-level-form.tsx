import { memberLevelChangeRequestSchema, type MemberDetail } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '@/components/level-badge';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { shownMessage } from '../utils/shown-message';
import { useAdminLevels, useChangeMemberLevel, useMemberLevelHistory } from './levels-api';

/**
 * Moves the member to a level with the operator's reason (audited, the member notified), pinning it
 * or not (a pinned level is left alone by the daily evaluation), and the moves so far.
 */
export function MemberLevelForm({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('admin');
  const levels = useAdminLevels();
  const history = useMemberLevelHistory(member.id);
  const change = useChangeMemberLevel(member.id);
  const [levelId, setLevelId] = useState('');
  const [pinned, setPinned] = useState(member.level_pinned);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ level_id?: string | undefined; reason?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    const parsed = memberLevelChangeRequestSchema.safeParse({ level_id: Number(levelId) || undefined, pinned, reason });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      setErrors({
        level_id: fields.level_id && shownMessage(fields.level_id),
        reason: fields.reason && shownMessage(fields.reason),
      });
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setLevelId('');
        setReason('');
      },
      onError: (error) => setFailure(failureText(error, t('memberLevel.failed'))),
    });
  }

  return (
    <form
      noValidate
      aria-labelledby="member-level-title"
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="member-level-title" className="text-base font-bold text-ink-100">
          {t('memberLevel.title')}
        </h2>
        <LevelBadge level={member.level} />
        {member.level_pinned && (
          <span className="text-xs font-semibold text-gold-300">{t('memberLevel.pinnedNow')}</span>
        )}
      </div>
      <SelectField
        name="level_id"
        label={t('memberLevel.to')}
        placeholder={t('memberLevel.choose')}
        // The current level too: pinning or unpinning it is a change of its own.
        options={(levels.data ?? []).map((level) => ({
          value: String(level.id),
          label: level.id === member.level.id ? t('memberLevel.current', { name: level.name }) : level.name,
        }))}
        value={levelId}
        error={errors.level_id}
        onChange={(event) => setLevelId(event.target.value)}
      />
      <CheckboxField name="level-pinned" checked={pinned} onChange={setPinned}>
        {t('memberLevel.pinned')}
      </CheckboxField>
      <TextAreaField
        name="level-reason"
        label={t('memberLevel.reason')}
        rows={2}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && (
        <p role="alert" className="text-sm text-ruby-500">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={change.isPending} className="self-start">
        {t('memberLevel.submit')}
      </Button>
      {history.data && history.data.length > 0 && (
        <ol aria-label={t('memberLevel.historyLabel')} className="flex flex-col gap-1 text-xs text-ink-300">
          {history.data.map((entry) => (
            <li key={entry.id}>
              {t('memberLevel.historyEntry', {
                at: formatDateTime(entry.at),
                from: entry.from_level.name,
                to: entry.to_level.name,
                actor: entry.actor ?? t('memberLevel.automatic'),
                reason: entry.reason,
              })}
              {entry.pinned && ` · ${t('memberLevel.pinnedNow')}`}
            </li>
          ))}
        </ol>
      )}
    </form>
  );
}
