import type {
  AdminLevel,
  AdminLevelUpdate,
  BetLimits,
  DepositBonusRates,
  LevelBenefits,
  LevelSummary,
  MemberLevelChange,
  MyLevel,
} from '@hanpan/contract';
import { BASIS_POINTS } from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import { keptUntilChanged, type DatabaseChanges } from '../../db/database-changes';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import type { LevelRow, LevelsRepository, LevelValues } from './levels.repository';

/** A level as placement, settlement, withdrawals and the screens use it. */
export type Level = LevelSummary & {
  limits: BetLimits;
  losingPointsBp: number;
  withdrawalsPerDay: number | null;
  withdrawalDailyAmount: number | null;
  depositBonuses: DepositBonusRates;
  updatedAt: Date;
};

const percentOf = (bp: number) => (bp * 100) / BASIS_POINTS;

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
  withdrawalsPerDay: row.withdrawals_per_day,
  withdrawalDailyAmount: row.withdrawal_daily_amount,
  depositBonuses: row.deposit_bonuses,
  updatedAt: row.updated_at,
});

/** What a level gives, as members and operators read it. */
const benefitsOf = (level: Level): LevelBenefits => ({
  bet_limits: level.limits,
  losing_points_percent: percentOf(level.losingPointsBp),
  withdrawals_per_day: level.withdrawalsPerDay,
  withdrawal_daily_amount: level.withdrawalDailyAmount,
  deposit_bonuses: level.depositBonuses,
});

/** A level's stored figures from an operator's value (the points rate from percent to basis points). */
const valuesOf = (value: AdminLevelUpdate): LevelValues => ({
  name: value.name,
  colour: value.colour,
  ...value.bet_limits,
  losing_points_bp: Math.round((value.losing_points_percent * BASIS_POINTS) / 100),
  withdrawals_per_day: value.withdrawals_per_day,
  withdrawal_daily_amount: value.withdrawal_daily_amount,
  deposit_bonuses: value.deposit_bonuses,
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
      members: counts.get(level.id) ?? 0,
      updated_at: level.updatedAt.toISOString(),
    }));
  }

  return {
    definitions,

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
      const levelId = await repository.memberLevelId(db, userId);
      if (levelId === undefined) throw memberNotFound();
      const level = await levelById(levelId);
      return {
        level: summaryOf(level),
        benefits: benefitsOf(level),
        levels: (await definitions()).ranked.map(summaryOf),
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
    async changeMemberLevel(actor: AuditActor, userId: number, levelId: number, reason: string): Promise<MyLevel> {
      const to = await levelById(levelId);
      await inTransaction(db, async (trx) => {
        const member = await repository.lockMember(trx, userId);
        if (!member) throw memberNotFound();
        if (member.level_id === to.id) throw new AppError(409, 'level_unchanged', '이미 그 등급인 회원입니다.');
        const from = await levelById(member.level_id);
        await repository.moveMember(trx, {
          userId,
          from: from.id,
          to: to.id,
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
          before: { level_id: from.id, level_name: from.name },
          after: { level_id: to.id, level_name: to.name },
          reason,
        });
        await notifications.notify(trx, userId, {
          type: 'info',
          title: '회원 등급이 변경되었습니다',
          message: `회원님의 등급이 ${to.name} 등급으로 변경되었습니다.`,
          action: { type: 'deep_link', target: 'my-page' },
        });
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
        reason: row.reason,
        at: row.at.toISOString(),
      }));
    },
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;
