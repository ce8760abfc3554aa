import { createBetsList } from './bets-list';
import { createCashOutSwitches } from './cash-out-switches';
import { createFixtureChanges } from './fixture-changes';
import { createFixtureControls } from './fixture-controls';
import { createFixtureResults } from './fixture-results';
import { createFixtureViews } from './fixture-views';
import type { SportsbookAdminDeps } from './sportsbook-admin-context';

/**
 * The sportsbook as operators run it: fixtures with exposure (`fixture-views.ts`), and the controls
 * that hold a decision against the feed (a `sportsbook_overrides` row the feed sync lays over every
 * snapshot) until released: suspensions and prices (`fixture-controls.ts`) and results
 * (`fixture-results.ts`), each one transaction with its audit entry (`fixture-changes.ts`); the
 * bets list (`bets-list.ts`); and where cash out is switched off (`cash-out-switches.ts`).
 */
export function createSportsbookAdminService(deps: SportsbookAdminDeps) {
  const withClock = { ...deps, now: deps.now ?? (() => new Date()) };
  const views = createFixtureViews(deps);
  const changes = createFixtureChanges(deps);
  return {
    ...views,
    ...createFixtureControls(withClock, changes),
    ...createFixtureResults(withClock, changes),
    ...createBetsList(deps),
    ...createCashOutSwitches(withClock),
  };
}

export type SportsbookAdminService = ReturnType<typeof createSportsbookAdminService>;
