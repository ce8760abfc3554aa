import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { oddEvenPickLabel, oddEvenWinningPicks, type OddEvenOutcome } from './draw-picks';
import { OutcomeTags } from './outcome-tags';

/** The drawn ball, red when odd and blue when even. */
export function OddEvenBall({ number, size = 'lg' }: { number: number; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('draws');
  const odd = number % 2 === 1;
  return (
    <span
      role="img"
      aria-label={t('ball', { number })}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-radial-[at_30%_30%] font-extrabold text-white tabular-nums shadow-md ring-2 ring-white/25',
        odd ? 'from-ruby-500 to-ruby-500/55' : 'from-sky-500 to-sky-700',
        size === 'lg' ? 'size-20 text-4xl' : 'size-11 text-lg',
      )}
    >
      {number}
    </span>
  );
}

/** A 홀짝 draw: the ball, with the picks it makes true (홀/짝, 언더/오버). */
export function OddEvenOutcomeView({ outcome, size = 'lg' }: { outcome: OddEvenOutcome; size?: 'sm' | 'lg' }) {
  const [parity, side] = oddEvenWinningPicks(outcome);
  return (
    <div className={clsx('flex items-center', size === 'lg' ? 'flex-col gap-2' : 'gap-2')}>
      <OddEvenBall number={outcome.number} size={size} />
      <OutcomeTags
        tags={[
          { label: oddEvenPickLabel(parity), tone: parity === 'odd' ? 'red' : 'blue' },
          { label: oddEvenPickLabel(side), tone: 'plain' },
        ]}
      />
    </div>
  );
}
