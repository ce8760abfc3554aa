import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onPriceChanges } from '../hooks/use-live-fixture-updates';
import { priceChangeAnnouncement, type PriceChange } from '../utils/bet-names';

/** The region speaks at most this often; moves in between are gathered into its next words. */
export const PRICE_ANNOUNCEMENT_INTERVAL_MS = 5_000;

/**
 * The sports screen's one polite live region: prices a push moved on screen, read out without
 * interrupting ("맨시티 승 1.85 → 1.92"). The first move is read at once; a burst of ticks after
 * it is read once per interval, each bet from its first price to its last.
 */
export function PriceChangeAnnouncer() {
  const { t } = useTranslation('sports');
  const [text, setText] = useState('');

  useEffect(() => {
    const pending = new Map<number, PriceChange>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const speak = () => {
      // A price that went back where it was is no news.
      const changes = [...pending.values()].filter((change) => change.from !== change.to);
      pending.clear();
      if (changes.length === 0) {
        timer = undefined;
        return;
      }
      setText(priceChangeAnnouncement(changes));
      timer = setTimeout(speak, PRICE_ANNOUNCEMENT_INTERVAL_MS);
    };
    const stop = onPriceChanges((changes) => {
      for (const change of changes) {
        const earlier = pending.get(change.betId);
        pending.set(change.betId, earlier ? { ...change, from: earlier.from } : change);
      }
      if (timer === undefined) speak();
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" aria-label={t('priceChanges.label')} className="sr-only">
      {text}
    </div>
  );
}
