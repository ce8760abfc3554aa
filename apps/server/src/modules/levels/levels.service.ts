import type {
  AdminLevel,
  AdminLevelUpdate,
  BetLimits,
  LevelRulesValue,
  DepositBonusRates,
  LevelBenefits,
  LevelSummary,
  MemberLevelChange,
  MyLevel,
} from '@hanpan/contract';
import {
  BASIS_POINTS,
  DAY_MS,
  percentOfBasisPoints,
  hasRules,
  koreanDate,
  startOfKoreanDay,
  targetLevel,
  type LevelActivity,
  type LevelRules,
} from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import { keptUntilChanged, type DatabaseChanges } from '../../db/database-changes';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import { tryGrowthLeader } from './growth-leader';
import type { LevelRow, LevelsRepository, LevelValues } from './levels.repository';

/** A level as placement, settlement, withdrawals and the screens use it. */
export type Level = LevelSummary & {
  limits: BetLimits;
  losingPointsBp: number;
  paybackBp: number;
  withdrawalsPerDay: number | null;
  withdrawalDailyAmount: number | null;
  depositBonuses: DepositBonusRates;
  rules: LevelRulesValue;
  updatedAt: Date;
};

/** The day's evaluation starts this long after midnight in Korea, once the day before has settled in. */
const EVALUATION_DELAY_MS = 5 * 60_000;
/** Members per evaluation transaction. */
const EVALUATION_BATCH = 1_000;
/** What one call of the evaluation did: null when the day's is not due yet or another process leads. */
export type EvaluationReport = { day: string; evaluated: number; changed: number; completed: boolean };

const noActivity: LevelActivity = { deposits: 0, turnover: 0, activeDays: 0 };

const rulesOf = (level: Level): LevelRules => ({
  id: level.id,
  rank: level.rank,
  deposits: level.rules.deposits,
  turnover: level.rules.turnover,
  activeDays: level.rules.active_days,
  windowDays: level.rules.window_days,
  demoteWhenUnmet: level.rules.demote_when_unmet,
});

/** The start of a rule's window ending at `end`: `days` Korean days before, or the epoch for a whole history. */
const windowStart = (end: Date, days: number | null) => new Date(days === null ? 0 : end.getTime() - days * DAY_MS);

const basisPointsOf = (percent: number) => Math.round((percent * BASIS_POINTS) / 100);

const toLevel = (row: LevelRow): Level => ({
  id: row.id,
  rank: row.rank,
  name: row.name,
  colour: row.colour,
  limits: {
    minimum_stake: row.minimum_stake,
    single_maximum_stake: row.single_maximum_stake,
    multi_maximum_stake: row.multi_maximum_stake,
    maximum_payout: row.maximum_payout,
  },
  losingPointsBp: row.losing_points_bp,
  paybackBp: row.payback_bp,
  withdrawalsPerDay: row.withdrawals_per_day,
  withdrawalDailyAmount: row.withdrawal_daily_amount,
  depositBonuses: row.deposit_bonuses,
  rules: {
    deposits: row.rule_deposits,
    turnover: row.rule_turnover,
    active_days: row.rule_active_days,
    window_days: row.rule_window_days,
    demote_when_unmet: row.demote_when_unmet,
  },
  updatedAt: row.updated_at,
});

/** What a level gives, as members and operators read it. */
const benefitsOf = (level: Level): LevelBenefits => ({
  bet_limits: level.limits,
  losing_points_percent: percentOfBasisPoints(level.losingPointsBp),
  payback_percent: percentOfBasisPoints(level.paybackBp),
  withdrawals_per_day: level.withdrawalsPerDay,
  withdrawal_daily_amount: level.withdrawalDailyAmount,
  deposit_bonuses: level.depositBonuses,
});

/** A level's stored figures from an operator's value (the points rate from percent to basis points). */
const valuesOf = (value: AdminLevelUpdate): LevelValues => ({
  name: value.name,
  colour: value.colour,
  ...value.bet_limits,
  losing_points_bp: basisPointsOf(value.losing_points_percent),
  payback_bp: basisPointsOf(value.payback_percent),
  withdrawals_per_day: value.withdrawals_per_day,
  withdrawal_daily_amount: value.withdrawal_daily_amount,
  deposit_bonuses: value.deposit_bonuses,
  rule_deposits: value.rules.deposits,
  rule_turnover: value.rules.turnover,
  rule_active_days: value.rules.active_days,
  rule_window_days: value.rules.window_days,
  demote_when_unmet: value.rules.demote_when_unmet,
});

const summaryOf = ({ id, rank, name, colour }: Level): LevelSummary => ({ id, rank, name, colour });

const levelNotFound = () => notFound('등급을 찾을 수 없습니다.');
const memberNotFound = () => notFound('회원을 찾을 수 없습니다.');

/** The ten levels in rank order, and each by id. */
export type LevelDefinitions = { ranked: Level[]; byId: Map<number, Level> };

/**
 * Member levels: their definitions, kept in each process until the database announces a change
 * (migration 0037's notice; this process's own writes drop them at once), the operator's edits and
 * moves (audited in the same transaction), and what a member reads of their own.
 */
export function createLevelsService(deps: {
  db: Database;
  repository: LevelsRepository;
  audit: AuditService;
  notifications: NotificationsService;
  changes: DatabaseChanges;
  now?: () => Date;
}) {
  const { db, repository, audit, notifications } = deps;
  const now = deps.now ?? (() => new Date());
  const kept = keptUntilChanged(deps.changes, 'levels', async (): Promise<LevelDefinitions> => {
    const ranked = (await repository.findAll(db)).map(toLevel);
    return { ranked, byId: new Map(ranked.map((level) => [level.id, level])) };
  });

  const definitions = (): Promise<LevelDefinitions> => kept.get();

  async function levelById(id: number): Promise<Level> {
    const level = (await definitions()).byId.get(id);
    if (!level) throw levelNotFound();
    return level;
  }

  async function adminList(executor: Executor = db): Promise<AdminLevel[]> {
    const [rows, counts] = await Promise.all([repository.findAll(executor), repository.memberCounts(executor)]);
    return rows.map(toLevel).map((level) => ({
      ...summaryOf(level),
      ...benefitsOf(level),
      rules: level.rules,
      members: counts.get(level.id) ?? 0,
      updated_at: level.updatedAt.toISOString(),
    }));
  }

  /** The member's activity towards a level as tomorrow's evaluation will count it: its window up to the end of today. */
  async function progressTowards(userId: number, level: Level) {
    const end = new Date(startOfKoreanDay(now()).getTime() + DAY_MS);
    const [row] = await repository.activity(db, [userId], windowStart(end, level.rules.window_days), end);
    return { deposits: row!.deposits, turnover: row!.turnover, active_days: row!.active_days };
  }

  /**
   * One batch of the day's evaluation, in one transaction, by the one process holding the growth
   * lock: the members after the day's cursor judged by the levels' rules over the days before
   * today, moved with their history rows and notifications, and the cursor advanced. Answers null
   * when another process holds the lock.
   */
  async function evaluateBatch(day: string, at: Date): Promise<EvaluationReport | null> {
    return inTransaction(db, async (trx) => {
      if (!(await tryGrowthLeader(trx))) return null;
      const evaluation = await repository.lockEvaluation(trx, day);
      if (evaluation.completed_at) return { day, evaluated: 0, changed: 0, completed: true };
      const members = await repository.membersToEvaluate(trx, evaluation.cursor_user_id, EVALUATION_BATCH);
      // Read in this transaction, not from the cache: an edit committed a moment ago counts.
      const levels = (await repository.findAll(trx)).map(toLevel);
      const rules = levels.map(rulesOf);
      const end = startOfKoreanDay(at);
      const ids = members.map((member) => member.id);
      const activityByWindow = new Map<number | null, Map<number, LevelActivity>>();
      for (const days of new Set(rules.filter(hasRules).map((rule) => rule.windowDays))) {
        const found = await repository.activity(trx, ids, windowStart(end, days), end);
        activityByWindow.set(
          days,
          new Map(
            found.map((row) => [
              row.user_id,
              { deposits: row.deposits, turnover: row.turnover, activeDays: row.active_days },
            ]),
          ),
        );
      }
      const byId = new Map(levels.map((level) => [level.id, level]));
      const moves = members.flatMap((member) => {
        const to = targetLevel(
          rules,
          member.level_id,
          (days) => activityByWindow.get(days)?.get(member.id) ?? noActivity,
        );
        if (to === member.level_id) return [];
        const up = byId.get(to)!.rank > byId.get(member.level_id)!.rank;
        return [{ userId: member.id, from: member.level_id, to, reason: up ? '자동 승급' : '자동 강등' }];
      });
      const moved = await repository.moveByRules(trx, moves, at);
      await notifications.notifyMany(
        trx,
        moved.map((move) => {
          const to = byId.get(move.to_level)!;
          const up = to.rank > byId.get(move.from_level)!.rank;
          return {
            userId: move.user_id,
            notification: {
              type: 'info',
              title: up ? '회원 등급이 올랐습니다' : '회원 등급이 조정되었습니다',
              message: `활동 실적에 따라 회원님의 등급이 ${to.name} 등급으로 변경되었습니다.`,
              action: { type: 'deep_link', target: 'my-page' },
            },
          };
        }),
      );
      const completed = members.length < EVALUATION_BATCH;
      await repository.advanceEvaluation(trx, day, {
        cursor: members.at(-1)?.id ?? evaluation.cursor_user_id,
        changed: moved.length,
        completedAt: completed ? at : null,
      });
      return { day, evaluated: members.length, changed: moved.length, completed };
    });
  }

  return {
    definitions,

    /**
     * The day's evaluation when it is due (five minutes after midnight in Korea) and not done:
     * batch after batch until every member is judged. Exactly once per day rests on the day's row
     * (its cursor and completion), not on the lock, so a pass cut short resumes where it stopped.
     */
    async runDueEvaluation(at: Date = now()): Promise<EvaluationReport | null> {
      if (at.getTime() < startOfKoreanDay(at).getTime() + EVALUATION_DELAY_MS) return null;
      const day = koreanDate(at);
      // Every process asks each minute: a finished day costs one read, no transaction.
      if (await repository.evaluationCompleted(db, day)) return { day, evaluated: 0, changed: 0, completed: true };
      const total: EvaluationReport = { day, evaluated: 0, changed: 0, completed: false };
      for (;;) {
        const batch = await evaluateBatch(day, at);
        if (!batch) return total.evaluated > 0 ? total : null;
        total.evaluated += batch.evaluated;
        total.changed += batch.changed;
        if (batch.completed) return { ...total, completed: true };
      }
    },

    /**
     * The deposit bonus rates of the level a member holds now, read in the caller's transaction
     * (deposits read them with the member's accounts locked).
     */
    memberDepositBonuses: (executor: Executor, userId: number): Promise<DepositBonusRates> =>
      repository.memberDepositBonuses(executor, userId),

    /** The entry level (rank 1): a new member's, and the limits a guest reads. */
    async entryLevel(): Promise<Level> {
      return (await definitions()).ranked[0]!;
    },

    async myLevel(userId: number): Promise<MyLevel> {
      const member = await repository.memberLevel(db, userId);
      if (!member) throw memberNotFound();
      const { ranked } = await definitions();
      const level = await levelById(member.level_id);
      const next = member.level_pinned
        ? undefined
        : ranked.find((candidate) => candidate.rank > level.rank && hasRules(rulesOf(candidate)));
      return {
        level: summaryOf(level),
        benefits: benefitsOf(level),
        levels: ranked.map(summaryOf),
        pinned: member.level_pinned,
        next: next
          ? {
              level: summaryOf(next),
              requirements: {
                deposits: next.rules.deposits,
                turnover: next.rules.turnover,
                active_days: next.rules.active_days,
                window_days: next.rules.window_days,
              },
              progress: await progressTowards(userId, next),
            }
          : null,
      };
    },

    adminList: () => adminList(),

    /** An operator's edit of one level: stored and audited (before and after) in one transaction. */
    async update(actor: AuditActor, id: number, value: AdminLevelUpdate): Promise<AdminLevel[]> {
      await inTransaction(db, async (trx) => {
        const row = await repository.lock(trx, id);
        if (!row) throw levelNotFound();
        const { id: _id, rank: _rank, updated_at: _updatedAt, ...before } = row;
        const after = valuesOf(value);
        await repository.update(trx, id, after, now());
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'member_level.update',
          targetType: 'member_level',
          targetId: id,
          before,
          after,
        });
      });
      kept.forget();
      return adminList();
    },

    /** An operator's new order of the levels, entry level first (audited). */
    async reorder(actor: AuditActor, ids: readonly number[]): Promise<AdminLevel[]> {
      await inTransaction(db, async (trx) => {
        // Locked before it is read, so a concurrent reorder's order is the one compared and audited.
        const order = await repository.lockOrder(trx);
        if (order.join() === ids.join()) throw new AppError(409, 'order_unchanged', '등급 순서가 그대로입니다.');
        await repository.reorder(trx, ids, now());
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'member_level.reorder',
          targetType: 'member_level',
          targetId: 'all',
          before: { ids: order },
          after: { ids: [...ids] },
        });
      });
      kept.forget();
      return adminList();
    },

    /**
     * An operator moves a member to another level, with a reason: the move, its history row, the
     * audit entry and the member's notification are one transaction. Placement takes the new
     * level's limits from the next bet on (the member's sessions are told at commit).
     */
    async changeMemberLevel(
      actor: AuditActor,
      userId: number,
      change: { levelId: number; pinned: boolean; reason: string },
    ): Promise<MyLevel> {
      const { pinned, reason } = change;
      const to = await levelById(change.levelId);
      await inTransaction(db, async (trx) => {
        const member = await repository.lockMember(trx, userId);
        if (!member) throw memberNotFound();
        if (member.level_id === to.id && member.level_pinned === pinned) {
          throw new AppError(409, 'level_unchanged', '이미 그 등급인 회원입니다.');
        }
        const from = await levelById(member.level_id);
        await repository.moveMember(trx, {
          userId,
          from: from.id,
          to: to.id,
          pinned,
          actorId: actor.userId,
          reason,
          at: now(),
        });
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'member.level',
          targetType: 'member',
          targetId: userId,
          before: { level_id: from.id, level_name: from.name, pinned: member.level_pinned },
          after: { level_id: to.id, level_name: to.name, pinned },
          reason,
        });
        // A pin alone changes nothing the member has.
        if (from.id !== to.id) {
          await notifications.notify(trx, userId, {
            type: 'info',
            title: '회원 등급이 변경되었습니다',
            message: `회원님의 등급이 ${to.name} 등급으로 변경되었습니다.`,
            action: { type: 'deep_link', target: 'my-page' },
          });
        }
      });
      return this.myLevel(userId);
    },

    async memberLevelHistory(userId: number): Promise<MemberLevelChange[]> {
      const { byId } = await definitions();
      const rows = await repository.changesOf(db, userId);
      return rows.map((row) => ({
        id: row.id,
        from_level: summaryOf(byId.get(row.from_level)!),
        to_level: summaryOf(byId.get(row.to_level)!),
        actor: row.actor,
        pinned: row.pinned,
        reason: row.reason,
        at: row.at.toISOString(),
      }));
    },
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;
