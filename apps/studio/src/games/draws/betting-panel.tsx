import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipRack, TableBetBar } from '@/components/chip-rack';
import { StudioApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n/i18n';

/** Until the board's first read: its error, or `loading` (what is on its way). */
export function BoardLoading({ loadError, loading }: { loadError: string | null; loading: string }) {
  return loadError ? (
    <p role="alert" className="rounded-lg border border-ruby-500/50 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
      {loadError}
    </p>
  ) : (
    <p className="rounded-xl bg-ink-850 py-6 text-center text-sm text-ink-300">{loading}</p>
  );
}

/**
 * Sending a draw's bets: `placing` while they go, and a refusal's message; a refusal also hands
 * the page the balance it carries (or re-reads the board), and the chips stay on the table.
 */
export function useBetSubmission(onBalance: (balance: number) => void, reload: () => void) {
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (send: () => Promise<void>) => {
    setPlacing(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      setError(failure instanceof StudioApiError ? failure.message : i18n.t('draws:betFailed'));
      if (failure instanceof StudioApiError && failure.balance !== undefined) onBalance(failure.balance);
      reload();
    } finally {
      setPlacing(false);
    }
  };
  return { placing, error, submit };
}

/** The betting area of a draw: what to tap (`children`), the chips, the total and 베팅하기, and a refusal. */
export function BettingPanel({
  betting,
  hint,
  chips,
  chip,
  onChip,
  total,
  placing,
  error,
  onClear,
  onPlay,
  children,
}: {
  betting: boolean;
  hint: string;
  chips: readonly number[];
  chip: number;
  onChip: (chip: number) => void;
  total: number;
  placing: boolean;
  error: string | null;
  onClear: () => void;
  onPlay: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('draws');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-3">
      <p className="text-xs text-ink-300">{betting ? hint : t('closedHint')}</p>
      {children}
      <ChipRack chips={chips} chip={chip} onChange={onChip} />
      <TableBetBar
        total={total}
        busy={!betting || placing}
        playLabel={placing ? t('placing') : t('place')}
        onClear={onClear}
        onPlay={onPlay}
      />
      {error && (
        <p role="alert" className="rounded-lg border border-ruby-500/50 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {error}
        </p>
      )}
    </div>
  );
}
