import type {
  AccountProfile,
  AttendanceMonth,
  AttendanceQuery,
  CheckInResponse,
  PageQuery,
  ReferralList,
} from '@hanpan/contract';
import { addDays, koreanDate, monthRange } from '@hanpan/rules';
import type { Database } from '../../db/database';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { maskNickname } from '../activity';
import type { SettingsService } from '../settings';
import type { MoneyCaller, WalletService } from '../wallet';
import type { AccountRepository } from './account.repository';
import type { ResponsiblePlayService } from './responsible-play.service';

/** `01012345678` → `010-****-5678`: enough for the member to recognise, little for a shoulder to read. */
export function maskPhone(digits: string): string {
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** `110123456789` → `****6789` */
export function maskAccountNumber(digits: string): string {
  return `****${digits.slice(-4)}`;
}

/** My page, the attendance book and the referral history: the member's own data only. */
export function createAccountService(deps: {
  db: Database;
  repository: AccountRepository;
  wallet: WalletService;
  settings: SettingsService;
  responsiblePlay: ResponsiblePlayService;
  now?: () => Date;
}) {
  const { db, repository, wallet, settings, responsiblePlay } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async profile(userId: number): Promise<AccountProfile> {
      const row = await repository.findProfile(db, userId);
      if (!row) throw new AppError(401, 'unauthorized', '로그인이 필요합니다.');
      return {
        username: row.username,
        nickname: row.nickname,
        realname: row.realname,
        phone: maskPhone(row.phone),
        bank: row.bank,
        account_number: maskAccountNumber(row.account_number),
        referral_code: row.referral_code,
        created_at: row.created_at.toISOString(),
        wagering: await wallet.wageringStatus(db, userId),
      };
    },

    async attendance(userId: number, query: AttendanceQuery): Promise<AttendanceMonth> {
      const rewards = await settings.get('accountRewards');
      const today = koreanDate(now());
      const { from, until } = monthRange(query.year, query.month);
      const [days, todays, yesterdays] = [
        await repository.checkinsBetween(db, userId, from, until),
        await repository.findCheckin(db, userId, today),
        await repository.findCheckin(db, userId, addDays(today, -1)),
      ];
      return {
        year: query.year,
        month: query.month,
        today,
        checked_in_today: todays !== undefined,
        current_streak: todays?.streak ?? yesterdays?.streak ?? 0,
        days,
        rewards: {
          attendance_points: rewards.attendance_points,
          attendance_streak_days: rewards.attendance_streak_days,
          attendance_streak_bonus_points: rewards.attendance_streak_bonus_points,
        },
      };
    },

    /**
     * Today's check-in (the Korean calendar day by the app's clock): the points move from
     * house:points in the same transaction that claims the day, so a day is paid exactly once.
     */
    async checkIn(caller: MoneyCaller): Promise<CheckInResponse> {
      const rewards = await settings.get('accountRewards');
      try {
        return await wallet.moneyCall(caller, 'attendance-check-in', null, async (trx) => {
          // No rewards during a cool-off or self-exclusion: nothing should call the member back to play.
          await responsiblePlay.assertMayPlay(trx, caller.userId);
          const at = now();
          const today = koreanDate(at);
          const yesterday = await repository.findCheckin(trx, caller.userId, addDays(today, -1));
          const streak = (yesterday?.streak ?? 0) + 1;
          const bonus = streak % rewards.attendance_streak_days === 0 ? rewards.attendance_streak_bonus_points : 0;
          const points = rewards.attendance_points + bonus;
          const id = await repository.insertCheckin(trx, { userId: caller.userId, day: today, streak, points, at });
          const award = await wallet.awardPoints(trx, {
            userId: caller.userId,
            amount: points,
            kind: 'attendance_points',
            reference: { type: 'attendance', id },
          });
          await repository.setCheckinTransaction(trx, id, award.transactionId);
          return { date: today, points, streak, bonus_points: bonus, points_balance: award.balance };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'attendance_checkins_once_a_day')) {
          throw new AppError(409, 'already_checked_in', '오늘은 이미 출석했습니다. 내일 다시 출석해주세요.');
        }
        throw error;
      }
    },

    async referrals(userId: number, query: PageQuery): Promise<ReferralList> {
      const [profile, rewards] = [await repository.findProfile(db, userId), await settings.get('accountRewards')];
      if (!profile) throw new AppError(401, 'unauthorized', '로그인이 필요합니다.');
      const { rows, count, earned } = await repository.referralsOf(db, userId, query);
      return {
        referral_code: profile.referral_code,
        reward_points: rewards.referral_reward_points,
        total_earned: earned,
        count,
        total_pages: Math.ceil(count / query.size),
        results: rows.map((row) => ({
          nickname: maskNickname(row.nickname),
          joined_at: row.created_at.toISOString(),
          reward_points: row.amount ?? 0,
          rewarded_at: row.rewarded_at ? row.rewarded_at.toISOString() : null,
        })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
