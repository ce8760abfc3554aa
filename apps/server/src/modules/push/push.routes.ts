import type { ServerResponse } from 'node:http';
import { PUBLIC_PUSH_TOPICS } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { DatabaseChanges } from '../../db/database-changes';
import type { UsersService } from '../users';
import type { PushHub, PushMessage } from './push-hub';

const HEARTBEAT_MS = 25_000;
/** setTimeout's longest delay (about 24.8 days): a stream open that long closes then, and its browser reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const MAX_FIXTURES = 100;
const PUBLIC_TOPIC = PUBLIC_PUSH_TOPICS.join('|');

type WatchedStream = { sessionId: number; end(): void };

const streamQuerySchema = z.strictObject({
  // EventSource cannot send headers, so the session token comes in the query (never logged).
  token: z.string().max(128).optional(),
  /** The fixtures on the member's screen, comma-separated; the client reconnects when they change. */
  fixtures: z
    .string()
    .regex(/^(\d{1,15}(,\d{1,15})*)?$/, 'fixtures는 쉼표로 구분한 경기 번호여야 합니다.')
    .optional()
    .transform((list) => (list ? [...new Set(list.split(','))].slice(0, MAX_FIXTURES) : [])),
  /** Public topics (contract PUBLIC_PUSH_TOPICS), comma-separated: the only ones a stream without a session gets. */
  topics: z
    .string()
    .regex(
      new RegExp(`^((${PUBLIC_TOPIC})(,(${PUBLIC_TOPIC}))*)?$`),
      `topics는 쉼표로 구분한 공개 주제(${PUBLIC_PUSH_TOPICS.join(', ')})여야 합니다.`,
    )
    .optional()
    .transform((list) => (list ? [...new Set(list.split(','))] : [])),
});

/** Each message's Server-Sent Events frame, encoded once however many streams carry it. */
const frames = new WeakMap<PushMessage, Buffer>();
function frameOf(message: PushMessage): Buffer {
  let frame = frames.get(message);
  if (!frame) {
    frame = Buffer.from(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
    frames.set(message, frame);
  }
  return frame;
}

/**
 * One Server-Sent Events stream per browser tab: the member's balance and notifications, and
 * price, status and score changes of the fixtures they are looking at, plus any public topics
 * asked for. A visitor's stream (no token) carries public topics only: fixtures, like the
 * fixture lists, need a session, and a stream with nothing to carry is refused. On reconnect the
 * client re-fetches what it shows, so nothing is replayed here. A member's stream lives no longer
 * than its session: it closes when the session expires (a timer), and its session is looked up
 * again whenever the database announces a change to the member's sessions (logout, password
 * change, suspension: the notices of migration 0025 reach every process, with or without Redis)
 * or this process listens again after missing notices. While Redis is away other processes'
 * pushes do not arrive: once it is back, every stream here ends so its browser re-reads.
 */
export const pushRoutes: FastifyPluginAsync<{
  hub: PushHub;
  users: UsersService;
  changes: DatabaseChanges;
  now?: () => Date;
}> = async (fastify, { hub, users, changes, now = () => new Date() }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<ServerResponse>();
  /** Each member's streams on this process: the session each was opened on, and how it ends. */
  const memberStreams = new Map<number, Set<WatchedStream>>();
  // One query however many streams (after a reconnect, every one of them), read from the
  // database, never the session cache, so it sees the change just announced.
  const checkSessions = (watched: WatchedStream[]) => {
    if (watched.length === 0) return;
    users.liveSessions([...new Set(watched.map((stream) => stream.sessionId))]).then(
      (live) => {
        for (const stream of watched) if (!live.has(stream.sessionId)) stream.end();
      },
      // The database is away: the next notice, or listening again, checks once more.
      () => {},
    );
  };
  const stopHearing = changes.subscribe({
    changed: (change) => {
      if (change.kind === 'sessions') checkSessions([...(memberStreams.get(change.userId) ?? [])]);
    },
    connected: () => checkSessions([...memberStreams.values()].flatMap((watched) => [...watched])),
    lost: () => {},
  });
  // Nothing is replayed: a stream that may have missed messages ends, and its browser reconnects
  // and re-reads what it shows (as after any reconnect).
  const stopHearingMissed = hub.onMissed(() => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => {
    stopHearing();
    stopHearingMissed();
    for (const stream of streams) stream.end();
  });

  app.get('/stream', { schema: { querystring: streamQuerySchema } }, async (request, reply) => {
    const { token, fixtures } = request.query;
    const topics: string[] = [...request.query.topics];
    let expiresAt: Date | undefined;
    // Until the stream is open, a session announced ended only marks it; from then on it ends the stream.
    let sessionEnded = false;
    let onSessionEnd = () => {
      sessionEnded = true;
    };
    let stopWatchingSession = () => {};
    if (token !== undefined) {
      // A token that does not open a session is refused, not downgraded to a visitor's stream.
      const authenticate = () => (/^[A-Za-z0-9_-]+$/.test(token) ? users.authenticate(token) : Promise.resolve(null));
      const auth = await authenticate();
      if (!auth) throw unauthorized();
      const watched = { sessionId: auth.sessionId, end: () => onSessionEnd() };
      const ofMember = memberStreams.get(auth.userId) ?? new Set();
      memberStreams.set(auth.userId, ofMember.add(watched));
      stopWatchingSession = () => {
        ofMember.delete(watched);
        if (ofMember.size === 0 && memberStreams.get(auth.userId) === ofMember) memberStreams.delete(auth.userId);
      };
      // Watching began after the first look: a session that ended in between is caught by this second one.
      if (!(await authenticate()) || sessionEnded) {
        stopWatchingSession();
        throw unauthorized();
      }
      expiresAt = auth.expiresAt;
      topics.push(`user:${auth.userId}`, ...fixtures.map((id) => `fixture:${id}`));
    } else if (fixtures.length > 0 || topics.length === 0) {
      throw unauthorized();
    }

    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    stream.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    const unsubscribe = hub.subscribe(topics, (message) => stream.write(frameOf(message)));
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    onSessionEnd = () => stream.end();
    const expiry =
      expiresAt && setTimeout(onSessionEnd, Math.min(Math.max(expiresAt.getTime() - now().getTime(), 0), MAX_TIMER_MS));
    streams.add(stream);
    // Closed by the browser, by the session's end or by the server shutting down.
    stream.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      stopWatchingSession();
      streams.delete(stream);
    });
  });
};
