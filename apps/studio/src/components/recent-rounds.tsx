import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioRound } from '@hanpan/contract';
import { clsx } from 'clsx';
import { StudioApiError, studioApi } from '@/lib/api';
import { formatWon } from '@/lib/format';
import { intlLocale } from '@/lib/i18n/i18n';
import { verifyHref } from '@/lib/verify-link';

interface RecentRoundsProps {
  token: string;
  /** Bumped after every round so the list re-reads. */
  refreshKey: number;
}

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
};

/** The session player's latest closed rounds (this mode), newest first, each linked to the verify page. */
export function RecentRounds({ token, refreshKey }: RecentRoundsProps) {
  const { t } = useTranslation();
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
        if (current) setError(failure instanceof StudioApiError ? failure.message : t('rounds.loadFailed'));
      },
    );
    return () => {
      current = false;
    };
  }, [token, refreshKey, t]);

  if (error)
    return (
      <p role="alert" className="text-xs text-ruby-500">
        {error}
      </p>
    );
  if (!rounds) return <p className="text-xs text-ink-400">{t('rounds.loading')}</p>;
  if (rounds.length === 0) return <p className="text-xs text-ink-400">{t('rounds.empty')}</p>;
  const timeFormat = new Intl.DateTimeFormat(intlLocale(), TIME_FORMAT);
  return (
    <ol aria-label={t('play.recentRounds')} className="flex flex-col divide-y divide-ink-700 text-xs">
      {rounds.map((round) => (
        <li key={round.round_id} className="flex items-center gap-2 py-1.5 tabular-nums">
          <span className="w-14 text-ink-400">{timeFormat.format(new Date(round.created_at))}</span>
          <span className="ml-auto text-ink-200">{formatWon(round.stake)}</span>
          <span
            className={clsx('w-20 text-right font-semibold', round.payout > 0 ? 'text-emerald-glow' : 'text-ink-400')}
          >
            {round.payout > 0 ? `+${formatWon(round.payout)}` : formatWon(0)}
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
            aria-label={t('rounds.verifyRound', { nonce: round.nonce })}
            className="text-gold-300 underline"
          >
            {t('actions.verify')}
          </a>
        </li>
      ))}
    </ol>
  );
}
