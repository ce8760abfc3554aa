import { useTranslation } from 'react-i18next';
import type { PlayMode } from '@hanpan/contract';

export function ModeBadge({ mode }: { mode: PlayMode }) {
  const { t } = useTranslation();
  if (mode === 'real') {
    return (
      <span className="rounded bg-gold-400 px-1.5 py-0.5 text-[0.65rem] font-extrabold tracking-wider text-ink-950">
        REAL
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1">
      <span className="rounded bg-sky-400 px-1.5 py-0.5 text-[0.65rem] font-extrabold tracking-wider text-ink-950">
        FUN
      </span>
      <span className="text-[0.7rem] text-sky-300">{t('mode.practice')}</span>
    </span>
  );
}
