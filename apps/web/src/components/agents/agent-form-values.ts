import type { AgentRates } from '@hanpan/contract';

/**
 * The three rates in the order forms and tables show them, each with its label's key under
 * `agents.fields` (the `common` namespace: the back office and the agent portal share them).
 */
export const RATE_FIELDS = [
  { field: 'sports_rolling_percent', label: 'sportsRolling' },
  { field: 'casino_rolling_percent', label: 'casinoRolling' },
  { field: 'losing_percent', label: 'losing' },
] as const satisfies readonly { field: keyof AgentRates; label: string }[];

/** A new agent's login, payout account and rates as a form's texts, blank. */
export const EMPTY_AGENT_FORM = {
  username: '',
  password: '',
  nickname: '',
  realname: '',
  phone: '',
  bank: '',
  account: '',
  sports_rolling_percent: '',
  casino_rolling_percent: '',
  losing_percent: '',
};
export type AgentFormValues = typeof EMPTY_AGENT_FORM;
export type AgentFormField = keyof AgentFormValues;

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
