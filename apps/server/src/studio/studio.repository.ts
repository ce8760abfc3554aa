import { sql, type NotNull, type Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type {
  StudioPlayMode,
  StudioRoundStatus,
  StudioRoundsTable,
  StudioSeedPairsTable,
  StudioSessionsTable,
} from '../db/schema';

export type StudioSessionRow = Selectable<StudioSessionsTable>;
export type SeedPairRow = Selectable<StudioSeedPairsTable>;
export type StudioRoundRow = Selectable<StudioRoundsTable>;
export type ClaimedNonce = Pick<SeedPairRow, 'id' | 'server_seed' | 'server_seed_hash' | 'client_seed'> & {
  nonce: number;
};
/** What the draw adds to a round once its stake is taken: all together, never some. */
export type RoundDraw = { seed_pair_id: number; nonce: number; client_seed: string; outcome: unknown; payout: number };
/** An `open` round (blackjack between decisions), locked, with the server seed that replays it. */
export type OpenRoundRow = Pick<
  StudioRoundRow,
  'round_id' | 'session_id' | 'game_slug' | 'stake' | 'status' | 'pending_action' | 'bet' | 'recovery_after'
> & { nonce: number; client_seed: string; server_seed: string; server_seed_hash: string };
/** A round as recorded before anything is drawn. */
type NewRound = Pick<
  StudioRoundRow,
  'round_id' | 'session_id' | 'player_id' | 'mode' | 'game_slug' | 'stake' | 'created_at'
> & { bet: unknown };
/**
 * A round recovery finishes, with the operator's wallet session its calls name: `pending` ones
 * (never drawn) are rolled back, `debited` ones (drawn) get their win, so carry their payout;
 * `open` ones (left idle between decisions) are played out first.
 */
export type UnfinishedRoundRow = Pick<StudioRoundRow, 'round_id' | 'game_slug' | 'stake' | 'session_id'> & {
  wallet_session_token: string;
} & ({ status: 'pending'; payout: null } | { status: 'debited' | 'open'; payout: number });
/** A closed round as its player sees it: drawn, so every draw column is set. */
export type RoundHistoryRow = Omit<StudioRoundRow, 'seed_pair_id' | 'nonce' | 'client_seed' | 'payout'> &
  Pick<SeedPairRow, 'server_seed_hash'> & {
    seed_pair_id: number;
    nonce: number;
    client_seed: string;
    payout: number;
    server_seed: string | null;
  };

/** The studio's own tables; nothing here touches the operator's. */
export function createStudioRepository() {
  const activePair = (executor: Executor, playerId: string, mode: StudioPlayMode) =>
    executor
      .updateTable('studio_seed_pairs')
      .where('player_id', '=', playerId)
      .where('mode', '=', mode)
      .where('revealed_at', 'is', null);

  const lockRound = (executor: Executor, roundId: string) =>
    executor
      .selectFrom('studio_rounds as r')
      .innerJoin('studio_seed_pairs as p', 'p.id', 'r.seed_pair_id')
      .select([
        'r.round_id',
        'r.session_id',
        'r.game_slug',
        'r.stake',
        'r.status',
        'r.pending_action',
        'r.recovery_after',
        'r.bet',
        'r.nonce',
        'r.client_seed',
        'p.server_seed',
        'p.server_seed_hash',
      ])
      .where('r.round_id', '=', roundId)
      .forUpdate('r')
      .$narrowType<{ nonce: NotNull; client_seed: NotNull }>();

  return {
    async insertSession(executor: Executor, session: Omit<StudioSessionRow, 'id'>): Promise<StudioSessionRow> {
      return executor.insertInto('studio_sessions').values(session).returningAll().executeTakeFirstOrThrow();
    },

    findLiveSession(executor: Executor, tokenHash: string, now: Date): Promise<StudioSessionRow | undefined> {
      return executor
        .selectFrom('studio_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async setSessionBalance(executor: Executor, sessionId: number, balance: number): Promise<void> {
      await executor.updateTable('studio_sessions').set({ balance }).where('id', '=', sessionId).execute();
    },

    /** Fun Play's debit: undefined when the play money does not cover the stake. */
    async takeFunStake(executor: Executor, sessionId: number, stake: number): Promise<number | undefined> {
      const row = await executor
        .updateTable('studio_sessions')
        .set({ balance: sql<number>`balance - ${stake}::bigint` })
        .where('id', '=', sessionId)
        .where('balance', '>=', stake)
        .returning('balance')
        .executeTakeFirst();
      return row?.balance;
    },

    /** Fun Play's settlement: the play money after the payout. */
    async addFunPayout(executor: Executor, sessionId: number, payout: number): Promise<number> {
      const row = await executor
        .updateTable('studio_sessions')
        .set({ balance: sql<number>`balance + ${payout}::bigint` })
        .where('id', '=', sessionId)
        .returning('balance')
        .executeTakeFirstOrThrow();
      return row.balance;
    },

    activeSeedPair(executor: Executor, playerId: string, mode: StudioPlayMode): Promise<SeedPairRow | undefined> {
      return executor
        .selectFrom('studio_seed_pairs')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('mode', '=', mode)
        .where('revealed_at', 'is', null)
        .executeTakeFirst();
    },

    /** Commits a new pair unless one is already active (two sessions opening at once keep one). */
    async insertSeedPairIfNone(
      executor: Executor,
      pair: Pick<SeedPairRow, 'player_id' | 'mode' | 'server_seed' | 'server_seed_hash' | 'client_seed' | 'created_at'>,
    ): Promise<void> {
      await executor
        .insertInto('studio_seed_pairs')
        .values(pair)
        .onConflict((conflict) => conflict.columns(['player_id', 'mode']).where('revealed_at', 'is', null).doNothing())
        .execute();
    },

    /** Takes the active pair's next nonce (the row stays locked until the transaction ends). */
    claimNonce(executor: Executor, playerId: string, mode: StudioPlayMode): Promise<ClaimedNonce | undefined> {
      return activePair(executor, playerId, mode)
        .set({ next_nonce: sql<number>`next_nonce + 1` })
        .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', sql<number>`next_nonce - 1`.as('nonce')])
        .executeTakeFirst();
    },

    setClientSeed(
      executor: Executor,
      playerId: string,
      mode: StudioPlayMode,
      clientSeed: string,
    ): Promise<SeedPairRow | undefined> {
      return activePair(executor, playerId, mode).set({ client_seed: clientSeed }).returningAll().executeTakeFirst();
    },

    reveal(executor: Executor, playerId: string, mode: StudioPlayMode, now: Date): Promise<SeedPairRow | undefined> {
      return activePair(executor, playerId, mode).set({ revealed_at: now }).returningAll().executeTakeFirst();
    },

    /** Real Play: the round before its bet is sent, with nothing drawn. */
    async insertPendingRound(executor: Executor, round: NewRound): Promise<void> {
      await executor
        .insertInto('studio_rounds')
        .values({ ...round, bet: JSON.stringify(round.bet), status: 'pending' })
        .execute();
    },

    /** Fun Play: the round debited and drawn, and settled or left `open` for decisions, in the caller's one transaction. */
    async insertDrawnRound(
      executor: Executor,
      round: NewRound &
        RoundDraw &
        ({ status: 'settled'; balance_after: number; settled_at: Date } | { status: 'open'; acted_at: Date }),
    ): Promise<void> {
      await executor
        .insertInto('studio_rounds')
        .values({ ...round, bet: JSON.stringify(round.bet), outcome: JSON.stringify(round.outcome) })
        .execute();
    },

    /** The player's open round of this id, locked until the transaction ends, with the seeds that replay it. */
    lockOpenRound(
      executor: Executor,
      roundId: string,
      playerId: string,
      mode: StudioPlayMode,
    ): Promise<OpenRoundRow | undefined> {
      return lockRound(executor, roundId)
        .where('r.player_id', '=', playerId)
        .where('r.mode', '=', mode)
        .executeTakeFirst();
    },

    /** The same for recovery, which acts for whoever the round's player is. */
    lockOpenRoundById(executor: Executor, roundId: string): Promise<OpenRoundRow | undefined> {
      return lockRound(executor, roundId).executeTakeFirst();
    },

    /** Fun Play's play money now. */
    async funBalance(executor: Executor, sessionId: number): Promise<number | undefined> {
      return (
        await executor.selectFrom('studio_sessions').select('balance').where('id', '=', sessionId).executeTakeFirst()
      )?.balance;
    },

    /** The round id of the player's open round of this game, if any (at most one: a new one is refused while one is open). */
    async openRoundId(executor: Executor, playerId: string, mode: StudioPlayMode, gameSlug?: string) {
      let query = executor
        .selectFrom('studio_rounds')
        .select('round_id')
        .where('player_id', '=', playerId)
        .where('mode', '=', mode)
        .where('status', '=', 'open');
      if (gameSlug !== undefined) query = query.where('game_slug', '=', gameSlug);
      return (await query.executeTakeFirst())?.round_id;
    },

    /** Marks the decision whose extra stake is being debited (the player is acting: not idle), or clears it. */
    async setPendingAction(executor: Executor, roundId: string, action: string | null, at?: Date): Promise<void> {
      await executor
        .updateTable('studio_rounds')
        .set({ pending_action: action, ...(at ? { acted_at: at } : {}) })
        .where('round_id', '=', roundId)
        .execute();
    },

    /** An open round moved on by a decision: its bet, stake, outcome so far and status (still `open`, or `debited` once done). */
    async advanceOpenRound(
      executor: Executor,
      roundId: string,
      change: {
        bet: unknown;
        stake: number;
        outcome: unknown;
        payout: number;
        acted_at: Date;
      } & ({ status: 'open' | 'debited' } | { status: 'settled'; balance_after: number; settled_at: Date }),
    ): Promise<void> {
      await executor
        .updateTable('studio_rounds')
        .set({
          ...change,
          bet: JSON.stringify(change.bet),
          outcome: JSON.stringify(change.outcome),
          pending_action: null,
          recovery_after: null,
        })
        .where('round_id', '=', roundId)
        .where('status', '=', 'open')
        .execute();
    },

    /**
     * Stores the draw of a round whose stake was just taken, moving it `pending` → `debited` (or
     * `open`, waiting for the player's decisions); false when recovery has taken the round (leased
     * or rolled it back), which then stays undrawn.
     */
    async recordDraw(
      executor: Executor,
      roundId: string,
      draw: RoundDraw & { status: 'debited' | 'open'; acted_at: Date },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('studio_rounds')
        .set({ ...draw, outcome: JSON.stringify(draw.outcome) })
        .where('round_id', '=', roundId)
        .where('status', '=', 'pending')
        .where('recovery_after', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Real rounds left `pending` or `debited` since before `olderThan`, or `open` with no decision
     * since `idleSince`, whose lease has run out:
     * leased to the caller until `leaseUntil` (rows another transaction holds are skipped).
     */
    async leaseUnfinishedRounds(
      executor: Executor,
      window: { olderThan: Date; idleSince: Date; now: Date; leaseUntil: Date; limit: number },
    ): Promise<UnfinishedRoundRow[]> {
      const ids = await executor
        .selectFrom('studio_rounds')
        .select('id')
        .where('status', 'in', ['pending', 'open', 'debited'])
        .where('mode', '=', 'real')
        .where('created_at', '<', window.olderThan)
        .where((eb) => eb.or([eb('status', '!=', 'open'), eb('acted_at', '<', window.idleSince)]))
        .where((eb) => eb.or([eb('recovery_after', 'is', null), eb('recovery_after', '<=', window.now)]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(window.limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (ids.length === 0) return [];
      await executor
        .updateTable('studio_rounds')
        .set({ recovery_after: window.leaseUntil })
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .execute();
      return executor
        .selectFrom('studio_rounds as r')
        .innerJoin('studio_sessions as s', 's.id', 'r.session_id')
        .select([
          'r.round_id',
          'r.status',
          'r.game_slug',
          'r.stake',
          'r.payout',
          'r.session_id',
          's.wallet_session_token',
        ])
        .where(
          'r.id',
          'in',
          ids.map((row) => row.id),
        )
        .orderBy('r.created_at')
        .orderBy('r.id')
        .execute() as Promise<UnfinishedRoundRow[]>;
    },

    /** Moves a round on only from the status the caller saw; false when someone else already did. */
    async finishRound(
      executor: Executor,
      roundId: string,
      from: StudioRoundStatus,
      change: { status: StudioRoundStatus; balance_after?: number; settled_at: Date },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('studio_rounds')
        .set({ ...change, recovery_after: null })
        .where('round_id', '=', roundId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The public fairness data of one drawn round: the server seed only once its pair is revealed. */
    roundFairness(executor: Executor, roundId: string) {
      return (
        executor
          .selectFrom('studio_rounds as r')
          .innerJoin('studio_seed_pairs as p', 'p.id', 'r.seed_pair_id')
          .select([
            'r.round_id',
            'r.game_slug',
            'r.mode',
            'r.bet',
            'r.status',
            'r.nonce',
            'r.client_seed',
            'p.server_seed_hash',
            sql<string | null>`case when p.revealed_at is null then null else p.server_seed end`.as('server_seed'),
          ])
          .where('r.round_id', '=', roundId)
          // Only a round whose stake is taken is drawn: the join on its seed pair leaves the others
          // out. An open one is still being played: its fairness data waits for its end.
          .where('r.status', 'in', ['debited', 'settled'])
          .$narrowType<{ nonce: NotNull; client_seed: NotNull; status: 'debited' | 'settled' }>()
          .executeTakeFirst()
      );
    },

    /** The player's closed rounds only: a round still being debited or settled, or never drawn, is not shown. */
    recentRounds(
      executor: Executor,
      playerId: string,
      mode: StudioPlayMode,
      limit: number,
    ): Promise<RoundHistoryRow[]> {
      return executor
        .selectFrom('studio_rounds as r')
        .innerJoin('studio_seed_pairs as p', 'p.id', 'r.seed_pair_id')
        .selectAll('r')
        .select([
          'p.server_seed_hash',
          sql<string | null>`case when p.revealed_at is null then null else p.server_seed end`.as('server_seed'),
        ])
        .where('r.player_id', '=', playerId)
        .where('r.mode', '=', mode)
        .where('r.status', '=', 'settled')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .$narrowType<{ seed_pair_id: NotNull; nonce: NotNull; client_seed: NotNull; payout: NotNull }>()
        .execute();
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
