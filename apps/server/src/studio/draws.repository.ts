import { sql, type Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { StudioDrawBetStatus, StudioDrawBetsTable, StudioDrawsTable, StudioPlayMode } from '../db/schema';
import type { DrawTimes } from './draw-schedule';

export type DrawRow = Selectable<StudioDrawsTable>;
export type DrawBetRow = Selectable<StudioDrawBetsTable>;
/** A bet with its draw's number and times, as the player's list shows it. */
export type DrawBetListRow = DrawBetRow & Pick<DrawRow, 'seq' | 'opens_at' | 'draws_at'>;
/** A real bet to settle (its draw made) or roll back (its stake's answer lost), with the wallet session its calls name. */
export type DrawBetToFinish = Pick<DrawBetRow, 'bet_id' | 'draw_id' | 'session_id' | 'bet' | 'status' | 'stake'> & {
  game_slug: string;
  wallet_session_token: string;
  outcome: unknown;
};

/** The scheduled draws' tables (`studio_draws`, `studio_draw_bets`); nothing here touches the operator's. */
export function createDrawsRepository() {
  return {
    /**
     * The draw of this number, committed now if no process has yet. Every board read asks, so the
     * draw is read first and a new seed is only made for a draw not there yet.
     */
    async ensureDraw(
      executor: Executor,
      gameSlug: string,
      times: DrawTimes,
      newSeed: () => { server_seed: string; server_seed_hash: string },
    ): Promise<DrawRow> {
      const find = () =>
        executor
          .selectFrom('studio_draws')
          .selectAll()
          .where('game_slug', '=', gameSlug)
          .where('seq', '=', times.seq)
          .executeTakeFirst();
      const found = await find();
      if (found) return found;
      await executor
        .insertInto('studio_draws')
        .values({ game_slug: gameSlug, ...times, ...newSeed() })
        .onConflict((conflict) => conflict.columns(['game_slug', 'seq']).doNothing())
        .execute();
      const committed = await find();
      if (!committed) throw new Error(`draw ${gameSlug}:${times.seq} is missing just after its insert`);
      return committed;
    },

    drawById(executor: Executor, drawId: number): Promise<DrawRow | undefined> {
      return executor.selectFrom('studio_draws').selectAll().where('id', '=', drawId).executeTakeFirst();
    },

    /** The draw, held against being made until the caller's transaction ends; undefined once it is made. */
    undrawnForShare(executor: Executor, drawId: number): Promise<DrawRow | undefined> {
      return executor
        .selectFrom('studio_draws')
        .selectAll()
        .where('id', '=', drawId)
        .where('drawn_at', 'is', null)
        .forShare()
        .executeTakeFirst();
    },

    recentDrawn(executor: Executor, gameSlug: string, limit: number): Promise<DrawRow[]> {
      return executor
        .selectFrom('studio_draws')
        .selectAll()
        .where('game_slug', '=', gameSlug)
        .where('drawn_at', 'is not', null)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
    },

    /** Draws whose time has come, not yet made; each locked (others skip it) until the caller's transaction ends. */
    dueDraws(executor: Executor, now: Date, limit: number): Promise<DrawRow[]> {
      return executor
        .selectFrom('studio_draws')
        .selectAll()
        .where('drawn_at', 'is', null)
        .where('draws_at', '<=', now)
        .orderBy('draws_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    async setDrawn(executor: Executor, drawId: number, outcome: unknown, at: Date): Promise<void> {
      await executor
        .updateTable('studio_draws')
        .set({ outcome: JSON.stringify(outcome), drawn_at: at })
        .where('id', '=', drawId)
        .where('drawn_at', 'is', null)
        .execute();
    },

    async insertBet(
      executor: Executor,
      bet: Omit<DrawBetRow, 'id' | 'bet' | 'payout' | 'balance_after' | 'settled_at' | 'recovery_after'> & {
        bet: unknown;
      },
    ): Promise<DrawBetRow> {
      return executor
        .insertInto('studio_draw_bets')
        .values({ ...bet, bet: JSON.stringify(bet.bet) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Moves a bet on only from the status the caller saw; false when someone else already did. */
    async finishBet(
      executor: Executor,
      betId: string,
      from: StudioDrawBetStatus,
      change: { status: StudioDrawBetStatus; payout?: number; balance_after?: number; settled_at?: Date },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('studio_draw_bets')
        .set({ ...change, recovery_after: null })
        .where('bet_id', '=', betId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A made draw's Fun Play bets, each paid into its session's play money and settled, in the caller's transaction. */
    async settleFunBets(
      executor: Executor,
      drawId: number,
      payoutOf: (bet: unknown) => number,
      at: Date,
    ): Promise<number> {
      const bets = await executor
        .selectFrom('studio_draw_bets')
        .select(['bet_id', 'session_id', 'bet'])
        .where('draw_id', '=', drawId)
        .where('mode', '=', 'fun')
        .where('status', '=', 'placed')
        .forUpdate()
        .execute();
      for (const bet of bets) {
        const payout = payoutOf(bet.bet);
        const { balance } = await executor
          .updateTable('studio_sessions')
          .set({ balance: sql<number>`balance + ${payout}::bigint` })
          .where('id', '=', bet.session_id)
          .returning('balance')
          .executeTakeFirstOrThrow();
        await executor
          .updateTable('studio_draw_bets')
          .set({ status: 'settled', payout, balance_after: balance, settled_at: at })
          .where('bet_id', '=', bet.bet_id)
          .execute();
      }
      return bets.length;
    },

    /**
     * Real bets to finish, leased to the caller until `leaseUntil` (rows another transaction
     * holds are skipped): `placed` ones whose draw is made, and `pending` ones older than
     * `pendingBefore` (their stake's answer was lost).
     */
    async leaseBetsToFinish(
      executor: Executor,
      window: { now: Date; pendingBefore: Date; leaseUntil: Date; limit: number },
    ): Promise<DrawBetToFinish[]> {
      const ids = await executor
        .selectFrom('studio_draw_bets as b')
        .innerJoin('studio_draws as d', 'd.id', 'b.draw_id')
        .select('b.id')
        .where('b.mode', '=', 'real')
        .where((eb) =>
          eb.or([
            eb.and([eb('b.status', '=', 'placed'), eb('d.drawn_at', 'is not', null)]),
            eb.and([eb('b.status', '=', 'pending'), eb('b.created_at', '<', window.pendingBefore)]),
          ]),
        )
        .where((eb) => eb.or([eb('b.recovery_after', 'is', null), eb('b.recovery_after', '<=', window.now)]))
        .orderBy('b.id')
        .limit(window.limit)
        .forUpdate('b')
        .skipLocked()
        .execute();
      if (ids.length === 0) return [];
      const leased = ids.map((row) => row.id);
      await executor
        .updateTable('studio_draw_bets')
        .set({ recovery_after: window.leaseUntil })
        .where('id', 'in', leased)
        .execute();
      return executor
        .selectFrom('studio_draw_bets as b')
        .innerJoin('studio_draws as d', 'd.id', 'b.draw_id')
        .innerJoin('studio_sessions as s', 's.id', 'b.session_id')
        .select([
          'b.bet_id',
          'b.draw_id',
          'b.session_id',
          'b.bet',
          'b.status',
          'b.stake',
          'd.game_slug',
          'd.outcome',
          's.wallet_session_token',
        ])
        .where('b.id', 'in', leased)
        .orderBy('b.id')
        .execute();
    },

    /** A game page at the table (its draw stream open): seated, or seen again. */
    async takeSeat(executor: Executor, sessionId: number, gameSlug: string, at: Date): Promise<void> {
      await executor
        .insertInto('studio_table_seats')
        .values({ session_id: sessionId, game_slug: gameSlug, seen_at: at })
        .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ game_slug: gameSlug, seen_at: at }))
        .execute();
    },

    async leaveSeat(executor: Executor, sessionId: number): Promise<void> {
      await executor.deleteFrom('studio_table_seats').where('session_id', '=', sessionId).execute();
    },

    /** Players seated at the game's table: seats seen since `since`, one per player. */
    async playersAt(executor: Executor, gameSlug: string, since: Date): Promise<number> {
      const row = await executor
        .selectFrom('studio_table_seats as t')
        .innerJoin('studio_sessions as s', 's.id', 't.session_id')
        .select((eb) => eb.fn.count<string>('s.player_id').distinct().as('players'))
        .where('t.game_slug', '=', gameSlug)
        .where('t.seen_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.players);
    },

    /** The player's latest bets on this game, with their draws' numbers. */
    myBets(
      executor: Executor,
      playerId: string,
      mode: StudioPlayMode,
      gameSlug: string,
      limit: number,
    ): Promise<DrawBetListRow[]> {
      return executor
        .selectFrom('studio_draw_bets as b')
        .innerJoin('studio_draws as d', 'd.id', 'b.draw_id')
        .selectAll('b')
        .select(['d.seq', 'd.opens_at', 'd.draws_at'])
        .where('b.player_id', '=', playerId)
        .where('b.mode', '=', mode)
        .where('d.game_slug', '=', gameSlug)
        .where('b.status', 'in', ['placed', 'settled'])
        .orderBy('b.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type DrawsRepository = ReturnType<typeof createDrawsRepository>;
