import type { Executor } from '../../db/database';

/** Launch tokens, the wallet sessions they open, and the casino money those sessions play with. */
export function createWalletSessionsRepository() {
  return {
    async insertLaunchToken(
      executor: Executor,
      token: { token_hash: string; user_id: number; game_id: number; expires_at: Date },
    ): Promise<void> {
      await executor.insertInto('casino_launch_tokens').values(token).execute();
    },

    /** The token with its member and game, locked so it is redeemed once. */
    lockLaunchToken(executor: Executor, integrationId: number, tokenHash: string) {
      return executor
        .selectFrom('casino_launch_tokens as t')
        .innerJoin('casino_games as g', 'g.id', 't.game_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select([
          't.id',
          't.user_id',
          't.game_id',
          't.expires_at',
          't.used_at',
          'g.slug as game_slug',
          'u.nickname',
          'u.status as user_status',
        ])
        .where('t.token_hash', '=', tokenHash)
        .where('g.integration_id', '=', integrationId)
        .forUpdate('t')
        .executeTakeFirst();
    },

    async markLaunchTokenUsed(executor: Executor, id: number, usedAt: Date): Promise<void> {
      await executor.updateTable('casino_launch_tokens').set({ used_at: usedAt }).where('id', '=', id).execute();
    },

    async insertSession(
      executor: Executor,
      session: { token_hash: string; user_id: number; integration_id: number; game_id: number; expires_at: Date },
    ): Promise<void> {
      await executor.insertInto('casino_sessions').values(session).execute();
    },

    /**
     * The player of a session, as an expression to lock their accounts by (nobody when the token
     * is unknown). `liveAt`: only a session unexpired then, of an active member.
     */
    sessionPlayerId(executor: Executor, integrationId: number, tokenHash: string, liveAt: Date | null) {
      let query = executor
        .selectFrom('casino_sessions as s')
        .select('s.user_id')
        .where('s.integration_id', '=', integrationId)
        .where('s.token_hash', '=', tokenHash);
      if (liveAt) {
        query = query
          .where('s.expires_at', '>', liveAt)
          .where((eb) =>
            eb.exists(eb.selectFrom('users as u').whereRef('u.id', '=', 's.user_id').where('u.status', '=', 'active')),
          );
      }
      return query.$asScalar();
    },

    /** Reads the member's casino money (the caller holds the member's account locks). */
    async casinoBalance(executor: Executor, userId: number): Promise<number> {
      const row = await executor
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('owner_user_id', '=', userId)
        .where('kind', '=', 'casino')
        .executeTakeFirstOrThrow();
      return row.balance;
    },
  };
}
