import type { Agent, AgentRates } from '@hanpan/contract';

/** The three rates in the order forms and tables show them, each with its label's key under `agents.fields`. */
export const RATE_FIELDS = [
  { field: 'sports_rolling_percent', label: 'sportsRolling' },
  { field: 'casino_rolling_percent', label: 'casinoRolling' },
  { field: 'losing_percent', label: 'losing' },
] as const satisfies readonly { field: keyof AgentRates; label: string }[];

/** A number field's text as the schema checks it: commas dropped, blank "no number" (NaN, which it refuses in words). */
export function numberOf(text: string): number {
  const clean = text.replaceAll(',', '').trim();
  return clean === '' ? Number.NaN : Number(clean);
}

/** The rates as a form's texts. */
export const rateTexts = (rates: AgentRates): Record<keyof AgentRates, string> => ({
  sports_rolling_percent: String(rates.sports_rolling_percent),
  casino_rolling_percent: String(rates.casino_rolling_percent),
  losing_percent: String(rates.losing_percent),
});

/** The rates a form's texts stand for (blank ones NaN, for the schema to refuse). */
export const ratesOf = (texts: Record<keyof AgentRates, string>): AgentRates => ({
  sports_rolling_percent: numberOf(texts.sports_rolling_percent),
  casino_rolling_percent: numberOf(texts.casino_rolling_percent),
  losing_percent: numberOf(texts.losing_percent),
});

/**
 * What one of an agent's rates may be changed to: at most its parent's (100 for a head agent), at
 * least the highest of its sub-agents' (0 without any). The server checks the same under a lock.
 */
export function rateRange(
  agent: Agent,
  agents: readonly Agent[],
  field: keyof AgentRates,
): { min: number; max: number } {
  const parent = agents.find((candidate) => candidate.id === agent.parent_id);
  const children = agents.filter((candidate) => candidate.parent_id === agent.id);
  return {
    min: Math.max(0, ...children.map((child) => child[field])),
    max: parent ? parent[field] : 100,
  };
}
