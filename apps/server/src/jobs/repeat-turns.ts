/**
 * Runs `turn` now and then every `intervalMs`, one turn at a time (a slow turn delays the next, it
 * never overlaps it). `turn` handles its own errors. Returns a stop function that waits for a turn
 * in progress.
 */
export function repeatTurns(turn: () => Promise<void>, intervalMs: number): () => Promise<void> {
  let running = turn();
  const timer = setInterval(() => {
    running = running.then(turn);
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
