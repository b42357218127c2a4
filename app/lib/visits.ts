import { useSyncExternalStore } from 'react';

/**
 * Visits, as this browser remembers them in local storage: a visit is a run of page views with no
 * gap of more than 30 minutes. Games that entered the catalogue after the previous visit's last page
 * view are new to the visitor; on a first visit nothing is.
 */

const KEY = 'cozy-games:visits';
export const VISIT_GAP_MS = 30 * 60 * 1000;

interface Visits {
  /** The last page view of the visit before this one; null on a first visit. */
  previousEnd: number | null;
  /** The latest page view of this visit. */
  last: number;
}

let since: number | null = null;
const listeners = new Set<() => void>();

function read(): Visits | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<Visits> | null;
    if (typeof stored?.last !== 'number') return null;
    return { last: stored.last, previousEnd: typeof stored.previousEnd === 'number' ? stored.previousEnd : null };
  } catch {
    return null;
  }
}

/** The visits after a page view at `now`, given what was stored. */
export function afterPageView(stored: Visits | null, now: number): Visits {
  if (!stored) return { previousEnd: null, last: now };
  if (now - stored.last <= VISIT_GAP_MS && now >= stored.last) return { ...stored, last: now };
  return { previousEnd: stored.last, last: now };
}

/** Counts a page view; called once the page has hydrated and after every navigation. */
export function pageViewed(now = Date.now()) {
  const visits = afterPageView(read(), now);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(visits));
  } catch {
    // Storage turned off: every visit is a first one, and nothing shows as new.
  }
  if (visits.previousEnd !== since) {
    since = visits.previousEnd;
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a game that entered the catalogue at `publishedAt` is new since the previous visit. Always
 * false on the server and while the page hydrates, so the badge appears just after.
 */
export function useNewSinceLastVisit(publishedAt: string | undefined): boolean {
  const previousEnd = useSyncExternalStore(
    subscribe,
    () => since,
    () => null,
  );
  return previousEnd !== null && publishedAt !== undefined && Date.parse(publishedAt) > previousEnd;
}
