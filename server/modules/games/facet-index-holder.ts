import type { Database } from '../../../db/client.ts';
import { loadFacetIndex, type FacetIndex } from './facet-index.ts';

/**
 * Keeps one index per process, built by the first request that needs it after each change (a
 * change clears it, and the next request waits for the new one). Like the other catalogue caches it
 * is rebuilt when older than `maxAgeMs`, which bounds how long a write made outside the services (a
 * script on the database) goes unseen; that rebuild runs in the background while requests go on
 * with the index they have.
 *
 * `maxAgeMs` 0 (the cache turned off, as in tests that change rows behind the services' back) keeps
 * nothing between calls: a call reads the catalogue afresh, but the calls that come while a build
 * runs (a list page's rows and its count) share that build instead of each starting their own.
 */
export interface FacetIndexHolderOptions {
  /**
   * Readies a new index with what the one before it had (the search index: the words it kept), or
   * the first index of the process without one. A background rebuild is readied before it replaces
   * the index in use (the requests meanwhile go on with the old one); an index that requests are
   * waiting for (the first, or the first after a change) is handed to them at once and readied
   * behind them.
   */
  prepare?: (next: FacetIndex, previous?: FacetIndex) => Promise<void>;
}

export function createFacetIndexHolder(db: Database, maxAgeMs: number, options: FacetIndexHolderOptions = {}) {
  const keeps = maxAgeMs > 0;
  let ready: { index: FacetIndex; expires: number } | null = null;
  let loading: Promise<FacetIndex> | null = null;
  // A build that began before a change must not be kept after it.
  let generation = 0;
  // The index a change cleared, until its successor has been readied from it.
  let cleared: FacetIndex | undefined;

  const load = (previous?: FacetIndex): Promise<FacetIndex> => {
    const started = generation;
    const promise = loadFacetIndex(db).then(async (index) => {
      if (previous) await options.prepare?.(index, previous);
      else if (keeps) {
        const before = cleared;
        cleared = undefined;
        options.prepare?.(index, before).catch(() => {});
      }
      if (keeps && started === generation) ready = { index, expires: Date.now() + maxAgeMs };
      return index;
    });
    const settle = () => {
      if (loading === promise) loading = null;
    };
    promise.then(settle, settle);
    loading = promise;
    return promise;
  };

  return {
    get(): Promise<FacetIndex> {
      if (ready) {
        if (ready.expires <= Date.now() && !loading) load(ready.index).catch(() => {});
        return Promise.resolve(ready.index);
      }
      return loading ?? load();
    },
    clear() {
      generation++;
      cleared = ready?.index ?? cleared;
      ready = null;
      loading = null;
    },
  };
}
