import { z } from 'zod';

/**
 * The slot's rules as its config carries them (apps/server/src/studio/engines/slot.ts): paylines
 * (for each line, the row on each reel), the paytable (symbol → multiples of the line bet for 3,
 * 4 and 5 alike), the wild and the line bet limits. The config's min/max stake are totals.
 */
const slotRulesSchema = z.object({
  paylines: z.array(z.array(z.number().int())).catch([]),
  paytable: z.record(z.string(), z.array(z.number())).catch({}),
  wild: z.string().optional().catch(undefined),
  min_line_bet: z.number().int().positive().optional().catch(undefined),
  max_line_bet: z.number().int().positive().optional().catch(undefined),
});

/** A paytable's first multiple is for this many alike. */
const FIRST_PAYING_COUNT = 3;

export interface SlotPaytableRow {
  symbol: string;
  /** [count, multiple of the line bet], fewest first. */
  pays: Array<[number, number]>;
}

export interface SlotRules {
  paylines: number[][];
  paytable: SlotPaytableRow[];
  wild: string | undefined;
  minLineBet: number;
  maxLineBet: number;
}

export function readSlotRules(config: {
  min_stake: number;
  max_stake: number;
  rules: Record<string, unknown>;
}): SlotRules {
  const rules = slotRulesSchema.parse(config.rules);
  const lines = Math.max(rules.paylines.length, 1);
  const paytable = Object.entries(rules.paytable)
    .map(([symbol, multiples]) => ({
      symbol,
      pays: multiples.map((multiple, index): [number, number] => [FIRST_PAYING_COUNT + index, multiple]),
    }))
    // Richest symbol first, as a paytable reads.
    .sort((a, b) => (b.pays.at(-1)?.[1] ?? 0) - (a.pays.at(-1)?.[1] ?? 0));
  return {
    paylines: rules.paylines,
    paytable,
    wild: rules.wild,
    minLineBet: rules.min_line_bet ?? Math.max(1, Math.ceil(config.min_stake / lines)),
    maxLineBet: rules.max_line_bet ?? Math.max(1, Math.floor(config.max_stake / lines)),
  };
}
