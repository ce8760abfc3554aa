import type { AttendanceDay } from '@hanpan/contract';
import { koreanYearMonth } from '@hanpan/rules';
import { clsx } from 'clsx';
import { CalendarCheck, ChevronLeft, ChevronRight, Flame } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { alertActionError } from '@/lib/alert-error';
import { showAlert } from '@/lib/alerts';
import { formatNumber } from '@/lib/format';
import { createIdempotencyKey } from '@/lib/idempotency';
import { useAttendanceMonth, useCheckIn } from '../api/account';

export const ATTENDANCE_TITLE = '출석부';
const CHECK_IN_FAILED = '출석하지 못했습니다. 잠시 후 다시 시도해주세요.';
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

type YearMonth = { year: number; month: number };

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
  const day = Number(date.slice(8));
  return (
    <li
      aria-label={`${day}일${checkin ? ` 출석, ${formatNumber(checkin.points)}P` : ''}`}
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
            +{formatNumber(checkin.points)}P
          </span>
        </>
      )}
    </li>
  );
}

/** /attendance: one check-in a Korean day, paid in points; the month's calendar with the streak. */
export function AttendancePage() {
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
        const bonus = result.bonus_points > 0 ? ` (연속 출석 보너스 ${formatNumber(result.bonus_points)}P 포함)` : '';
        void showAlert(`출석 완료! ${formatNumber(result.points)} 포인트가 적립되었습니다${bonus}.`);
      },
      onError: (error) => {
        pendingKey.current = null;
        alertActionError(error, CHECK_IN_FAILED);
      },
    });
  }

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{`${ATTENDANCE_TITLE} | 한판`}</title>
      <PageHeader
        title={ATTENDANCE_TITLE}
        description={
          data
            ? `매일 출석하면 ${formatNumber(data.rewards.attendance_points)}P, ${data.rewards.attendance_streak_days}일 연속 출석마다 ${formatNumber(data.rewards.attendance_streak_bonus_points)}P를 더 드립니다.`
            : '매일 출석하고 포인트를 받으세요.'
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-gold-500/15">
            <Flame aria-hidden="true" className="size-6 text-gold-400" />
          </span>
          <div>
            <p className="text-xs text-ink-400">연속 출석</p>
            <p className="text-xl font-bold text-ink-100 tabular-nums" data-testid="current-streak">
              {data ? `${data.current_streak}일` : '-'}
            </p>
          </div>
        </div>
        <Button size="lg" disabled={!data || data.checked_in_today || checkIn.isPending} onClick={handleCheckIn}>
          {data?.checked_in_today ? '오늘 출석 완료' : checkIn.isPending ? '출석 중...' : '출석하기'}
        </Button>
      </div>

      <div className="rounded-2xl border border-ink-700 bg-ink-850 p-4 sm:p-5">
        <div className="mb-4 flex items-center justify-between">
          <Button variant="ghost" size="icon" aria-label="이전 달" onClick={() => setShown(shiftMonth(shown, -1))}>
            <ChevronLeft className="size-5" />
          </Button>
          <h2 className="text-lg font-bold text-ink-100 tabular-nums" aria-live="polite">
            {shown.year}년 {shown.month}월
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label="다음 달"
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
          {WEEKDAYS.map((weekday, index) => (
            <li key={weekday} className={clsx(index === 0 && 'text-ruby-500', index === 6 && 'text-sky-300')}>
              {weekday}
            </li>
          ))}
        </ol>
        <ol aria-label={`${shown.year}년 ${shown.month}월 출석`} className="grid grid-cols-7 gap-1 sm:gap-2">
          {monthCells(shown).map((date, index) =>
            date ? (
              <DayCell key={date} date={date} checkin={checkins.get(date)} isToday={date === today} />
            ) : (
              <li key={`blank-${index}`} aria-hidden="true" />
            ),
          )}
        </ol>
        <p className="mt-4 text-right text-xs text-ink-400">
          이번 달 출석 {data && data.year === shown.year && data.month === shown.month ? data.days.length : 0}일
        </p>
      </div>
    </section>
  );
}
