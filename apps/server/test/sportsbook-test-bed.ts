import type { FixtureList } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  bearer,
  createAccount,
  createTestApp,
  loadTestFixtures,
  TEST_NOW,
  type DatabaseKind,
  type TestApp,
} from './helpers';

export type SportsbookTestBed = { harness: TestApp; fixtures: FixtureList['results'] };

/**
 * A test app on TEST_NOW's clock with the simulator's fixtures, for tests that bet and settle:
 * each test starts from TEST_NOW's feed again (earlier tests move the feed's clock forward) and
 * ends with the ledger check. `opened` receives the app and the pre-match soccer fixtures.
 */
export function useSportsbookTestBed(kind: DatabaseKind, opened: (bed: SportsbookTestBed) => void): void {
  let harness: TestApp | undefined;
  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    await loadTestFixtures(harness.database);
    const viewer = await createAccount(harness.app);
    const list = await harness.app.inject({
      url: '/api/sports/fixtures/prematch?sport_id=soccer&size=100',
      headers: bearer(viewer),
    });
    opened({ harness, fixtures: list.json<FixtureList>().results });
  });
  beforeEach(async () => {
    if (harness) await loadTestFixtures(harness.database);
  });
  afterEach(async () => {
    expect(await harness?.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness?.close();
  });
}
