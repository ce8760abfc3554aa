import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GamesFirstScreen } from '@hanpan/contract/page-answers';
import type { FastifyBaseLogger } from 'fastify';

/** The screen's markup, or undefined when it could not be drawn (the page then paints once its script runs). */
export type DrawGamesScreen = (screen: GamesFirstScreen) => string | undefined;

/** Distinct screens kept drawn: categories × languages, with room for a catalog edit or two. */
const KEPT_SCREENS = 64;

/**
 * The member site's drawer of a games page's first screen, or undefined when the build wrote none
 * (the page then paints once its script has run, as every other page does). A screen takes ~8 ms
 * to draw, so each is drawn once per address, language and catalog, and kept.
 */
export async function loadGamesScreenDrawer(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<DrawGamesScreen | undefined> {
  // The web build writes it beside its dist (apps/web/package.json's build).
  const file = path.join(webDistDir, '..', 'dist-server', 'render-games.js');
  if (!fs.existsSync(file)) return undefined;
  let renderGamesFirstScreen: unknown;
  try {
    ({ renderGamesFirstScreen } = (await import(pathToFileURL(file).href)) as { renderGamesFirstScreen?: unknown });
  } catch (error) {
    // The pages still work without it: a broken build of it must not keep the server from starting.
    log.error(
      { err: error, file },
      'the first screens module cannot be loaded: games pages paint once their script runs',
    );
    return undefined;
  }
  if (typeof renderGamesFirstScreen !== 'function') return undefined;
  const draw = renderGamesFirstScreen as (screen: GamesFirstScreen) => string;
  const drawn = new Map<string, string>();
  return (screen) => {
    const key = createHash('sha256').update(JSON.stringify(screen)).digest('base64url');
    let markup = drawn.get(key);
    if (markup === undefined) {
      try {
        markup = draw(screen);
      } catch (error) {
        // The page goes without it, drawn by its script; the operator should still hear of it.
        log.error({ err: error, url: screen.url }, "a games page's first screen could not be drawn");
        return undefined;
      }
      if (drawn.size >= KEPT_SCREENS) drawn.delete(drawn.keys().next().value!);
      drawn.set(key, markup);
    }
    return markup;
  };
}
