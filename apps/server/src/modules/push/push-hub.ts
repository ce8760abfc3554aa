import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisReady } from '../../lib/redis';

/** One message for the browsers watching a topic: `user:<id>` or `fixture:<id>`. */
export type PushMessage = { topic: string; event: string; data: unknown };
export type PushListener = (message: PushMessage) => void;

const CHANNEL = 'hanpan:push';

/**
 * Delivers push messages to the connections subscribed on this process. With Redis, every
 * message goes through one pub/sub channel so each API process delivers it to its own
 * connections; without, or while Redis is away, delivery stays in-process, so the other
 * processes' browsers miss what was published meanwhile: once Redis is back, `onMissed`
 * listeners hear of it (the push route ends its streams, and browsers reconnect and re-read).
 */
export class PushHub {
  private readonly local = new EventEmitter();
  private readonly missedListeners = new Set<() => void>();
  /** Redis' own subscriber connection: one in subscriber mode takes no other command. */
  private readonly subscriber: Redis | null;

  private constructor(
    /** The process's command connection (lib/redis.ts), which reports outages; closed by its owner. */
    private readonly publisher: Redis | null,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local.setMaxListeners(0);
    this.subscriber = publisher ? publisher.duplicate({ enableOfflineQueue: true }) : null;
  }

  static async create(redis: Redis | null, log: FastifyBaseLogger): Promise<PushHub> {
    const hub = new PushHub(redis, log);
    const { subscriber } = hub;
    if (subscriber) {
      // The command connection logs an outage once; this one follows the same server.
      subscriber.on('error', () => {});
      subscriber.on('message', (_channel: string, payload: string) => hub.deliver(JSON.parse(payload) as PushMessage));
      // ioredis subscribes again after a reconnect only when the first subscribe succeeded. Every
      // ready after the first follows a lost connection: messages of other processes were missed.
      let readies = 0;
      subscriber.on('ready', () => {
        const reconnected = readies++ > 0;
        subscriber.subscribe(CHANNEL).then(
          () => {
            if (reconnected) for (const listener of [...hub.missedListeners]) listener();
          },
          () => {},
        );
      });
      const subscribed = subscriber.subscribe(CHANNEL);
      if (redisReady(redis!)) await subscribed;
      else subscribed.catch(() => {});
    }
    return hub;
  }

  private deliver(message: PushMessage) {
    this.local.emit(message.topic, message);
  }

  /** Never throws: a lost push costs a refresh, a failed request would cost money moved. */
  async publish(messages: PushMessage[]): Promise<void> {
    if (messages.length === 0) return;
    if (this.publisher && redisReady(this.publisher)) {
      try {
        const pipeline = this.publisher.pipeline();
        for (const message of messages) pipeline.publish(CHANNEL, JSON.stringify(message));
        const results = await pipeline.exec();
        if (results?.every(([error]) => !error)) return;
      } catch (error) {
        this.log.debug({ err: error }, 'push publish failed: delivered in this process only');
      }
    }
    for (const message of messages) this.deliver(message);
  }

  subscribe(topics: Iterable<string>, listener: PushListener): () => void {
    const list = [...topics];
    for (const topic of list) this.local.on(topic, listener);
    return () => {
      for (const topic of list) this.local.off(topic, listener);
    };
  }

  /** Hears that this process was deaf to other processes' messages for a while (Redis was away). */
  onMissed(listener: () => void): () => void {
    this.missedListeners.add(listener);
    return () => void this.missedListeners.delete(listener);
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => {});
  }
}
