import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlacedDrawBet, StudioDrawBoard } from '@hanpan/contract';
import { StudioApiError, studioApi } from '@/lib/api';
import { i18n } from '@/lib/i18n/i18n';

/** How often the board is read again: the countdown, the draw and the settled bets follow it. */
export const BOARD_POLL_MS = 2_000;
/** At a table whose stream pushes the deals, the poll is only the fallback. */
export const POLL_WITH_STREAM_MS = 5_000;
/** How often the countdown is redrawn between two reads. */
const TICK_MS = 250;

export interface DrawBoardState {
  board: StudioDrawBoard | null;
  /** Now on the server's clock (ms), ticking between reads. */
  serverNow: number;
  /** The last read failed (the board on screen, if any, is the one before). */
  loadError: string | null;
  /** Reads the board at once; a read already under way is followed by another, so none is lost. */
  reload: () => void;
  /** A bet the server took: it joins 내 베팅 at once and the balance follows. */
  applyPlaced: (placed: PlacedDrawBet) => void;
}

/**
 * The board of the session's scheduled game or table: read on mount, at once on `reload` (a
 * refused bet, a deal pushed by the stream), and every `pollMs`. The server's clock is kept as an
 * offset from the device's, so the countdown holds on a device set wrong.
 */
export function useDrawBoard(
  token: string,
  onBalance: (balance: number) => void,
  pollMs: number = BOARD_POLL_MS,
): DrawBoardState {
  const [board, setBoard] = useState<StudioDrawBoard | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const onBalanceRef = useRef(onBalance);
  // Bumped by every bet the server takes: a read sent before it may not hold the bet, so it is dropped.
  const generation = useRef(0);
  const reading = useRef(false);
  // A read asked for while one was under way: that one may have left before the deal.
  const again = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    onBalanceRef.current = onBalance;
  }, [onBalance]);

  const load = useCallback(() => {
    if (reading.current) {
      again.current = true;
      return;
    }
    function read() {
      reading.current = true;
      again.current = false;
      const started = generation.current;
      const sentAt = Date.now();
      const done = () => {
        reading.current = false;
        if (alive.current && again.current) read();
      };
      studioApi.drawBoard(token).then(
        (next) => {
          // Sent before a bet was taken: dropped, and read again so a deal it carried is not lost.
          if (generation.current !== started) again.current = true;
          else if (alive.current) {
            const receivedAt = Date.now();
            // The server read its clock about halfway through the call.
            setOffset(Date.parse(next.server_time) - (sentAt + receivedAt) / 2);
            setNow(receivedAt);
            setBoard(next);
            setLoadError(null);
            onBalanceRef.current(next.balance);
          }
          done();
        },
        (failure: unknown) => {
          if (alive.current)
            setLoadError(failure instanceof StudioApiError ? failure.message : i18n.t('draws:loadFailed'));
          done();
        },
      );
    }
    read();
  }, [token]);

  useEffect(() => {
    alive.current = true;
    load();
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      alive.current = false;
      clearInterval(tick);
    };
  }, [load]);

  useEffect(() => {
    const poll = setInterval(load, pollMs);
    return () => clearInterval(poll);
  }, [load, pollMs]);

  const applyPlaced = useCallback((placed: PlacedDrawBet) => {
    generation.current += 1;
    setBoard(
      (current) =>
        current && {
          ...current,
          balance: placed.balance,
          my_bets: [placed.bet, ...current.my_bets.filter((bet) => bet.bet_id !== placed.bet.bet_id)],
        },
    );
    onBalanceRef.current(placed.balance);
  }, []);

  return { board, serverNow: now + offset, loadError, reload: load, applyPlaced };
}
