import { useTranslation } from 'react-i18next';
import { formatWon } from '@/lib/format';
import { SlotReels, type SlotOutcome } from './slot-reels';

/**
 * What a round's bonus feature did: each free spin with its wins, or the hold-and-win grid of
 * locked coins (values in line bets, the respin each landed on). Nothing for a round without one.
 */
export function SlotFeature({ outcome, wilds = [] }: { outcome: SlotOutcome; wilds?: string[] }) {
  const { t } = useTranslation('slot');
  const { free_spins: freeSpins, hold } = outcome;
  if (freeSpins && freeSpins.spins.length > 0) {
    const total = freeSpins.spins.flatMap((spin) => spin.wins).reduce((sum, win) => sum + win.payout, 0);
    return (
      <section
        aria-label={t('freeSpins.label')}
        className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-850 p-2 text-xs"
      >
        <h3 className="font-bold text-gold-300">
          {t('freeSpins.heading', {
            count: freeSpins.spins.length,
            multiplier: freeSpins.multiplier,
            total: formatWon(total),
          })}
        </h3>
        <ol className="grid gap-2 sm:grid-cols-2">
          {freeSpins.spins.map((spin, index) => (
            <li key={index} aria-label={t('freeSpins.spin', { number: index + 1 })} className="flex flex-col gap-1">
              <span className="text-ink-300">
                {t('freeSpins.spinTotal', {
                  number: index + 1,
                  total: formatWon(spin.wins.reduce((sum, win) => sum + win.payout, 0)),
                })}
              </span>
              <SlotReels
                reels={spin.reels}
                paylines={[]}
                wins={spin.wins}
                wilds={wilds}
                label={t('freeSpins.spinWins', { number: index + 1 })}
              />
            </li>
          ))}
        </ol>
      </section>
    );
  }
  if (hold) {
    const columns = outcome.reels.length;
    const rows = outcome.reels[0]?.length ?? 3;
    return (
      <section
        aria-label={t('hold.label')}
        className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-850 p-2 text-xs"
      >
        <h3 className="font-bold text-gold-300">
          {t(hold.grand ? 'hold.headingGrand' : 'hold.heading', { coins: hold.coins.length, respins: hold.respins })}
        </h3>
        <div className="grid gap-1" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {Array.from({ length: rows }, (_, row) =>
            Array.from({ length: columns }, (_, reel) => {
              const coin = hold.coins.find((each) => each.reel === reel && each.row === row);
              return (
                <span
                  key={`${reel}-${row}`}
                  style={{ gridColumn: reel + 1, gridRow: row + 1 }}
                  className={
                    coin
                      ? 'rounded bg-gold-400/20 py-1 text-center font-bold text-gold-300 tabular-nums'
                      : 'rounded bg-ink-900 py-1'
                  }
                >
                  {coin ? `×${coin.value}` : ''}
                  {coin && coin.respin > 0 && (
                    <span className="block text-[0.6rem] font-normal text-ink-400">
                      {t('hold.respin', { respin: coin.respin })}
                    </span>
                  )}
                </span>
              );
            }),
          )}
        </div>
      </section>
    );
  }
  return null;
}
