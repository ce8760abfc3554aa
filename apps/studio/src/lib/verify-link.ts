import { roundBetSchema, type RoundBet } from '@hanpan/contract';
import { currentLanguage } from './i18n/i18n';
import { STUDIO_BASE } from './paths';

/** What the verify page can be opened with (every field optional: it is a form). */
export interface VerifyPrefill {
  game_slug?: string | undefined;
  server_seed?: string | undefined;
  /** The hash shown before play, to compare with the recomputed one. */
  server_seed_hash?: string | undefined;
  client_seed?: string | undefined;
  nonce?: number | undefined;
  bet?: RoundBet | undefined;
}

/**
 * `/studio/verify?game=…&server_seed=…&hash=…&client_seed=…&nonce=…&bet=<json>&lang=…`: the verify
 * page opens in the language of the page that links to it.
 */
export function verifyHref(prefill: VerifyPrefill): string {
  const params = new URLSearchParams();
  if (prefill.game_slug) params.set('game', prefill.game_slug);
  if (prefill.server_seed) params.set('server_seed', prefill.server_seed);
  if (prefill.server_seed_hash) params.set('hash', prefill.server_seed_hash);
  if (prefill.client_seed) params.set('client_seed', prefill.client_seed);
  if (prefill.nonce !== undefined) params.set('nonce', String(prefill.nonce));
  if (prefill.bet) params.set('bet', JSON.stringify(prefill.bet));
  params.set('lang', currentLanguage());
  return `${STUDIO_BASE}verify?${params.toString()}`;
}

function parseBet(text: string | null): RoundBet | undefined {
  if (!text) return undefined;
  try {
    const parsed = roundBetSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function readVerifyPrefill(search: string): VerifyPrefill {
  const params = new URLSearchParams(search);
  const nonce = Number(params.get('nonce') ?? '');
  return {
    game_slug: params.get('game') ?? undefined,
    server_seed: params.get('server_seed') ?? undefined,
    server_seed_hash: params.get('hash') ?? undefined,
    client_seed: params.get('client_seed') ?? undefined,
    nonce: params.get('nonce') !== null && Number.isInteger(nonce) && nonce >= 0 ? nonce : undefined,
    bet: parseBet(params.get('bet')),
  };
}
