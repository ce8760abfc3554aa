import type { StudioDraw } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';

/** Milliseconds left as m:ss, whole seconds rounded up: 41_200 → "0:42". */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface DrawPhase {
  /** Bets are taken now: the draw is open and its closing time, on the server's clock, not reached. */
  betting: boolean;
  /** '베팅 마감까지 0:42', '추첨까지 0:05', '추첨 중...' */
  text: string;
  /** A short badge: '베팅 중', '베팅 마감', '추첨 완료'. */
  badge: string;
}

/** Where the draw stands at `serverNow` (ms on the server's clock). */
export function drawPhase(draw: Pick<StudioDraw, 'status' | 'closes_at' | 'draws_at'>, serverNow: number): DrawPhase {
  if (draw.status === 'drawn')
    return { betting: false, text: i18n.t('draws:phase.drawn'), badge: i18n.t('draws:phase.drawnBadge') };
  const betting = bettingPhase(draw, serverNow);
  if (betting) return betting;
  const drawsIn = Date.parse(draw.draws_at) - serverNow;
  return {
    betting: false,
    text:
      drawsIn > 0 ? i18n.t('draws:phase.drawsIn', { time: formatCountdown(drawsIn) }) : i18n.t('draws:phase.drawing'),
    badge: i18n.t('draws:phase.closed'),
  };
}

/** The phase while the draw (or a table's round) takes bets, with the countdown to the close; null once closed. */
export function bettingPhase(draw: Pick<StudioDraw, 'status' | 'closes_at'>, serverNow: number): DrawPhase | null {
  const closesIn = Date.parse(draw.closes_at) - serverNow;
  if (draw.status !== 'open' || closesIn <= 0) return null;
  return {
    betting: true,
    text: i18n.t('draws:phase.closesIn', { time: formatCountdown(closesIn) }),
    badge: i18n.t('draws:phase.betting'),
  };
}

/** A long hash cut to its ends: "a1b2c3d4…9f8e7d". */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}
