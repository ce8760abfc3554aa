import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** One message for the browsers watching a topic: `user:<id>` or `fixture:<id>`. */
export type PushMessage = { topic: string; event: string; data: unknown };
export type PushListener = (message: PushMessage) => void;

/** Which of a member's sessions ended: some by id (logout, password change), or every one (suspension). */
export type EndedSessions = { sessionIds: number[] } | { all: true };

const CHANNEL = 'hanpan:push';
/** Internal: ended sessions of a member. Never a browser's: streams take public topics only by name. */
const sessionsTopic = (userId: number) => `sessions:${userId}`;

/**
 * Delivers push messages to the connections subscribed on this process. With Redis, every
 * message goes through one pub/sub channel so each API process delivers it to its own
 * connections; without, delivery stays in-process.
 */
export class PushHub {
  private readonly local = new EventEmitter();
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;

  private constructor(
    redisUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local.setMaxListeners(0);
    this.publisher = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
    this.subscriber = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
  }

  static async create(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<PushHub> {
    const hub = new PushHub(redisUrl, log);
    if (hub.subscriber) {
      hub.subscriber.on('message', (_channel: string, payload: string) =>
        hub.deliver(JSON.parse(payload) as PushMessage),
      );
      await hub.subscriber.subscribe(CHANNEL);
    }
    return hub;
  }

  private deliver(message: PushMessage) {
    this.local.emit(message.topic, message);
  }

  /** Never throws: a lost push costs a refresh, a failed request would cost money moved. */
  async publish(messages: PushMessage[]): Promise<void> {
    if (messages.length === 0) return;
    if (!this.publisher) {
      for (const message of messages) this.deliver(message);
      return;
    }
    try {
      const pipeline = this.publisher.pipeline();
      for (const message of messages) pipeline.publish(CHANNEL, JSON.stringify(message));
      await pipeline.exec();
    } catch (error) {
      this.log.warn({ err: error }, 'push publish failed');
    }
  }

  subscribe(topics: Iterable<string>, listener: PushListener): () => void {
    const list = [...topics];
    for (const topic of list) this.local.on(topic, listener);
    return () => {
      for (const topic of list) this.local.off(topic, listener);
    };
  }

  /** Tells every process that sessions ended, so the push streams opened with them close. */
  endSessions(userId: number, ended: EndedSessions): Promise<void> {
    return this.publish([{ topic: sessionsTopic(userId), event: 'sessions_ended', data: ended }]);
  }

  /** Calls `onEnd` once the session is announced ended (endSessions); answers the unsubscribe. */
  onSessionEnd(session: { userId: number; sessionId: number }, onEnd: () => void): () => void {
    return this.subscribe([sessionsTopic(session.userId)], (message) => {
      const ended = message.data as EndedSessions;
      if ('all' in ended || ended.sessionIds.includes(session.sessionId)) onEnd();
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()]);
  }
}
