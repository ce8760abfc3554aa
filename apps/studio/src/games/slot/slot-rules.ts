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
  /** What the game page explains under the paytable: each line's text and the numbers it names. */
  features: SlotFeatureText[];
  minLineBet: number;
  maxLineBet: number;
}

/** A line explaining the model: its text (`slot:features.<key>`) and the numbers the text names. */
export type SlotFeatureText =
  | { key: 'paylines' | 'wild' | 'wildMultipliers' | 'expandingWilds' | 'multipliers' }
  | { key: 'ways'; ways: number }
  | { key: 'payAnywhere'; count: number }
  | { key: 'freeSpins'; spins: number; multiplier: number }
  | { key: 'holdAndWin'; trigger: number };

/** The lines that explain a model's pays and bonus feature. */
function featureTexts(rules: z.infer<typeof slotRulesSchema>): SlotFeatureText[] {
  const texts: SlotFeatureText[] = [];
  if (rules.paylines.length > 0) texts.push({ key: 'paylines' });
  if (rules.ways) texts.push({ key: 'ways', ways: rules.ways });
  if (rules.pay_counts?.[0] !== undefined) texts.push({ key: 'payAnywhere', count: rules.pay_counts[0] });
  if (rules.wild) texts.push({ key: 'wild' });
  if (Object.keys(rules.wild_multipliers).length > 0) texts.push({ key: 'wildMultipliers' });
  if (rules.ways && rules.wild) texts.push({ key: 'expandingWilds' });
  if (rules.scatter && rules.free_spins)
    texts.push({ key: 'freeSpins', spins: rules.free_spins, multiplier: rules.free_spin_multiplier ?? 1 });
  if (rules.coin && rules.trigger) texts.push({ key: 'holdAndWin', trigger: rules.trigger });
  if (Object.keys(rules.multipliers).length > 0) texts.push({ key: 'multipliers' });
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
