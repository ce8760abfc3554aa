import type { DatabaseChanges } from '../../db/database-changes';

/**
 * The catalogue's version without a read while the process listens to the database's notices:
 * the first read after the listener (re)connects vouches for it, and every notice since moves it
 * on. A read that began before the listener connected vouches for nothing.
 */
export function watchCatalogVersion(changes: DatabaseChanges, read: () => Promise<number>) {
  let epoch = 0;
  let vouched = false;
  let noticed = 0;
  changes.subscribe({
    changed(change) {
      if (change.kind === 'catalog') noticed = Math.max(noticed, change.version);
    },
    connected() {
      epoch += 1;
      vouched = false;
      noticed = 0;
    },
    lost() {
      epoch += 1;
      vouched = false;
    },
  });
  return async function catalogVersion(): Promise<number> {
    if (vouched && changes.listening) return noticed;
    const readIn = epoch;
    const version = await read();
    if (readIn === epoch && changes.listening) {
      noticed = Math.max(noticed, version);
      vouched = true;
    }
    return Math.max(noticed, version);
  };
}
