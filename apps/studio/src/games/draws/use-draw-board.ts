import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlacedDrawBet, StudioDrawBoard } from '@hanpan/contract';
import { StudioApiError, studioApi } from '@/lib/api';

/** How often the board is read again: the countdown, the draw and the settled bets follow it. */
export const BOARD_POLL_MS = 2_000;
/** How often the countdown is redrawn between two reads. */
const TICK_MS = 250;

export interface DrawBoardState {
  board: StudioDrawBoard | null;
  /** Now on the server's clock (ms), ticking between reads. */
  serverNow: number;
  /** The last read failed (the board on screen, if any, is the one before). */
  loadError: string | null;
  /** Reads the board now (after a refused bet, say). */
  reload: () => void;
  /** A bet the server took: it joins 내 베팅 at once and the balance follows. */
  applyPlaced: (placed: PlacedDrawBet) => void;
}

/**
 * The board of the session's scheduled game, read on mount and every two seconds. The server's
 * clock is kept as an offset from the device's, so the countdown holds on a device set wrong.
 */
export function useDrawBoard(token: string, onBalance: (balance: number) => void): DrawBoardState {
  const [board, setBoard] = useState<StudioDrawBoard | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const onBalanceRef = useRef(onBalance);
  // Bumped by every bet the server takes: a read sent before it may not hold the bet, so it is dropped.
  const generation = useRef(0);
  const reading = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    onBalanceRef.current = onBalance;
  }, [onBalance]);

  const load = useCallback(() => {
    if (reading.current) return;
    reading.current = true;
    const started = generation.current;
    const sentAt = Date.now();
    studioApi.drawBoard(token).then(
      (next) => {
        reading.current = false;
        if (!alive.current || generation.current !== started) return;
        const receivedAt = Date.now();
        // The server read its clock about halfway through the call.
        setOffset(Date.parse(next.server_time) - (sentAt + receivedAt) / 2);
        setNow(receivedAt);
        setBoard(next);
        setLoadError(null);
        onBalanceRef.current(next.balance);
      },
      (failure: unknown) => {
        reading.current = false;
        if (alive.current)
          setLoadError(failure instanceof StudioApiError ? failure.message : '회차 정보를 불러오지 못했습니다.');
      },
    );
  }, [token]);

  useEffect(() => {
    alive.current = true;
    load();
    const poll = setInterval(load, BOARD_POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      alive.current = false;
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [load]);

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
