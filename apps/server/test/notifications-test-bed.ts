import type { NotificationInput, NotificationList, SessionResponse } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { inTransaction } from '../src/db/transaction';
import {
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  TEST_NOW,
  type DatabaseKind,
  type TestApp,
} from './helpers';

/** The notification a deposit sends: an inbox row with a link into the app. */
export const deposit: NotificationInput = {
  type: 'deposit_withdrawal',
  title: '입금이 처리되었습니다.',
  message: '100,000원이 보유머니로 입금되었습니다.',
  action: { type: 'deep_link', target: 'transactions' },
};

export type BystanderTestBed = {
  harness: TestApp;
  admin: SessionResponse;
  /** A member nobody in these tests acts as: their rows must never change, whatever others send. */
  bystander: SessionResponse;
};

/**
 * A test app on TEST_NOW's clock with an operator and a bystander. `seed` gives the bystander their
 * rows and returns how to read them; after each test they must read exactly as they did after `seed`.
 * `opened` receives the bed once it is ready. Returns `call`, which calls the app as a session (or
 * without a token), and `current`, the bed from then on.
 */
export function useBystanderTestBed(
  kind: DatabaseKind,
  seed: (bed: BystanderTestBed) => Promise<() => Promise<unknown>>,
  opened: (bed: BystanderTestBed) => void,
) {
  let harness: TestApp | undefined;
  let bed: BystanderTestBed | undefined;
  let bystanderSnapshot: () => Promise<unknown>;
  let bystanderRows: unknown;

  const current = () => {
    if (!bed) throw new Error('the test bed is not open yet');
    return bed;
  };
  const call = (method: 'GET' | 'POST', url: string, session?: SessionResponse, payload?: object) =>
    current().harness.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: session ? bearer(session) : {},
    });

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    const admin = await createAdmin(harness.app);
    bed = { harness, admin, bystander: await createAccount(harness.app) };
    bystanderSnapshot = await seed(bed);
    bystanderRows = await bystanderSnapshot();
    opened(bed);
  });
  afterEach(async () => {
    // Whatever another member sends, the bystander's rows stay exactly as they were.
    expect(await bystanderSnapshot()).toEqual(bystanderRows);
  });
  afterAll(async () => {
    await harness?.close();
  });

  return { call, current };
}

/**
 * A bystander test bed whose bystander holds two notifications. `opened` receives the app and the
 * two sessions; the returned helpers write notifications and call the app.
 */
export function useNotificationsTestBed(kind: DatabaseKind, opened: (bed: BystanderTestBed) => void) {
  const { call, current } = useBystanderTestBed(
    kind,
    async ({ harness, bystander }) => {
      await notify(bystander, deposit);
      const lastId = await notify(bystander, { type: 'win', title: '당첨', message: '축하합니다' });
      return () =>
        harness.database.db
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', bystander.user.id)
          .where('id', '<=', lastId)
          .orderBy('id')
          .execute();
    },
    opened,
  );

  /** Writes a notification the way other modules do, in a transaction of its own. */
  function notify(session: SessionResponse, notification: NotificationInput): Promise<number> {
    const { app, database } = current().harness;
    return inTransaction(database.db, (trx) => app.services.notifications.notify(trx, session.user.id, notification));
  }
  const inboxOf = async (session: SessionResponse, query = '') =>
    (await call('GET', `/api/users/notifications${query}`, session)).json<NotificationList>();

  return { notify, call, inboxOf };
}
