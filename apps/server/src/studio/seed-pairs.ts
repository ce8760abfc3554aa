import type { FairnessState, RotateSeedResponse } from '@hanpan/contract';
import type { Database, Executor } from '../db/database';
import type { StudioPlayMode } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { hashServerSeed, newClientSeed, newServerSeed } from './fairness';
import type { StudioRepository, StudioSessionRow } from './studio.repository';

/** The player's seed pairs, one active per mode: committed, reseeded by the player, revealed. */
export function createSeedPairs(deps: { db: Database; repository: StudioRepository; now: () => Date }) {
  const { db, repository, now } = deps;

  /** The player's active seed pair for the mode, committed now if they have none. */
  async function fairness(executor: Executor, playerId: string, mode: StudioPlayMode): Promise<FairnessState> {
    let pair = await repository.activeSeedPair(executor, playerId, mode);
    if (!pair) {
      const serverSeed = newServerSeed();
      await repository.insertSeedPairIfNone(executor, {
        player_id: playerId,
        mode,
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: newClientSeed(),
        created_at: now(),
      });
      pair = await repository.activeSeedPair(executor, playerId, mode);
    }
    if (!pair) throw new Error('the seed pair just committed is missing');
    return { server_seed_hash: pair.server_seed_hash, client_seed: pair.client_seed, nonce: pair.next_nonce };
  }

  return {
    fairness,

    /** The nonce goes on counting, so a client seed used before can never replay a known round. */
    async setClientSeed(session: StudioSessionRow, clientSeed: string): Promise<FairnessState> {
      await fairness(db, session.player_id, session.mode);
      const pair = await repository.setClientSeed(db, session.player_id, session.mode, clientSeed);
      if (!pair) throw new Error('the active seed pair vanished');
      return { server_seed_hash: pair.server_seed_hash, client_seed: pair.client_seed, nonce: pair.next_nonce };
    },

    /**
     * Reveals the active server seed and commits a new one (the client seed carries over, the
     * nonce restarts); refused while a hand is open.
     */
    async rotateSeed(session: StudioSessionRow): Promise<RotateSeedResponse> {
      return inTransaction(db, async (trx) => {
        await fairness(trx, session.player_id, session.mode);
        const revealed = await repository.reveal(trx, session.player_id, session.mode, now());
        if (!revealed) throw new Error('the active seed pair vanished');
        // The seed would tell the cards still in an open hand's shoe. Checked once the reveal holds
        // the pair, so a hand dealt meanwhile (its nonce claim waits on the same row) is seen.
        if (await repository.openRoundId(trx, session.player_id, session.mode))
          throw new AppError(409, 'round_open', '진행 중인 게임을 마친 뒤 시드를 교체할 수 있습니다.');
        const serverSeed = newServerSeed();
        await repository.insertSeedPairIfNone(trx, {
          player_id: session.player_id,
          mode: session.mode,
          server_seed: serverSeed,
          server_seed_hash: hashServerSeed(serverSeed),
          client_seed: revealed.client_seed,
          created_at: now(),
        });
        return {
          revealed: {
            server_seed: revealed.server_seed,
            server_seed_hash: revealed.server_seed_hash,
            client_seed: revealed.client_seed,
            rounds_played: revealed.next_nonce,
          },
          fairness: await fairness(trx, session.player_id, session.mode),
        };
      });
    },
  };
}
