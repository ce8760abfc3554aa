import type { AdminPaybackList, AdminPaybackWeek, PaybackHistory } from '@hanpan/contract';
import { percentOfBasisPoints } from '@hanpan/rules';
import type { Database } from '../../db/database';
import { formatNumber } from '../../lib/format';
import type { NotificationsService } from '../notifications';
import { HOUSE_ACCOUNTS, type WalletService } from '../wallet';
import type { PaybackRepository, PaybackRow } from './payback.repository';
import { createWeeklyRun } from './weekly-run';

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
 * Weekly payback (페이백), a weekly run (weekly-run.ts): each finished Korean week, every member's
 * payback of their level's rate on the week's net loss is written in one statement, then credited
 * as points through the ledger in batches, one `payback` posting per row (unique index).
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

  const weekly = createWeeklyRun<PaybackRow>({
    db,
    tables: { weeks: 'payback_weeks', rows: 'paybacks' },
    wallet,
    freeze: (trx, week, at) => repository.freeze(trx, week, at),
    posting: (row) => ({
      userId: row.user_id,
      account: 'points',
      amount: row.amount,
      kind: 'payback',
      house: HOUSE_ACCOUNTS.points,
    }),
    credited: async (trx, rows) => {
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
    },
  });

  return {
    /** Every week that has ended (ten minutes since) and is not yet paid, oldest first. */
    async runDuePaybacks(at: Date = now()): Promise<PaybackReport> {
      const weeks = await weekly.runDue(at);
      return {
        weeks: await Promise.all(
          weeks.map(async (weekStart) => ({ week_start: weekStart, ...(await repository.weekTotals(db, weekStart)) })),
        ),
      };
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
