import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  heardChange,
  loadTestFixtures,
  type TestApp,
} from '../../test/helpers';
import {
  changesUntilClosed,
  createChangeFeed,
  keptUntilChanged,
  listenOnPostgres,
  parseChange,
  type DatabaseChange,
} from './database-changes';

describe.each(databaseKinds)('database change notices on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    await loadTestFixtures(harness.database);
  });
  afterAll(async () => {
    await harness.close();
  });

  const catalogVersionInDatabase = async () =>
    (await harness.database.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version;

  it('announces a committed catalogue change with its new version, and nothing of a rolled-back one', async () => {
    const { db, changes } = harness.database;
    expect(changes.listening).toBe(true);
    const heard: DatabaseChange[] = [];
    const unsubscribe = changes.subscribe({ changed: (change) => heard.push(change), connected() {}, lost() {} });
    const before = await catalogVersionInDatabase();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('bets')
          .set({ price_x100: 1_000 })
          .where('id', '=', sql<number>`(select min(id) from bets)`)
          .execute();
        throw new Error('changed my mind');
      })
      .catch(() => {});
    const committed = heardChange(changes, (change) => change.kind === 'catalog');
    await db.transaction().execute(async (trx) => {
      // Two rows, two tables: one bump, one notice.
      await trx
        .updateTable('bets')
        .set({ price_x100: 1_001 })
        .where('id', '=', sql<number>`(select min(id) from bets)`)
        .execute();
      await trx
        .updateTable('markets')
        .set({ name: sql<string>`name` })
        .where('id', '=', sql<number>`(select min(id) from markets)`)
        .execute();
    });
    expect(await committed).toEqual({ kind: 'catalog', version: before + 1 });
    unsubscribe();
    // Notices arrive in commit order: the rolled-back change would have come first, with the same
    // number (a notice of loading the fixtures may still be on its way too, with an older one).
    expect(heard.filter((change) => change.kind === 'catalog' && change.version > before)).toEqual([
      { kind: 'catalog', version: before + 1 },
    ]);
    expect(await catalogVersionInDatabase()).toBe(before + 1);
  });

  it("announces a member's session revoked at logout, and a member suspended", async () => {
    const member = await createAccount(harness.app);
    const admin = await createAdmin(harness.app);
    const ofMember = (change: DatabaseChange) => change.kind === 'sessions' && change.userId === member.user.id;

    const loggedOut = heardChange(harness.database.changes, ofMember);
    const logout = await harness.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(member) });
    expect(logout.statusCode).toBe(204);
    expect(await loggedOut).toEqual({ kind: 'sessions', userId: member.user.id });

    const suspended = heardChange(harness.database.changes, ofMember);
    const suspend = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.user.id}/suspend`,
      headers: bearer(admin),
      payload: { reason: '이용 약관 위반' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await suspended).toEqual({ kind: 'sessions', userId: member.user.id });
  });
});

describe.each(databaseKinds)('operator settings kept per process on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness.close();
  });

  it("follows another process's write once its notice arrives, and this process's own at once", async () => {
    const { settings } = harness.app.services;
    const before = await settings.get('accountRewards');
    // Another process's change: plain SQL here, announced by the table's trigger.
    const noticed = heardChange(harness.database.changes, (change) => change.kind === 'settings');
    await sql`insert into settings (key, value) values ('accountRewards', ${JSON.stringify({ ...before, attendance_points: 2_000 })})
      on conflict (key) do update set value = excluded.value`.execute(harness.database.db);
    await noticed;
    expect((await settings.get('accountRewards')).attendance_points).toBe(2_000);

    await settings.set('accountRewards', { ...before, attendance_points: 3_000 });
    expect((await settings.getMany(['accountRewards'])).accountRewards.attendance_points).toBe(3_000);
  });
});

describe('change notice payloads', () => {
  it('reads the two kinds and ignores anything else', () => {
    expect(parseChange('catalog:42')).toEqual({ kind: 'catalog', version: 42 });
    expect(parseChange('sessions:7')).toEqual({ kind: 'sessions', userId: 7 });
    expect(parseChange('sessions:')).toBeNull();
    expect(parseChange('catalog:1e400')).toBeNull();
    expect(parseChange('settings')).toEqual({ kind: 'settings' });
    expect(parseChange('draw:12:89790781:lucky-odd-even')).toEqual({
      kind: 'draw',
      drawId: 12,
      seq: 89_790_781,
      gameSlug: 'lucky-odd-even',
    });
    expect(parseChange('draw:12:x:lucky')).toBeNull();
    expect(parseChange('wallets:7')).toBeNull();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL listener', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const applicationName = `hanpan-changes-${schema}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('says it is not listening when its connection dies, and listens again on a new one', async () => {
    const reports = createChangeFeed();
    const events: string[] = [];
    const waits: { what: string; times: number; resolve(): void }[] = [];
    const record = (event: string) => {
      events.push(event);
      for (const wait of waits) if (events.filter((seen) => seen === wait.what).length >= wait.times) wait.resolve();
    };
    /** Resolves once `what` has happened `times` times in all. */
    const until = (what: string, times = 1) =>
      new Promise<void>((resolve) => {
        waits.push({ what, times, resolve });
        if (events.filter((seen) => seen === what).length >= times) resolve();
      });
    reports.feed.subscribe({
      changed: (change) => record(`changed ${JSON.stringify(change)}`),
      connected: () => record('connected'),
      lost: () => record('lost'),
    });
    const notify = (payload: string) => admin.query(`select pg_notify('hanpan_changes_${schema}', $1)`, [payload]);

    const listener = listenOnPostgres(
      { connectionString: url, options: `-c search_path=${schema}`, application_name: applicationName },
      reports,
    );
    try {
      await until('connected');
      await notify('catalog:5');
      await until('changed {"kind":"catalog","version":5}');

      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        applicationName,
      ]);
      await until('lost');
      expect(reports.feed.listening).toBe(false);

      await until('connected', 2);
      expect(reports.feed.listening).toBe(true);
      await notify('sessions:9');
      await until('changed {"kind":"sessions","userId":9}');
      expect(events).toEqual([
        'connected',
        'changed {"kind":"catalog","version":5}',
        'lost',
        'connected',
        'changed {"kind":"sessions","userId":9}',
      ]);
    } finally {
      await listener.close();
    }
  });
});

describe('a value kept until the database announces a change of its kind', () => {
  /** The value kept over a counter the test moves, counting the reads. */
  function keptBed() {
    const changes = createChangeFeed();
    const bed = {
      changes,
      inDatabase: 1,
      reads: 0,
      kept: keptUntilChanged(changes.feed, 'settings', async (): Promise<number> => {
        bed.reads += 1;
        return bed.inDatabase;
      }),
    };
    return bed;
  }

  it('is read once while listening, and again after a notice of its kind or a write of this process', async () => {
    const bed = keptBed();
    bed.changes.connected();
    expect(await bed.kept.get()).toBe(1);
    bed.inDatabase = 2;
    expect(await bed.kept.get()).toBe(1);
    bed.changes.heard('catalog:9');
    expect(await bed.kept.get()).toBe(1);
    bed.changes.heard('settings');
    expect(await bed.kept.get()).toBe(2);
    bed.inDatabase = 3;
    bed.kept.forget();
    expect(await bed.kept.get()).toBe(3);
    expect(bed.reads).toBe(3);
  });

  it('is read on every call while not listening, and afresh once listening again', async () => {
    const bed = keptBed();
    await bed.kept.get();
    await bed.kept.get();
    expect(bed.reads).toBe(2);
    bed.changes.connected();
    await bed.kept.get();
    bed.changes.lost();
    await bed.kept.get();
    bed.changes.connected();
    await bed.kept.get();
    await bed.kept.get();
    expect(bed.reads).toBe(5);
  });
});

describe("an app's hold on the change notices", () => {
  it('leaves no subscriber behind once the app closes', () => {
    const reports = createChangeFeed();
    const app = changesUntilClosed(reports.feed);
    const heard: DatabaseChange[] = [];
    const subscriber = () => ({ changed: (change: DatabaseChange) => heard.push(change), connected() {}, lost() {} });
    const unsubscribeOne = app.changes.subscribe(subscriber());
    app.changes.subscribe(subscriber());
    reports.connected();
    expect(app.changes.listening).toBe(true);
    reports.heard('settings');
    expect(heard).toHaveLength(2);

    unsubscribeOne();
    reports.heard('settings');
    expect(heard).toHaveLength(3);
    app.close();
    reports.heard('catalog:4');
    expect(heard).toHaveLength(3);
  });
});
