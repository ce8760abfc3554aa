import { useEffect } from 'react';

/** Marks a first screen the server drew in #root: the client draws over it once the page's code is in (main.tsx). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The script that keeps a tap on the screen until the page can act on it (public/). */
export const FIRST_SCREEN_TAPS_SCRIPT = '/first-screen-taps.js';

/**
 * Replays a tap the member made on a button of the server's first screen before the page could act
 * on it (public/first-screen-taps.js keeps its index among the screen's buttons in `main`), on the
 * same button of the page now drawn in its place: a game card tapped early still opens.
 */
function replayFirstScreenTap(): void {
  const kept = window as Window & { hanpanFirstScreenTap?: unknown };
  const index = kept.hanpanFirstScreenTap;
  delete kept.hanpanFirstScreenTap;
  if (typeof index !== 'number' || index < 0) return;
  document.querySelectorAll<HTMLButtonElement>('main button')[index]?.click();
}

/**
 * Rendered beside the app when the server drew the first screen: replays the tap once the page
 * drawn in its place has committed, its own effects (dialogs' subscriptions) run before.
 */
export function FirstScreenTapReplay(): null {
  useEffect(replayFirstScreenTap, []);
  return null;
}
