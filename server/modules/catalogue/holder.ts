import type { Database } from '../../../db/client.ts';
import { carryCounts } from './packing.ts';
import { carryMarks } from './pages.ts';
import { carryGroups } from './similar.ts';
import { readSnapshot, withNewRatings, type Snapshot } from './snapshot.ts';

/**
 * Keeps one snapshot per process, built by the first request that needs it after each change (a
 * change clears it, and the next request waits for the new one; after changes to ratings alone,
 * such as votes, the new one is the cleared one with its ratings read again). While nothing changes
 * the snapshot is kept, however old: every change reaches every process through the change feed
 * (`server/lib/catalogue-changes.ts`), which calls `clear`.
 *
 * `keeps` false (the cache turned off, as in tests that change rows behind a silent feed) keeps
 * nothing between calls: a call reads the catalogue afresh, but the calls that come while a build
 * runs (a list page's rows and its count) share that build instead of each starting their own.
 */
export interface SnapshotHolderOptions {
  /**
   * Readies a new snapshot with what the one before it had (the search index: the words it kept),
   * or the first snapshot of the process without one. The snapshot requests are waiting for is
   * handed to them at once and readied behind them.
   */
  prepare?: (next: Snapshot, previous?: Snapshot) => Promise<void>;
}

/**
 * `next`, renewed from `previous` after votes, with what was worked out for `previous` that ratings
 * leave as it was: the codes and sums behind facet counts, the marks of deep pages along every
 * order but the rating order, and the groups of similar games (those holding a game whose rating
 * changed put in order again). The first lists, counts and game pages after a vote then cost what
 * they did before it.
 */
function withWorkOf(previous: Snapshot, next: Snapshot): Snapshot {
  if (next === previous) return next;
  carryCounts(previous, next);
  carryMarks(previous, next);
  carryGroups(previous, next);
  return next;
}

export function createSnapshotHolder(db: Database, keeps: boolean, options: SnapshotHolderOptions = {}) {
  let ready: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  // A build that began before a change must not be kept after it.
  let generation = 0;
  // The snapshot a change cleared, until its successor has been readied from it.
  let cleared: Snapshot | undefined;

  const clear = () => {
    generation++;
    cleared = ready ?? cleared;
    ready = null;
    loading = null;
  };

  /** After a vote, the cleared snapshot with its ratings read again; after anything else, a full build. */
  const build = async (previous: Snapshot | undefined): Promise<Snapshot> => {
    const renewed = previous && (await withNewRatings(db, previous));
    return renewed ? withWorkOf(previous, renewed) : readSnapshot(db);
  };

  // Builds run one at a time: a stream of changes (a crowd's votes) never has a process read the
  // catalogue more than once at a time, and each build renews the one before it.
  let building: Promise<unknown> = Promise.resolve();

  const load = (): Promise<Snapshot> => {
    const started = generation;
    const promise = building.then(async () => {
      const previous = keeps ? cleared : undefined;
      const snapshot = await build(previous);
      if (keeps) {
        // A renewal that found nothing changed hands back the same snapshot: nothing to ready.
        if (snapshot !== previous) options.prepare?.(snapshot, previous).catch(() => {});
        // Overtaken by a change, it is still the newest snapshot to renew the next one from.
        cleared = started === generation ? undefined : snapshot;
        if (started === generation) ready = snapshot;
      }
      return snapshot;
    });
    building = promise.catch(() => {});
    const settle = () => {
      if (loading === promise) loading = null;
    };
    promise.then(settle, settle);
    loading = promise;
    return promise;
  };

  return {
    get(): Promise<Snapshot> {
      return ready ? Promise.resolve(ready) : (loading ?? load());
    },
    clear,
  };
}
