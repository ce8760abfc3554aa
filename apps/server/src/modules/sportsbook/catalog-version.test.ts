import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../../db/database-changes';
import { watchCatalogVersion } from './catalog-version';

/** The watch over a database whose version the test moves, counting its reads. */
function versionBed() {
  const changes = createChangeFeed();
  const bed = {
    changes,
    inDatabase: 10,
    reads: 0,
    /** Runs while a read is in flight. */
    duringRead: () => {},
    catalogVersion: watchCatalogVersion(changes.feed, async (): Promise<number> => {
      bed.reads += 1;
      const version = bed.inDatabase;
      bed.duringRead();
      return version;
    }),
  };
  return bed;
}

describe("the catalogue's version as a process knows it", () => {
  it('is read once after listening starts, then moved by notices alone', async () => {
    const bed = versionBed();
    bed.changes.connected();
    expect(await bed.catalogVersion()).toBe(10);
    bed.inDatabase = 11;
    bed.changes.heard('catalog:11');
    expect(await bed.catalogVersion()).toBe(11);
    expect(bed.reads).toBe(1);
  });

  it('takes a notice heard during its first read over the older number the read saw', async () => {
    const bed = versionBed();
    bed.changes.connected();
    bed.duringRead = () => {
      bed.inDatabase = 12;
      bed.changes.heard('catalog:12');
    };
    expect(await bed.catalogVersion()).toBe(12);
    bed.duringRead = () => {};
    expect(await bed.catalogVersion()).toBe(12);
    expect(bed.reads).toBe(1);
  });

  it('is read on every call while not listening, and read afresh once listening again', async () => {
    const bed = versionBed();
    await bed.catalogVersion();
    await bed.catalogVersion();
    expect(bed.reads).toBe(2);

    bed.changes.connected();
    await bed.catalogVersion();
    bed.changes.lost();
    bed.inDatabase = 13;
    expect(await bed.catalogVersion()).toBe(13);
    expect(bed.reads).toBe(4);

    bed.changes.connected();
    bed.inDatabase = 14;
    expect(await bed.catalogVersion()).toBe(14);
    expect(await bed.catalogVersion()).toBe(14);
    expect(bed.reads).toBe(5);
  });

  it('does not vouch by a read that began before listening started', async () => {
    const bed = versionBed();
    bed.duringRead = () => bed.changes.connected();
    await bed.catalogVersion();
    bed.duringRead = () => {};
    await bed.catalogVersion();
    await bed.catalogVersion();
    expect(bed.reads).toBe(2);
  });
});
