import { useEffect, useState } from 'react';
import type { StudioRound } from '@hanpan/contract';
import { clsx } from 'clsx';
import { StudioApiError, studioApi } from '@/lib/api';
import { formatWon } from '@/lib/format';
import { verifyHref } from '@/lib/verify-link';

interface RecentRoundsProps {
  token: string;
  /** Bumped after every round so the list re-reads. */
  refreshKey: number;
}

const timeFormat = new Intl.DateTimeFormat('ko-KR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** The session player's latest closed rounds (this mode), newest first, each linked to the verify page. */
export function RecentRounds({ token, refreshKey }: RecentRoundsProps) {
  const [rounds, setRounds] = useState<StudioRound[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    studioApi.recentRounds(token).then(
      (response) => {
        if (!current) return;
        setRounds(response.results);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof StudioApiError ? failure.message : '기록을 불러오지 못했습니다.');
      },
    );
    return () => {
      current = false;
    };
  }, [token, refreshKey]);

  if (error)
    return (
      <p role="alert" className="text-xs text-ruby-500">
        {error}
      </p>
    );
  if (!rounds) return <p className="text-xs text-ink-400">불러오는 중...</p>;
  if (rounds.length === 0) return <p className="text-xs text-ink-400">아직 플레이한 라운드가 없습니다.</p>;
  return (
    <ol aria-label="최근 라운드" className="flex flex-col divide-y divide-ink-700 text-xs">
      {rounds.map((round) => (
        <li key={round.round_id} className="flex items-center gap-2 py-1.5 tabular-nums">
          <span className="w-14 text-ink-400">{timeFormat.format(new Date(round.created_at))}</span>
          <span className="ml-auto text-ink-200">{formatWon(round.stake)}</span>
          <span
            className={clsx('w-20 text-right font-semibold', round.payout > 0 ? 'text-emerald-glow' : 'text-ink-400')}
          >
            {round.payout > 0 ? `+${formatWon(round.payout)}` : '0원'}
          </span>
          <a
            href={verifyHref({
              game_slug: round.game_slug,
              server_seed: round.server_seed ?? undefined,
              server_seed_hash: round.server_seed_hash,
              client_seed: round.client_seed,
              nonce: round.nonce,
              bet: round.bet,
            })}
            target="_blank"
            rel="noreferrer"
            aria-label={`논스 ${round.nonce} 라운드 검증`}
            className="text-gold-300 underline"
          >
            검증
          </a>
        </li>
      ))}
    </ol>
  );
}
