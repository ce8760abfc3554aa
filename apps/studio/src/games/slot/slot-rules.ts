import { z } from 'zod';

/**
 * The slot's rules as its config carries them (apps/server/src/studio/engines/slot*.ts): the
 * model (name, volatility, RTP), the grid (reels × rows), paylines when it has lines, the
 * paytable (symbol → multiples of the line bet, from the first paying count up), the wilds and
 * the line bet limits. The stake is the line bet times the bet multiplier.
 */
const slotRulesSchema = z.object({
  model_name: z.string().optional().catch(undefined),
  volatility: z.string().optional().catch(undefined),
  rtp_percent: z.number().optional().catch(undefined),
  bet_multiplier: z.number().int().positive().optional().catch(undefined),
  reels: z.number().int().positive().catch(5),
  rows: z.number().int().positive().catch(3),
  paylines: z.array(z.array(z.number().int())).catch([]),
  ways: z.number().int().optional().catch(undefined),
  paytable: z.record(z.string(), z.array(z.number())).catch({}),
  first_paying_count: z.number().int().positive().catch(3),
  pay_counts: z.array(z.number().int()).optional().catch(undefined),
  wild: z.string().optional().catch(undefined),
  wild_multipliers: z.record(z.string(), z.number()).catch({}),
  scatter: z.string().optional().catch(undefined),
  free_spins: z.number().int().optional().catch(undefined),
  free_spin_multiplier: z.number().int().optional().catch(undefined),
  coin: z.string().optional().catch(undefined),
  trigger: z.number().int().optional().catch(undefined),
  grand: z.number().int().optional().catch(undefined),
  multipliers: z.record(z.string(), z.number()).catch({}),
  min_line_bet: z.number().int().positive().optional().catch(undefined),
  max_line_bet: z.number().int().positive().optional().catch(undefined),
});

export interface SlotPaytableRow {
  symbol: string;
  /** [count, multiple of the line bet], fewest first. */
  pays: Array<[number, number]>;
}

export interface SlotRules {
  modelName: string | undefined;
  volatility: string | undefined;
  rtpPercent: number | undefined;
  reels: number;
  rows: number;
  paylines: number[][];
  /** Line bets in one stake: paylines, or the coins of a ways or pays-anywhere game. */
  betMultiplier: number;
  paytable: SlotPaytableRow[];
  /** Symbols that stand in for others (the multiplier wilds included). */
  wilds: string[];
  /** What the game page explains under the paytable, in Korean. */
  features: string[];
  minLineBet: number;
  maxLineBet: number;
}

/** The Korean lines that explain a model's pays and bonus feature. */
function featureTexts(rules: z.infer<typeof slotRulesSchema>): string[] {
  const texts: string[] = [];
  if (rules.paylines.length > 0) texts.push('왼쪽 첫 릴부터 연속으로 같은 심볼이 맞으면 당첨됩니다.');
  if (rules.ways) texts.push(`${rules.ways}웨이: 첫 릴부터 이어지는 릴마다 같은 심볼이 어디에 있든 당첨됩니다.`);
  if (rules.pay_counts) texts.push(`같은 심볼이 어디에든 ${rules.pay_counts[0]}개 이상이면 당첨됩니다.`);
  if (rules.wild) texts.push('WILD는 다른 심볼을 대신합니다.');
  if (Object.keys(rules.wild_multipliers).length > 0)
    texts.push('배수 WILD(×2, ×3)가 돕는 라인은 그 배수만큼 곱해집니다.');
  if (rules.ways && rules.wild) texts.push('2~4릴의 WILD는 릴 전체로 확장됩니다.');
  if (rules.scatter && rules.free_spins)
    texts.push(
      `스캐터 3개면 프리스핀 ${rules.free_spins}회(모든 당첨 ×${rules.free_spin_multiplier ?? 1}), 프리스핀 중 다시 3개면 ${rules.free_spins}회 추가.`,
    );
  if (rules.coin && rules.trigger)
    texts.push(
      `코인 ${rules.trigger}개 이상이면 홀드 앤 윈: 코인이 고정되고 리스핀 3회, 새 코인마다 3회로 초기화. 15칸을 모두 채우면 그랜드 상금.`,
    );
  if (Object.keys(rules.multipliers).length > 0)
    texts.push('배수 심볼은 당첨된 스핀의 총 당첨금에 합계 배수를 곱합니다.');
  return texts;
}

export function readSlotRules(config: {
  min_stake: number;
  max_stake: number;
  rules: Record<string, unknown>;
}): SlotRules {
  const rules = slotRulesSchema.parse(config.rules);
  const betMultiplier = rules.bet_multiplier ?? Math.max(rules.paylines.length, 1);
  const firstCounts = rules.pay_counts ?? [];
  const paytable = Object.entries(rules.paytable)
    .map(([symbol, multiples]) => ({
      symbol,
      pays: multiples.map((multiple, index): [number, number] => [
        firstCounts[index] ?? rules.first_paying_count + index,
        multiple,
      ]),
    }))
    // Richest symbol first, as a paytable reads.
    .sort((a, b) => (b.pays.at(-1)?.[1] ?? 0) - (a.pays.at(-1)?.[1] ?? 0));
  return {
    modelName: rules.model_name,
    volatility: rules.volatility,
    rtpPercent: rules.rtp_percent,
    reels: rules.reels,
    rows: rules.rows,
    paylines: rules.paylines,
    betMultiplier,
    paytable,
    wilds: [...(rules.wild ? [rules.wild] : []), ...Object.keys(rules.wild_multipliers)],
    features: featureTexts(rules),
    minLineBet: rules.min_line_bet ?? Math.max(1, Math.ceil(config.min_stake / betMultiplier)),
    maxLineBet: rules.max_line_bet ?? Math.max(1, Math.floor(config.max_stake / betMultiplier)),
  };
}
