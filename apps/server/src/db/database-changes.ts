import pg from 'pg';

/** A committed change the database announced (migrations 0025, 0027, 0035). */
export type DatabaseChange =
  | { kind: 'catalog'; version: number }
  | { kind: 'sessions'; userId: number }
  | { kind: 'settings' }
  | { kind: 'levels' }
  | { kind: 'draw'; drawId: number; seq: number; gameSlug: string };

export type ChangeSubscriber = {
  changed(change: DatabaseChange): void;
  /** Listening again: every change committed from now on will be heard. */
  connected(): void;
  /** Changes may now go unheard until the next `connected`. */
  lost(): void;
};

/**
 * What this process hears of the database's change notices, for the things it keeps in memory
 * (the catalogue's version, live sessions, operator settings) and the studio's deals it pushes. While `listening` is false a subscriber must read the
 * database instead of trusting what it kept.
 */
export type DatabaseChanges = {
  readonly listening: boolean;
  subscribe(subscriber: ChangeSubscriber): () => void;
};

export function parseChange(payload: string): DatabaseChange | null {
  if (payload === 'settings') return { kind: 'settings' };
  if (payload === 'levels') return { kind: 'levels' };
  const draw = /^draw:(\d{1,15}):(\d{1,15}):([a-z0-9-]{1,100})$/.exec(payload);
  if (draw) return { kind: 'draw', drawId: Number(draw[1]), seq: Number(draw[2]), gameSlug: draw[3]! };
  const match = /^(catalog|sessions):(\d{1,15})$/.exec(payload);
  if (!match) return null;
  const number = Number(match[2]);
  return match[1] === 'catalog' ? { kind: 'catalog', version: number } : { kind: 'sessions', userId: number };
}

/** The fan-out behind a listener: the connection code reports, subscribers hear. */
export function createChangeFeed() {
  const subscribers = new Set<ChangeSubscriber>();
  let listening = false;
  const feed = {
    get listening() {
      return listening;
    },
    subscribe(subscriber: ChangeSubscriber) {
      subscribers.add(subscriber);
      if (listening) subscriber.connected();
      return () => void subscribers.delete(subscriber);
    },
  };
  return {
    feed: feed satisfies DatabaseChanges,
    heard(payload: string) {
      const change = parseChange(payload);
      if (change) for (const subscriber of subscribers) subscriber.changed(change);
    },
    connected() {
      listening = true;
      for (const subscriber of subscribers) subscriber.connected();
    },
    lost() {
      if (!listening) return;
      listening = false;
      for (const subscriber of subscribers) subscriber.lost();
    },
  };
}

export type ChangeFeedReports = Omit<ReturnType<typeof createChangeFeed>, 'feed'>;

/**
 * The notices as one app hears them: `close()` unsubscribes everything subscribed through it, so
 * an app closed on a database that stays open (tests, the bench) leaves no subscriber behind.
 */
export function changesUntilClosed(changes: DatabaseChanges) {
  const unsubscribes = new Set<() => void>();
  const scoped: DatabaseChanges = {
    get listening() {
      return changes.listening;
    },
    subscribe(subscriber) {
      const unsubscribe = changes.subscribe(subscriber);
      unsubscribes.add(unsubscribe);
      return () => {
        unsubscribes.delete(unsubscribe);
        unsubscribe();
      };
    },
  };
  return {
    changes: scoped,
    close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      unsubscribes.clear();
    },
  };
}

/**
 * A value read from the database and kept while this process listens and hears no notice of
 * `kind`; `forget()` drops it at once (this process wrote). A read a notice overtook answers the
 * callers that asked before it and is not kept.
 */
export function keptUntilChanged<T>(changes: DatabaseChanges, kind: DatabaseChange['kind'], read: () => Promise<T>) {
  let generation = 0;
  let kept: { generation: number; value: Promise<T> } | null = null;
  const forget = () => {
    generation += 1;
    kept = null;
  };
  changes.subscribe({
    changed: (change) => {
      if (change.kind === kind) forget();
    },
    connected: forget,
    lost: forget,
  });
  return {
    get(): Promise<T> {
      if (!changes.listening) return read();
      if (kept?.generation === generation) return kept.value;
      const entry = { generation, value: read() };
      kept = entry;
      // A failed read is not kept: the next caller reads again.
      entry.value.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.value;
    },
    forget,
  };
}

const RECONNECT_DELAY_MS = 1_000;
/**
 * How often the listening connection is asked a question. An answer proves every notice sent
 * before it arrived (one connection, in order); a connection that dies without a word (a network
 * cut) is found by the unanswered one, within HEARTBEAT_MS × 2.
 */
const HEARTBEAT_MS = 1_000;

/** The channel of a schema's notices: `database_changes_channel()` of migration 0025, for a listener. */
export const changesChannel = (schema: string) => `hanpan_changes_${schema}`;

/**
 * LISTENs on a PostgreSQL connection of its own (a pooled one would lose its LISTEN to the next
 * borrower), reconnecting after a loss. The channel follows the connection's search_path, as the
 * triggers' does.
 */
export function listenOnPostgres(config: pg.ClientConfig, reports: ChangeFeedReports): { close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function drop(connection: pg.Client) {
    if (client !== connection) return;
    client = null;
    clearInterval(heartbeat);
    reports.lost();
    connection.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  }

  async function connect() {
    const connection = new pg.Client({ ...config, keepAlive: true });
    client = connection;
    connection.on('error', () => drop(connection));
    connection.on('end', () => drop(connection));
    connection.on('notification', (notice) => {
      if (client === connection && notice.payload) reports.heard(notice.payload);
    });
    try {
      await connection.connect();
      const { rows } = await connection.query<{ schema: string }>('select current_schema() as schema');
      await connection.query(`listen ${pg.escapeIdentifier(changesChannel(rows[0]!.schema))}`);
    } catch {
      drop(connection);
      return;
    }
    if (client !== connection || closed) return;
    let answered = true;
    heartbeat = setInterval(() => {
      if (!answered) return drop(connection);
      answered = false;
      connection.query('select 1').then(
        () => void (answered = true),
        () => drop(connection),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    reports.connected();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const connection = client;
      client = null;
      reports.lost();
      await connection?.end().catch(() => {});
    },
  };
}
