import { useSyncExternalStore } from 'react';

/**
 * The visitor's shelf: which games they want to play, are playing, have played or do not fancy. It
 * lives in this browser's local storage only, so it needs no account, sets no cookie and sends
 * nothing to the server. Kept small on purpose: every card and the header read it on first load.
 * Another tab's changes show here after a reload.
 */

export const SHELF_STATES = ['want', 'playing', 'played', 'not'] as const;
export type ShelfState = (typeof SHELF_STATES)[number];

export const SHELF_LABELS: Record<ShelfState, string> = {
  want: 'Want to play',
  playing: 'Playing',
  played: 'Played',
  not: 'Not for me',
};

/** Game ids with their state, oldest first. */
export type ShelfEntries = readonly (readonly [id: number, state: ShelfState])[];

const KEY = 'cozy-games:shelf';
const EMPTY: ShelfEntries = [];

let entries: ShelfEntries | undefined;
const listeners = new Set<() => void>();

function isShelfState(value: unknown): value is ShelfState {
  return SHELF_STATES.includes(value as ShelfState);
}

function read(): ShelfEntries {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(stored)) return EMPTY;
    return stored.filter(
      (entry): entry is [number, ShelfState] =>
        Array.isArray(entry) && Number.isSafeInteger(entry[0]) && entry[0] > 0 && isShelfState(entry[1]),
    );
  } catch {
    // Storage turned off or a value this page did not write: an empty shelf.
    return EMPTY;
  }
}

function current(): ShelfEntries {
  entries ??= read();
  return entries;
}

function write(next: ShelfEntries) {
  entries = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or turned off: the shelf holds for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts a game on the shelf in `state` (moving it there if it was elsewhere), or takes it off with null. */
export function setShelfState(id: number, state: ShelfState | null) {
  const others = current().filter(([other]) => other !== id);
  write(state ? [...others, [id, state]] : others);
}

/** The shelf as it is now, and a way to replace it whole (for the shelf page's merges). */
export { current as shelfEntries, write as writeShelf };

/** The whole shelf; empty while the page renders on the server and hydrates. */
export function useShelf(): ShelfEntries {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** One game's place on the shelf, or null; null on the server and during hydration. */
export function useShelfState(id: number): ShelfState | null {
  return useSyncExternalStore(
    subscribe,
    () => current().find(([other]) => other === id)?.[1] ?? null,
    () => null,
  );
}
