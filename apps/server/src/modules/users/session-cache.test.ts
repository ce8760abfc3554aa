import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../../db/database-changes';
import { createSessionCache } from './session-cache';
import type { LiveSession } from './users.repository';

const NOW = new Date('2026-11-26T12:00:00Z');
const sessionOf = (userId: number, expiresAt = new Date(NOW.getTime() + 60_000)): LiveSession => ({
  sessionId: userId * 10,
  expiresAt,
  userId,
  role: 'member',
  levelId: 1,
});

/** A cache over a database of two members' sessions, counting its reads, driven by a real change feed. */
function cacheBed() {
  const changes = createChangeFeed();
  const sessions = new Map<string, LiveSession>([
    ['hash-1', sessionOf(1)],
    ['hash-2', sessionOf(2)],
  ]);
  const bed = {
    changes,
    sessions,
    reads: 0,
    /** Runs while a read is in flight, as another commit's notice would arrive. */
    duringRead: () => {},
    now: NOW,
    cache: createSessionCache({
      changes: changes.feed,
      async read(tokenHash) {
        bed.reads += 1;
        const found = sessions.get(tokenHash);
        bed.duringRead();
        return found;
      },
      now: (): Date => bed.now,
    }),
  };
  return bed;
}

describe('the session cache of catalogue reads', () => {
  it('reads a session once while listening, and again after a notice about its member', async () => {
    const bed = cacheBed();
    bed.changes.connected();
    expect(await bed.cache.find('hash-1')).toEqual(sessionOf(1));
    expect(await bed.cache.find('hash-1')).toEqual(sessionOf(1));
    expect(bed.reads).toBe(1);

    bed.changes.heard('sessions:2');
    await bed.cache.find('hash-1');
    expect(bed.reads).toBe(1);

    bed.sessions.delete('hash-1');
    bed.changes.heard('sessions:1');
    expect(await bed.cache.find('hash-1')).toBeUndefined();
    expect(bed.reads).toBe(2);
  });

  it('forgets a member this process revoked at once, before any notice comes back', async () => {
    const bed = cacheBed();
    bed.changes.connected();
    await bed.cache.find('hash-1');
    await bed.cache.find('hash-2');
    bed.sessions.delete('hash-1');

    bed.cache.forgetMember(1);
    expect(await bed.cache.find('hash-1')).toBeUndefined();
    expect(await bed.cache.find('hash-2')).toEqual(sessionOf(2));
    expect(bed.reads).toBe(3);
  });

  it('keeps nothing a notice overtook during its read', async () => {
    const bed = cacheBed();
    bed.changes.connected();
    bed.duringRead = () => bed.changes.heard('sessions:1');
    await bed.cache.find('hash-1');
    bed.duringRead = () => {};
    await bed.cache.find('hash-1');
    await bed.cache.find('hash-1');
    expect(bed.reads).toBe(2);
  });

  it('reads every time while not listening, and forgets all it kept when listening stops or starts again', async () => {
    const bed = cacheBed();
    await bed.cache.find('hash-1');
    await bed.cache.find('hash-1');
    expect(bed.reads).toBe(2);

    bed.changes.connected();
    await bed.cache.find('hash-1');
    bed.changes.lost();
    await bed.cache.find('hash-1');
    expect(bed.reads).toBe(4);

    bed.changes.connected();
    await bed.cache.find('hash-1');
    await bed.cache.find('hash-1');
    expect(bed.reads).toBe(5);
  });

  it('reads a kept session again once it has expired', async () => {
    const bed = cacheBed();
    bed.changes.connected();
    await bed.cache.find('hash-1');
    bed.now = new Date(NOW.getTime() + 60_000);
    bed.sessions.delete('hash-1');
    expect(await bed.cache.find('hash-1')).toBeUndefined();
    expect(bed.reads).toBe(2);
  });
});
