import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';

export type TagTone = 'red' | 'blue' | 'plain';

const TONE_CLASS: Record<TagTone, string> = {
  red: 'bg-ruby-500 text-white',
  blue: 'bg-sky-600 text-white',
  plain: 'bg-ink-600 text-ink-100',
};

/** The picks a draw made true, as small tags ('홀', '언더'; '좌', '3줄', '짝'). */
export function OutcomeTags({ tags }: { tags: readonly { label: string; tone: TagTone }[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('outcome.result')} className="flex flex-wrap gap-1">
      {tags.map(({ label, tone }) => (
        <li key={label} className={clsx('rounded px-1.5 py-0.5 text-xs font-bold', TONE_CLASS[tone])}>
          {label}
        </li>
      ))}
    </ul>
  );
}
