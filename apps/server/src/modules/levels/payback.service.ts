import type { AdminPaybackList, AdminPaybackWeek, PaybackHistory } from '@hanpan/contract';
import { DAY_MS, koreanDate, percentOfBasisPoints, startOfKoreanDate, startOfKoreanWeek } from '@hanpan/rules';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { formatNumber } from '../../lib/format';
import type { NotificationsService } from '../notifications';
import { HOUSE_ACCOUNTS, type WalletService } from '../wallet';
import { tryGrowthLeader } from './growth-leader';
import type { PaybackRepository } from './payback.repository';

const WEEK_MS = 7 * DAY_MS;
/** A week is paid this long after it ends: a settlement that started before its end may still be committing. */
const PAYBACK_DELAY_MS = 10 * 60_000;
/** Paybacks credited per transaction. */
const CREDIT_BATCH = 500;
/** Weeks the back office offers to choose from. */
const RECENT_WEEKS = 12;

const toWeek = (row: {
  week_start: string;
  frozen_at: Date | null;
  completed_at: Date | null;
  members: number;
  total: number;
}): AdminPaybackWeek => ({
  week_start: row.week_start,
  frozen_at: row.frozen_at?.toISOString() ?? null,
  completed_at: row.completed_at?.toISOString() ?? null,
  members: row.members,
  total: row.total,
});

/** What a call of the payback run did: each week it completed, with its members and points. */
export type PaybackReport = { weeks: { week_start: string; members: number; total: number }[] };

/**
 * Weekly payback (페이백): each Korean week (Monday 00:00 in Korea) is frozen once it has ended, every
 * member's payback of their level's rate on the week's net loss written in one statement, then
 * credited as points through the ledger in batches. Exactly once rests on data: one row per member
 * and week, one `payback` posting per row (unique indexes), the week's row locked while it is
 * frozen, and uncredited rows taken with `skip locked`, so a run cut short resumes and two
 * processes never credit the same row.
 */
export function createPaybackService(deps: {
  db: Database;
  repository: PaybackRepository;
  wallet: Pick<WalletService, 'postHouseTransfers'>;
  notifications: NotificationsService;
  now?: () => Date;
}) {
  const { db, repository, wallet, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  /** The week to run next: the one after the newest run once that is complete, else the last finished week. */
  async function nextWeek(at: Date): Promise<string> {
    const newest = await repository.newestWeek(db);
    if (!newest) return koreanDate(new Date(startOfKoreanWeek(at).getTime() - WEEK_MS));
    if (!newest.completed_at) return newest.week_start;
    return koreanDate(new Date(startOfKoreanDate(newest.week_start).getTime() + WEEK_MS));
  }

  /** Freezes the week if it is not yet; false when another process leads. */
  async function freeze(weekStart: string, at: Date): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      if (!(await tryGrowthLeader(trx))) return false;
      const week = await repository.lockWeek(trx, weekStart);
      if (!week.frozen_at) {
        const from = startOfKoreanDate(weekStart);
        await repository.freeze(trx, { start: weekStart, from, to: new Date(from.getTime() + WEEK_MS) }, at);
      }
      return true;
    });
  }

  /**
   * Credits one batch: answers how many, 'completed' when none was left and this call completed the
   * week, 'stopped' when nothing more can be done now (another process leads or holds rows).
   */
  async function creditBatch(weekStart: string, at: Date): Promise<number | 'completed' | 'stopped'> {
    return inTransaction(db, async (trx) => {
      if (!(await tryGrowthLeader(trx))) return 'stopped';
      const rows = await repository.uncredited(trx, weekStart, CREDIT_BATCH);
      if (rows.length === 0) return (await repository.completeWeek(trx, weekStart, at)) ? 'completed' : 'stopped';
      await wallet.postHouseTransfers(
        trx,
        rows.map((row) => ({
          userId: row.user_id,
          account: 'points' as const,
          amount: row.amount,
          kind: 'payback' as const,
          house: HOUSE_ACCOUNTS.points,
          reference: { type: 'payback', id: row.id },
        })),
      );
      await repository.markCredited(
        trx,
        rows.map((row) => row.id),
        at,
      );
      await notifications.notifyMany(
        trx,
        rows.map((row) => ({
          userId: row.user_id,
          notification: {
            type: 'promotion',
            title: '페이백이 지급되었습니다',
            message: `페이백 ${formatNumber(row.amount)} 포인트가 적립되었습니다. (순손실 ${formatNumber(row.net_loss)}원의 ${percentOfBasisPoints(row.rate_bp)}%)`,
            action: { type: 'deep_link', target: 'my-page' },
          },
        })),
      );
      return rows.length;
    });
  }

  return {
    /** Every week that has ended (ten minutes since) and is not yet paid, oldest first. */
    async runDuePaybacks(at: Date = now()): Promise<PaybackReport> {
      const report: PaybackReport = { weeks: [] };
      for (;;) {
        const weekStart = await nextWeek(at);
        const end = startOfKoreanDate(weekStart).getTime() + WEEK_MS;
        if (at.getTime() < end + PAYBACK_DELAY_MS) return report;
        if (!(await freeze(weekStart, at))) return report;
        let credited: number | 'completed' | 'stopped';
        do credited = await creditBatch(weekStart, at);
        while (typeof credited === 'number');
        if (credited === 'stopped') return report;
        report.weeks.push({ week_start: weekStart, ...(await repository.weekTotals(db, weekStart)) });
      }
    },

    /** The back office's list: the recent weeks, the week asked (else the newest) and a page of its paybacks. */
    async adminList(query: { week?: string | undefined; page: number; size: number }): Promise<AdminPaybackList> {
      const weeks = (await repository.recentWeeks(db, RECENT_WEEKS)).map(toWeek);
      const week = query.week
        ? ((await repository.findWeek(db, query.week).then((row) => row && toWeek(row))) ?? null)
        : (weeks[0] ?? null);
      if (!week) return { weeks, week: null, results: [], count: 0, total_pages: 0 };
      const { results, count } = await repository.weekPaybacks(db, week.week_start, {
        offset: (query.page - 1) * query.size,
        limit: query.size,
      });
      return {
        weeks,
        week,
        results: results.map((row) => ({
          id: row.id,
          user_id: row.user_id,
          username: row.username,
          nickname: row.nickname,
          level: { id: row.level_id, rank: row.level_rank, name: row.level_name, colour: row.level_colour },
          net_loss: row.net_loss,
          rate_percent: percentOfBasisPoints(row.rate_bp),
          amount: row.amount,
          credited_at: row.credited_at?.toISOString() ?? null,
        })),
        count,
        total_pages: Math.ceil(count / query.size),
      };
    },

    async memberPaybacks(userId: number, page: { page: number; size: number }): Promise<PaybackHistory> {
      const { results, count } = await repository.memberPaybacks(db, userId, {
        offset: (page.page - 1) * page.size,
        limit: page.size,
      });
      return {
        results: results.map((row) => ({
          week_start: row.week_start,
          net_loss: row.net_loss,
          rate_percent: percentOfBasisPoints(row.rate_bp),
          amount: row.amount,
          credited_at: row.credited_at?.toISOString() ?? null,
        })),
        count,
      };
    },
  };
}

export type PaybackService = ReturnType<typeof createPaybackService>;
