import type { RoulettePlacement } from '@hanpan/contract';
import { rouletteBetLabel, rouletteColor, rouletteCoverage } from '@hanpan/rules';
import { clsx } from 'clsx';
import { formatWon } from '@/lib/format';
import { pocketClass } from './roulette-format';

const COLOR_NAMES = { green: '그린', red: '레드', black: '블랙' } as const;

/** The pocket the ball landed in, and each of the bet's placements marked won or lost when the bet is known. */
export function RouletteOutcomeView({
  number,
  bets,
}: {
  number: number;
  bets?: readonly RoulettePlacement[] | undefined;
}) {
  const color = rouletteColor(number);
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-ink-850 p-3">
      <p className="text-xs text-ink-300">결과</p>
      <p
        aria-label="룰렛 결과"
        className={clsx(
          'flex size-16 items-center justify-center rounded-full border-4 border-gold-300 text-3xl font-extrabold text-white tabular-nums',
          pocketClass(number),
        )}
      >
        {number}
      </p>
      <p className="text-xs text-ink-300">{COLOR_NAMES[color]}</p>
      {bets && bets.length > 0 && (
        <ul aria-label="베팅 결과" className="w-full text-xs">
          {bets.map((placement, index) => {
            const won = rouletteCoverage(placement)?.includes(number) ?? false;
            return (
              <li
                key={index}
                className={clsx('flex justify-between gap-2', won ? 'text-emerald-glow' : 'text-ink-400')}
              >
                <span>{rouletteBetLabel(placement)}</span>
                <span className="tabular-nums">
                  {formatWon(placement.amount)} {won ? '적중' : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
