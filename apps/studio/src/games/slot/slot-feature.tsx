import { formatWon } from '@/lib/format';
import { SlotReels, type SlotOutcome } from './slot-reels';

/**
 * What a round's bonus feature did: each free spin with its wins, or the hold-and-win grid of
 * locked coins (values in line bets, the respin each landed on). Nothing for a round without one.
 */
export function SlotFeature({ outcome, wilds = [] }: { outcome: SlotOutcome; wilds?: string[] }) {
  const { free_spins: freeSpins, hold } = outcome;
  if (freeSpins && freeSpins.spins.length > 0) {
    const total = freeSpins.spins.flatMap((spin) => spin.wins).reduce((sum, win) => sum + win.payout, 0);
    return (
      <section
        aria-label="프리스핀"
        className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-850 p-2 text-xs"
      >
        <h3 className="font-bold text-gold-300">
          프리스핀 {freeSpins.spins.length}회 · 모든 당첨 ×{freeSpins.multiplier} · {formatWon(total)}
        </h3>
        <ol className="grid gap-2 sm:grid-cols-2">
          {freeSpins.spins.map((spin, index) => (
            <li key={index} aria-label={`프리스핀 ${index + 1}`} className="flex flex-col gap-1">
              <span className="text-ink-300">
                {index + 1}회 · {formatWon(spin.wins.reduce((sum, win) => sum + win.payout, 0))}
              </span>
              <SlotReels
                reels={spin.reels}
                paylines={[]}
                wins={spin.wins}
                wilds={wilds}
                label={`프리스핀 ${index + 1} 당첨`}
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
        aria-label="홀드 앤 윈"
        className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-850 p-2 text-xs"
      >
        <h3 className="font-bold text-gold-300">
          홀드 앤 윈 · 코인 {hold.coins.length}개 · 리스핀 {hold.respins}회{hold.grand && ' · 그랜드!'}
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
                    <span className="block text-[0.6rem] font-normal text-ink-400">{coin.respin}회차</span>
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
