import type { Database } from '../../../db/client.ts';
import { loadFacetIndex, refreshRatings, shareCountingWork, type FacetIndex } from './facet-index.ts';
import { selectCatalogueVersion } from './facet-index-queries.ts';
import { shareMarks } from './index-pages.ts';
import { regroupAfterRatings } from './similar-games.ts';

/**
 * Keeps one index per process, built by the first request that needs it after each change (a change
 * clears it, and the next request waits for the new one; after changes to ratings alone, such as
 * votes, the new one is the cleared one with its ratings read again). Changes made through the
 * services clear it at once in every process; a write made outside them (a script on the database)
 * is found by asking the database for the catalogue's version, at most once every `checkEveryMs`,
 * from the request that finds the last answer that old (which goes on with the index it has). A
 * version newer than the index's is a change: `onOutsideChange` is told, and clears what the
 * process keeps. While nothing changes the index is kept, however old.
 *
 * `checkEveryMs` 0 (the cache turned off, as in tests that change rows behind the services' back)
 * keeps nothing between calls: a call reads the catalogue afresh, but the calls that come while a
 * build runs (a list page's rows and its count) share that build instead of each starting their
 * own.
 */
export interface FacetIndexHolderOptions {
  /**
   * Readies a new index with what the one before it had (the search index: the words it kept), or
   * the first index of the process without one. The index requests are waiting for is handed to
   * them at once and readied behind them.
   */
  prepare?: (next: FacetIndex, previous?: FacetIndex) => Promise<void>;
  /** Told when the database's catalogue is newer than the index: clears the index and the rest. */
  onOutsideChange?: () => void;
}

/**
 * `next`, renewed from `previous` after votes, with what was worked out for `previous` that ratings
 * leave as it was: the codes and sums behind facet counts, the marks of deep pages along every
 * order but the rating order, and the groups of similar games (those holding a game whose rating
 * changed put in order again). The first lists, counts and game pages after a vote then cost what
 * they did before it.
 */
function withWorkOf(previous: FacetIndex, next: FacetIndex): FacetIndex {
  if (next === previous) return next;
  shareCountingWork(previous, next);
  shareMarks(previous, next);
  regroupAfterRatings(previous, next);
  return next;
}

export function createFacetIndexHolder(db: Database, checkEveryMs: number, options: FacetIndexHolderOptions = {}) {
  const keeps = checkEveryMs > 0;
  let ready: { index: FacetIndex; checkAt: number } | null = null;
  let loading: Promise<FacetIndex> | null = null;
  let checking = false;
  // A build that began before a change must not be kept after it.
  let generation = 0;
  // The index a change cleared, until its successor has been readied from it.
  let cleared: FacetIndex | undefined;

  const clear = () => {
    generation++;
    cleared = ready?.index ?? cleared;
    ready = null;
    loading = null;
  };

  /** After a vote, the cleared index with its ratings read again; after anything else, a full build. */
  const build = async (previous: FacetIndex | undefined): Promise<FacetIndex> => {
    const renewed = previous && (await refreshRatings(db, previous));
    return renewed ? withWorkOf(previous, renewed) : loadFacetIndex(db);
  };

  // Builds run one at a time: a stream of changes (a crowd's votes) never has a process read the
  // catalogue more than once at a time, and each build renews the one before it.
  let building: Promise<unknown> = Promise.resolve();

  const load = (): Promise<FacetIndex> => {
    const started = generation;
    const promise = building.then(async () => {
      const previous = keeps ? cleared : undefined;
      const index = await build(previous);
      if (keeps) {
        // A renewal that found nothing changed hands back the same index: nothing to ready.
        if (index !== previous) options.prepare?.(index, previous).catch(() => {});
        // Overtaken by a change, it is still the newest index to renew the next one from.
        cleared = started === generation ? undefined : index;
        if (started === generation) ready = { index, checkAt: Date.now() + checkEveryMs };
      }
      return index;
    });
    building = promise.catch(() => {});
    const settle = () => {
      if (loading === promise) loading = null;
    };
    promise.then(settle, settle);
    loading = promise;
    return promise;
  };

  /** Asks whether the catalogue moved past `held`; a database away is asked again next time. */
  const check = async (held: { index: FacetIndex; checkAt: number }) => {
    checking = true;
    try {
      const { version, ratings } = await selectCatalogueVersion(db);
      if (ready !== held) return;
      if (version === held.index.version && ratings === held.index.ratingsVersion) {
        held.checkAt = Date.now() + checkEveryMs;
      } else if (options.onOutsideChange) options.onOutsideChange();
      else clear();
    } catch {
      held.checkAt = Date.now() + checkEveryMs;
    } finally {
      checking = false;
    }
  };

  return {
    get(): Promise<FacetIndex> {
      if (ready) {
        if (ready.checkAt <= Date.now() && !checking) void check(ready);
        return Promise.resolve(ready.index);
      }
      return loading ?? load();
    },
    clear,
  };
}
