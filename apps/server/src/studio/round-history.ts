import type {
  RoundBet,
  RoundFairness,
  RoundOutcome,
  StudioRound,
  StudioRoundsResponse,
  VerifyRoundRequest,
  VerifyRoundResponse,
} from '@hanpan/contract';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { fairStream, hashServerSeed } from './fairness';
import { checkedBet, drawOutcome } from './playable-games';
import type { RoundHistoryRow, StudioRepository, StudioSessionRow } from './studio.repository';

const toHistory = (row: RoundHistoryRow): StudioRound => ({
  round_id: row.round_id,
  game_slug: row.game_slug,
  mode: row.mode,
  bet: row.bet as RoundBet,
  outcome: row.outcome as RoundOutcome,
  stake: row.stake,
  payout: row.payout,
  status: 'settled',
  server_seed_hash: row.server_seed_hash,
  server_seed: row.server_seed,
  client_seed: row.client_seed,
  nonce: row.nonce,
  created_at: row.created_at.toISOString(),
});

/** Rounds played: the player's history, a round's fairness data, and a round recomputed from its seeds. */
export function createRoundHistory(deps: { db: Database; repository: StudioRepository }) {
  const { db, repository } = deps;

  return {
    async rounds(session: StudioSessionRow, limit: number): Promise<StudioRoundsResponse> {
      return { results: (await repository.recentRounds(db, session.player_id, session.mode, limit)).map(toHistory) };
    },

    /** A round's public fairness data (the server seed only once revealed), for the operator's back office. */
    async roundFairness(roundId: string): Promise<RoundFairness> {
      const row = await repository.roundFairness(db, roundId);
      if (!row) throw new AppError(404, 'round_not_found', '라운드를 찾을 수 없습니다.');
      return { ...row, bet: row.bet as RoundBet };
    },

    /** Anyone can recompute a round from its revealed seeds. */
    verify(request: VerifyRoundRequest): VerifyRoundResponse {
      const { engine } = checkedBet(request.game_slug, request.bet);
      const outcome = drawOutcome(
        engine,
        fairStream(request.server_seed, request.client_seed, request.nonce),
        request.bet,
      );
      return {
        server_seed_hash: hashServerSeed(request.server_seed),
        outcome,
        payout: engine.payout(request.bet, outcome),
      };
    },
  };
}
