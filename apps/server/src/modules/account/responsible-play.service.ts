import {
  DEPOSIT_LIMIT_LABELS,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  PLAY_RESTRICTION_KIND_LABELS,
  PLAY_RESTRICTION_OPTIONS,
  type DepositLimitPeriod,
  type DepositLimitsRequest,
  type PlayRestrictionOption,
  type ResponsiblePlay,
} from '@hanpan/contract';
import {
  addMonths,
  formatKoreanDateTime,
  startOfKoreanDay,
  startOfKoreanMonth,
  startOfKoreanWeek,
} from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { AccountRepository, DepositLimitRow, PlayRestrictionRow } from './account.repository';
import { formatNumber } from '../../lib/format';

const won = (amount: number) => `${formatNumber(amount)}원`;

/** Where each limit's period began, as of `at` (Korean day, week from Monday, month). */
const periodStart: Record<DepositLimitPeriod, (at: Date) => Date> = {
  day: startOfKoreanDay,
  week: startOfKoreanWeek,
  month: startOfKoreanMonth,
};

/** A limit row as of `at`: a pending raise or removal whose 24 hours have passed is in force. */
function settled(row: DepositLimitRow, at: Date): DepositLimitRow {
  if (row.pending_applies_at && row.pending_applies_at <= at) {
    return { period: row.period, amount: row.pending_amount, pending_amount: null, pending_applies_at: null };
  }
  return row;
}

const noLimit = (period: DepositLimitPeriod): DepositLimitRow => ({
  period,
  amount: null,
  pending_amount: null,
  pending_applies_at: null,
});

/** Is `wanted` at least as strict as `current`? (null is no limit, the loosest.) */
const isStricter = (wanted: number | null, current: number | null) =>
  wanted !== null && (current === null || wanted < current);

/**
 * The refusal while a cool-off or self-exclusion is in force, with its end: a row's Date, or the
 * ISO time a database function's JSON carries (the placement snapshot, a refused money move).
 */
function restrictionError(restriction: Pick<PlayRestrictionRow, 'kind'> & { ends_at: Date | string }): AppError {
  const kind = PLAY_RESTRICTION_KIND_LABELS[restriction.kind];
  return new AppError(
    422,
    'play_restricted',
    `${kind} 기간입니다 (${formatKoreanDateTime(new Date(restriction.ends_at))}까지). 이 기간에는 입금, 베팅, 게임을 이용할 수 없습니다.`,
  );
}

/**
 * The member's own brakes (product rules section 6): deposit limits per day, week and month, and
 * cool-off or self-exclusion periods. Tightening applies at once; loosening waits 24 hours.
 */
export function createResponsiblePlayService(deps: { db: Database; repository: AccountRepository; now?: () => Date }) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function limitsAt(
    executor: Executor,
    userId: number,
    at: Date,
  ): Promise<Map<DepositLimitPeriod, DepositLimitRow>> {
    const rows = await repository.depositLimits(executor, userId);
    return new Map(
      DEPOSIT_LIMIT_PERIODS.map((period) => {
        const row = rows.find((candidate) => candidate.period === period);
        return [period, row ? settled(row, at) : noLimit(period)];
      }),
    );
  }

  async function status(executor: Executor, userId: number): Promise<ResponsiblePlay> {
    const at = now();
    const limits = await limitsAt(executor, userId, at);
    const restriction = await repository.activeRestriction(executor, userId, at);
    return {
      limits: await Promise.all(
        DEPOSIT_LIMIT_PERIODS.map(async (period) => {
          const row = limits.get(period) ?? noLimit(period);
          return {
            period,
            amount: row.amount,
            used: await repository.depositedSince(executor, userId, periodStart[period](at)),
            pending: row.pending_applies_at
              ? { amount: row.pending_amount, applies_at: row.pending_applies_at.toISOString() }
              : null,
          };
        }),
      ),
      restriction: restriction
        ? {
            kind: restriction.kind,
            option: restriction.option,
            starts_at: restriction.starts_at.toISOString(),
            ends_at: restriction.ends_at.toISOString(),
          }
        : null,
    };
  }

  /** Refuses while a cool-off or self-exclusion is in force. Deposits, sports bets and casino play call this in their transaction. */
  async function assertMayPlay(executor: Executor, userId: number): Promise<void> {
    const restriction = await repository.activeRestriction(executor, userId, now());
    if (restriction) throw restrictionError(restriction);
  }

  return {
    assertMayPlay,
    restrictionError,

    /**
     * Inside the deposit application's transaction: no restriction, and the amount fits every
     * limit counting deposits already applied for (pending or approved) in that period.
     */
    async assertMayDeposit(executor: Executor, userId: number, amount: number): Promise<void> {
      await repository.lockMember(executor, userId);
      await assertMayPlay(executor, userId);
      const at = now();
      for (const [period, limit] of await limitsAt(executor, userId, at)) {
        if (limit.amount === null) continue;
        const used = await repository.depositedSince(executor, userId, periodStart[period](at));
        if (used + amount > limit.amount) {
          const left = Math.max(0, limit.amount - used);
          throw new AppError(
            422,
            'deposit_limit_exceeded',
            `${DEPOSIT_LIMIT_LABELS[period]} 입금 한도(${won(limit.amount)})를 넘습니다. 남은 한도: ${won(left)}`,
          );
        }
      }
    },

    status: (userId: number) => status(db, userId),

    /** Sets all three limits: stricter ones at once, looser ones (or removal) after 24 hours. */
    setDepositLimits(userId: number, request: DepositLimitsRequest): Promise<ResponsiblePlay> {
      return inTransaction(db, async (trx) => {
        await repository.lockMember(trx, userId);
        const at = now();
        const appliesAt = new Date(at.getTime() + LIMIT_RAISE_DELAY_HOURS * 3_600_000);
        for (const [period, current] of await limitsAt(trx, userId, at)) {
          const wanted = request[period];
          let next: DepositLimitRow;
          if (wanted === current.amount || isStricter(wanted, current.amount)) {
            // Tightening, or keeping the limit as it is: in force now, and any pending loosening is dropped.
            next = { period, amount: wanted, pending_amount: null, pending_applies_at: null };
          } else if (current.pending_applies_at && current.pending_amount === wanted) {
            // The same loosening asked again keeps its clock; asking cannot shorten the wait.
            next = current;
          } else {
            next = { period, amount: current.amount, pending_amount: wanted, pending_applies_at: appliesAt };
          }
          await repository.saveDepositLimit(trx, userId, next, at);
        }
        return status(trx, userId);
      });
    },

    /** Starts a cool-off or self-exclusion. One in force can be lengthened, never shortened or ended early. */
    startRestriction(userId: number, option: PlayRestrictionOption): Promise<ResponsiblePlay> {
      return inTransaction(db, async (trx) => {
        await repository.lockMember(trx, userId);
        const at = now();
        const choice = PLAY_RESTRICTION_OPTIONS[option];
        const endsAt =
          choice.months > 0 ? addMonths(at, choice.months) : new Date(at.getTime() + choice.hours * 3_600_000);
        const active = await repository.activeRestriction(trx, userId, at);
        if (active && active.ends_at >= endsAt) {
          throw new AppError(
            409,
            'restriction_active',
            `이미 ${PLAY_RESTRICTION_KIND_LABELS[active.kind]} 기간이 ${formatKoreanDateTime(active.ends_at)}까지 적용 중입니다. 기간은 늘릴 수만 있습니다.`,
          );
        }
        await repository.insertRestriction(trx, userId, { kind: choice.kind, option, starts_at: at, ends_at: endsAt });
        return status(trx, userId);
      });
    },
  };
}

export type ResponsiblePlayService = ReturnType<typeof createResponsiblePlayService>;
