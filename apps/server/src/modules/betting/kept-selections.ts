import type { SnapshotSelection } from './betting.repository';

/** A selection as the catalogue holds it, without any member's cart. */
export type KeptSelection = Omit<SnapshotSelection, 'cart_price_x100'>;

/** A bound on what one catalogue version keeps: the selections members bet on, not the whole book. */
const SELECTIONS_KEPT = 10_000;

/**
 * The selections placements' snapshots read, kept per catalogue version (every change to a bet,
 * its market or its fixture moves the version, migration 0020, announced by the database's
 * notices): a placement whose selections are all kept at the current version is judged on them
 * without a snapshot, and its write checks that nothing it judged has moved. They keep the names
 * of whichever language their snapshot was read in; no member reads them: a placement that a rule
 * would refuse on them goes the long way, and its refusal names what its own snapshot read.
 */
export function createKeptSelections(catalogVersion: () => Promise<number>) {
  let keptAt = -1;
  const kept = new Map<number, KeptSelection>();

  return {
    /** The catalogue's version now; what was kept at an earlier one is dropped. */
    async version(): Promise<number> {
      const version = await catalogVersion();
      if (version !== keptAt) {
        kept.clear();
        keptAt = version;
      }
      return version;
    },

    /** The selections kept at `version`, in id order as a snapshot reads them, or null unless every one is. */
    find(version: number, betIds: number[]): KeptSelection[] | null {
      if (version !== keptAt || betIds.length === 0) return null;
      const found: KeptSelection[] = [];
      for (const id of betIds) {
        const selection = kept.get(id);
        if (!selection) return null;
        found.push(selection);
      }
      return found.sort((a, b) => a.bet_id - b.bet_id);
    },

    /** Keeps what a snapshot begun at `version` read, unless the catalogue has moved on since. */
    keep(version: number, selections: KeptSelection[]): void {
      if (version !== keptAt) return;
      for (const selection of selections) {
        if (kept.size >= SELECTIONS_KEPT && !kept.has(selection.bet_id)) return;
        kept.set(selection.bet_id, selection);
      }
    },
  };
}
