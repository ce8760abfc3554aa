import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { clockLabel } from '../utils/fixture-format';

/** The in-play marker: a pulsing dot and LIVE, with the match clock when known. */
export function LiveBadge({ clock, className }: { clock?: string | undefined; className?: string }) {
  const { t } = useTranslation('sports');
  return (
    <span className={clsx('inline-flex items-center gap-1.5 text-[11px] font-bold text-ruby-500', className)}>
      <span className="relative flex size-2" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-ruby-500 opacity-60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-ruby-500" />
      </span>
      {t('live.badge')}
      {clock && <span className="font-semibold text-ink-200">{clockLabel(clock)}</span>}
    </span>
  );
}
