import type { AttendanceDay } from '@hanpan/contract';
import { koreanYearMonth } from '@hanpan/rules';
import { clsx } from 'clsx';
import { CalendarCheck, ChevronLeft, ChevronRight, Flame } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { alertActionError } from '@/lib/alert-error';
import { showAlert } from '@/lib/alerts';
import { formatNumber } from '@/lib/format';
import { intlLocale } from '@/lib/i18n/i18n';
import { createIdempotencyKey } from '@/lib/idempotency';
import { useAttendanceMonth, useCheckIn } from '../api/account';

type YearMonth = { year: number; month: number };

/** "2026년 11월" / "November 2026", in the shown language. */
const monthTitle = ({ year, month }: YearMonth) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(intlLocale(), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** The week's days from Sunday: "일"… / "Sun"…, in the shown language. */
const weekdays = () =>
  // 7 January 2024 was a Sunday.
  Array.from({ length: 7 }, (_, index) =>
    new Date(Date.UTC(2024, 0, 7 + index)).toLocaleDateString(intlLocale(), { weekday: 'short', timeZone: 'UTC' }),
  );

/** This month in Korea (the server's days are Korean days). */
function currentKoreanMonth(): YearMonth {
  return koreanYearMonth(new Date());
}

const shiftMonth = ({ year, month }: YearMonth, by: number): YearMonth => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The month's cells, Sunday first: blanks before the 1st, then each day's `YYYY-MM-DD`. */
function monthCells({ year, month }: YearMonth): (string | null)[] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`),
  ];
}

function DayCell({ date, checkin, isToday }: { date: string; checkin: AttendanceDay | undefined; isToday: boolean }) {
  const { t } = useTranslation('account');
  const day = Number(date.slice(8));
  return (
    <li
      aria-label={
        checkin
          ? t('attendance.dayCheckedIn', { day, points: formatNumber(checkin.points) })
          : t('attendance.day', { day })
      }
      className={clsx(
        'flex aspect-square flex-col items-center justify-center gap-0.5 rounded-lg border text-xs sm:aspect-auto sm:h-20 sm:text-sm',
        checkin ? 'border-gold-500/60 bg-gold-500/10' : 'border-ink-700 bg-ink-900/40',
        isToday && 'ring-2 ring-gold-300',
      )}
    >
      <span className={clsx('font-semibold tabular-nums', checkin ? 'text-gold-300' : 'text-ink-300')}>{day}</span>
      {checkin && (
        <>
          <CalendarCheck aria-hidden="true" className="size-4 text-gold-400 sm:size-5" />
          <span className="hidden text-[11px] font-semibold text-gold-200 tabular-nums sm:block">
            {t('attendance.dayPoints', { points: formatNumber(checkin.points) })}
          </span>
        </>
      )}
    </li>
  );
}

/** /attendance: one check-in a Korean day, paid in points; the month's calendar with the streak. */
export function AttendancePage() {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState<YearMonth>(currentKoreanMonth);
  const query = useAttendanceMonth(shown.year, shown.month);
  const checkIn = useCheckIn();
  // One key per press of the button: a retry after no answer is the same check-in.
  const pendingKey = useRef<string | null>(null);
  const data = query.data;
  const checkins = new Map((data?.days ?? []).map((day) => [day.date, day]));
  const today = data?.today;
  const thisMonth = today
    ? { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }
    : currentKoreanMonth();
  const atThisMonth = shown.year === thisMonth.year && shown.month === thisMonth.month;

  function handleCheckIn() {
    pendingKey.current ??= createIdempotencyKey();
    checkIn.mutate(pendingKey.current, {
      onSuccess: (result) => {
        pendingKey.current = null;
        setShown(thisMonth);
        const points = { count: result.points, points: formatNumber(result.points) };
        void showAlert(
          result.bonus_points > 0
            ? t('attendance.checkedInWithBonus', { ...points, bonus: formatNumber(result.bonus_points) })
            : t('attendance.checkedIn', points),
        );
      },
      onError: (error) => {
        pendingKey.current = null;
        alertActionError(error, t('attendance.checkInFailed'));
      },
    });
  }

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{t('attendance.documentTitle')}</title>
      <PageHeader
        title={t('attendance.title')}
        description={
          data
            ? t('attendance.rewards', {
                points: formatNumber(data.rewards.attendance_points),
                days: data.rewards.attendance_streak_days,
                bonus: formatNumber(data.rewards.attendance_streak_bonus_points),
              })
            : t('attendance.description')
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-gold-500/15">
            <Flame aria-hidden="true" className="size-6 text-gold-400" />
          </span>
          <div>
            <p className="text-xs text-ink-400">{t('attendance.streak')}</p>
            <p className="text-xl font-bold text-ink-100 tabular-nums" data-testid="current-streak">
              {data ? t('attendance.streakDays', { count: data.current_streak }) : '-'}
            </p>
          </div>
        </div>
        <Button size="lg" disabled={!data || data.checked_in_today || checkIn.isPending} onClick={handleCheckIn}>
          {data?.checked_in_today
            ? t('attendance.checkedInToday')
            : checkIn.isPending
              ? t('attendance.checkingIn')
              : t('attendance.checkIn')}
        </Button>
      </div>

      <div className="rounded-2xl border border-ink-700 bg-ink-850 p-4 sm:p-5">
        <div className="mb-4 flex items-center justify-between">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('attendance.previousMonth')}
            onClick={() => setShown(shiftMonth(shown, -1))}
          >
            <ChevronLeft className="size-5" />
          </Button>
          <h2 className="text-lg font-bold text-ink-100 tabular-nums" aria-live="polite">
            {monthTitle(shown)}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('attendance.nextMonth')}
            disabled={atThisMonth}
            onClick={() => setShown(shiftMonth(shown, 1))}
          >
            <ChevronRight className="size-5" />
          </Button>
        </div>
        <ol
          aria-hidden="true"
          className="mb-2 grid grid-cols-7 gap-1 text-center text-xs font-semibold text-ink-400 sm:gap-2"
        >
          {weekdays().map((weekday, index) => (
            <li key={weekday} className={clsx(index === 0 && 'text-ruby-500', index === 6 && 'text-sky-300')}>
              {weekday}
            </li>
          ))}
        </ol>
        <ol
          aria-label={t('attendance.monthLabel', { month: monthTitle(shown) })}
          className="grid grid-cols-7 gap-1 sm:gap-2"
        >
          {monthCells(shown).map((date, index) =>
            date ? (
              <DayCell key={date} date={date} checkin={checkins.get(date)} isToday={date === today} />
            ) : (
              <li key={`blank-${index}`} aria-hidden="true" />
            ),
          )}
        </ol>
        <p className="mt-4 text-right text-xs text-ink-400">
          {t('attendance.monthTotal', {
            count: data && data.year === shown.year && data.month === shown.month ? data.days.length : 0,
          })}
        </p>
      </div>
    </section>
  );
}
