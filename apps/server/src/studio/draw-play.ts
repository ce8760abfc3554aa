import { randomUUID } from 'node:crypto';
import type {
  GameEngine,
  PlacedDrawBet,
  RoundBet,
  RoundOutcome,
  StudioDraw,
  StudioDrawBet,
  StudioDrawBoard,
} from '@hanpan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { drawSchedule, isScheduled, type DrawSchedule } from './draw-schedule';
import type { DrawBetListRow, DrawRow, DrawsRepository } from './draws.repository';
import { fairStream, hashServerSeed, newServerSeed } from './fairness';
import { checkedBet, playable, type AnyEngine } from './playable-games';
import type { StudioRepository, StudioSessionRow } from './studio.repository';
import { WalletRefusedError, WalletUnavailableError, type WalletClient } from './wallet-client';

const drawClosed = () =>
  new AppError(409, 'draw_closed', '이번 회차 베팅이 마감되었습니다. 다음 회차에 베팅해 주세요.');
const notScheduled = () => new AppError(404, 'not_scheduled', '회차 추첨 게임이 아닙니다.');
/** The board's dealt rounds: a baccarat table's roads need a shoe's worth, the others show ten. */
const recentDrawsOf = (engine: GameEngine) => (engine === 'baccarat' ? 60 : 10);
const MY_BETS = 20;
/** A seat not seen for this long is empty; a stream refreshes its seat well within it. */
const SEAT_TTL_MS = 30_000;
export const SEAT_REFRESH_MS = 10_000;

const DAY_MS = 86_400_000;
/** Korean time (UTC+9, no daylight saving): a day's 회차 count from its midnight. */
const KST_OFFSET_MS = 9 * 3_600_000;

/** 회차: the draw's number in its Korean day, from 1. */
export const roundOfDay = (draw: Pick<DrawRow, 'opens_at' | 'draws_at'>) => {
  const period = draw.draws_at.getTime() - draw.opens_at.getTime();
  return Math.floor(((draw.opens_at.getTime() + KST_OFFSET_MS) % DAY_MS) / period) + 1;
};

/** A draw's public stream: its committed seed, the client seed `<game>:<seq>`, nonce 0. */
export const drawClientSeed = (draw: Pick<DrawRow, 'game_slug' | 'seq'>) => `${draw.game_slug}:${draw.seq}`;

/** What a draw shows: drawn from its seed alone (the engines of scheduled games never read the bet). */
export function drawOutcome(engine: AnyEngine, draw: DrawRow): RoundOutcome {
  return engine.outcome(fairStream(draw.server_seed, drawClientSeed(draw), 0), {} as RoundBet);
}

/** The schedule of a scheduled game (404 for any other). */
export function scheduleOf(gameSlug: string, drawSeconds: number | undefined): DrawSchedule {
  const { game } = playable(gameSlug);
  if (!isScheduled(game.engine)) throw notScheduled();
  return drawSchedule(game.engine, drawSeconds);
}

/** The draw on at `now` for the game, committed now (a new secret seed) if no process has yet. */
export function currentDraw(
  executor: Executor,
  draws: DrawsRepository,
  gameSlug: string,
  schedule: DrawSchedule,
  now: Date,
): Promise<DrawRow> {
  return draws.ensureDraw(executor, gameSlug, schedule.drawAt(now), () => {
    const seed = newServerSeed();
    return { server_seed: seed, server_seed_hash: hashServerSeed(seed) };
  });
}

function toDraw(row: DrawRow, now: Date): StudioDraw {
  const drawn = row.drawn_at !== null;
  return {
    draw_id: row.id,
    game_slug: row.game_slug,
    seq: row.seq,
    round_of_day: roundOfDay(row),
    opens_at: row.opens_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    draws_at: row.draws_at.toISOString(),
    status: drawn ? 'drawn' : now < row.closes_at ? 'open' : 'closed',
    server_seed_hash: row.server_seed_hash,
    // The seed is published only once the draw is made: before, it would tell the outcome.
    server_seed: drawn ? row.server_seed : null,
    client_seed: drawClientSeed(row),
    outcome: drawn ? (row.outcome as RoundOutcome) : null,
  };
}

const toDrawBet = (row: DrawBetListRow): StudioDrawBet => ({
  bet_id: row.bet_id,
  draw_id: row.draw_id,
  seq: row.seq,
  round_of_day: roundOfDay(row),
  bet: row.bet as RoundBet,
  stake: row.stake,
  payout: row.payout,
  status: row.status === 'settled' ? 'settled' : 'placed',
  created_at: row.created_at.toISOString(),
});

/**
 * The player's side of the scheduled games (홀짝, 사다리): the board of the session's game, and
 * bets on its open draw. A bet's stake is taken before its draw is made, and a stake the operator
 * takes after the draw was made is handed back (the bet never joins a draw whose outcome exists).
 */
export function createDrawPlay(deps: {
  db: Database;
  repository: StudioRepository;
  draws: DrawsRepository;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  now: () => Date;
  drawSeconds: number | undefined;
}) {
  const { db, repository, draws, wallet, log, now, drawSeconds } = deps;

  async function balanceOf(session: StudioSessionRow): Promise<number> {
    if (session.mode === 'fun') return (await repository.funBalance(db, session.id)) ?? 0;
    return wallet.balance(session.wallet_session_token);
  }

  /** Fun Play: the play money and the bet, in one transaction holding the draw unmade. */
  async function placeFun(session: StudioSessionRow, draw: DrawRow, bet: RoundBet, stake: number) {
    return inTransaction(db, async (trx) => {
      if (!(await draws.undrawnForShare(trx, draw.id)) || now() >= draw.closes_at) throw drawClosed();
      const balance = await repository.takeFunStake(trx, session.id, stake);
      if (balance === undefined) throw new AppError(422, 'insufficient_funds', '플레이 머니가 부족합니다.');
      const row = await draws.insertBet(trx, {
        bet_id: randomUUID(),
        draw_id: draw.id,
        session_id: session.id,
        player_id: session.player_id,
        mode: 'fun',
        bet,
        stake,
        status: 'placed',
        created_at: now(),
      });
      return { row, balance };
    });
  }

  /**
   * Real Play: the bet recorded `pending` → wallet `bet` `<bet>:bet` → `placed`, in a transaction
   * holding the draw unmade. Made meanwhile (the debit came back after the draw): the stake is
   * rolled back and the player told the draw closed.
   */
  async function placeReal(session: StudioSessionRow, draw: DrawRow, bet: RoundBet, stake: number) {
    const row = await draws.insertBet(db, {
      bet_id: randomUUID(),
      draw_id: draw.id,
      session_id: session.id,
      player_id: session.player_id,
      mode: 'real',
      bet,
      stake,
      status: 'pending',
      created_at: now(),
    });
    const round = { session_token: session.wallet_session_token, round_id: row.bet_id, game_slug: session.game_slug };
    const betId = `${row.bet_id}:bet`;
    let balance: number;
    try {
      balance = (await wallet.bet({ ...round, transaction_id: betId, amount: stake, round_closed: false })).balance;
    } catch (error) {
      if (error instanceof WalletRefusedError) await draws.finishBet(db, row.bet_id, 'pending', { status: 'refused' });
      else if (error instanceof WalletUnavailableError) await rollBack(round, betId);
      throw error;
    }
    const placed = await inTransaction(db, async (trx) =>
      (await draws.undrawnForShare(trx, draw.id))
        ? draws.finishBet(trx, row.bet_id, 'pending', { status: 'placed' })
        : false,
    );
    if (!placed) {
      await rollBack(round, betId);
      throw drawClosed();
    }
    return { row: { ...row, status: 'placed' as const }, balance };
  }

  /** A stake to hand back (its answer lost, or taken too late); recovery retries one this fails on. */
  async function rollBack(round: { session_token: string; round_id: string; game_slug: string }, betId: string) {
    try {
      await wallet.rollback({
        ...round,
        transaction_id: `${round.round_id}:rollback`,
        reference_transaction_id: betId,
        round_closed: true,
      });
      await draws.finishBet(db, round.round_id, 'pending', { status: 'rolled_back', settled_at: now() });
    } catch (error) {
      log.error({ err: error, betId }, 'studio: rollback of a draw bet failed; recovery retries it');
    }
  }

  return {
    /** The session's game's draw now, the last ones drawn (seeds published), and the player's bets. */
    async drawBoard(session: StudioSessionRow): Promise<StudioDrawBoard> {
      const schedule = scheduleOf(session.game_slug, drawSeconds);
      const at = now();
      const current = await currentDraw(db, draws, session.game_slug, schedule, at);
      const [recent, mine, balance, players] = await Promise.all([
        draws.recentDrawn(db, session.game_slug, recentDrawsOf(playable(session.game_slug).game.engine)),
        draws.myBets(db, session.player_id, session.mode, session.game_slug, MY_BETS),
        balanceOf(session),
        draws.playersAt(db, session.game_slug, new Date(at.getTime() - SEAT_TTL_MS)),
      ]);
      return {
        server_time: at.toISOString(),
        current: toDraw(current, at),
        recent: recent.map((row) => toDraw(row, at)),
        my_bets: mine.map(toDrawBet),
        balance,
        players,
      };
    },

    /** A game page opens its table's draw stream: seated until it leaves (404 for a game that is no table). */
    async takeSeat(session: StudioSessionRow): Promise<void> {
      scheduleOf(session.game_slug, drawSeconds);
      await draws.takeSeat(db, session.id, session.game_slug, now());
    },

    async leaveSeat(session: StudioSessionRow): Promise<void> {
      await draws.leaveSeat(db, session.id);
    },

    /** A bet on an open draw of the session's game: 409 `draw_closed` once betting has closed. */
    async placeDrawBet(session: StudioSessionRow, drawId: number, bet: RoundBet): Promise<PlacedDrawBet> {
      scheduleOf(session.game_slug, drawSeconds);
      const { engine } = checkedBet(session.game_slug, bet);
      const draw = await draws.drawById(db, drawId);
      if (!draw || draw.game_slug !== session.game_slug)
        throw new AppError(404, 'draw_not_found', '회차를 찾을 수 없습니다.');
      if (draw.drawn_at !== null || now() >= draw.closes_at) throw drawClosed();
      const stake = engine.stake(bet);
      const placed =
        session.mode === 'fun' ? await placeFun(session, draw, bet, stake) : await placeReal(session, draw, bet, stake);
      return {
        bet: toDrawBet({ ...placed.row, seq: draw.seq, opens_at: draw.opens_at, draws_at: draw.draws_at }),
        balance: placed.balance,
      };
    },
  };
}
