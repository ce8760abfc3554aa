import type { RoundFairness } from '@hanpan/contract';

/** The studio's verify page (apps/studio), prefilled the way its own round history links to it. */
const STUDIO_VERIFY_PATH = '/studio/verify';

/** A link that recomputes the round on the studio's verify page; null until the server seed is revealed. */
export function studioVerifyHref(fairness: RoundFairness): string | null {
  if (!fairness.server_seed) return null;
  const params = new URLSearchParams({
    game: fairness.game_slug,
    server_seed: fairness.server_seed,
    hash: fairness.server_seed_hash,
    client_seed: fairness.client_seed,
    nonce: String(fairness.nonce),
    bet: JSON.stringify(fairness.bet),
  });
  return `${STUDIO_VERIFY_PATH}?${params.toString()}`;
}
