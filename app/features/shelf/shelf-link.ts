import { SHELF_STATES, shelfEntries, writeShelf, type ShelfEntries, type ShelfState } from '../../lib/shelf';

/** The most games a shared link is read for: a shelf is a person's list, not the catalogue. */
const MAX_SHARED = 500;

/** The shelf as a link's query: `want=1,2&playing=3&played=4&not=5`, each state only when it holds games. */
export function shelfQuery(entries: ShelfEntries): string {
  return SHELF_STATES.flatMap((state) => {
    const ids = entries.filter(([, s]) => s === state).map(([id]) => id);
    return ids.length > 0 ? [`${state}=${ids.join(',')}`] : [];
  }).join('&');
}

/**
 * The shelf a link carries, or null when it carries none. Anything that is not a game id is left
 * out; a game named twice keeps its first state.
 */
export function sharedShelf(params: URLSearchParams): ShelfEntries | null {
  if (!SHELF_STATES.some((state) => params.has(state))) return null;
  const seen = new Set<number>();
  const entries: [number, ShelfState][] = [];
  for (const state of SHELF_STATES) {
    for (const part of params.getAll(state).join(',').split(',')) {
      const id = /^\d{1,10}$/.test(part.trim()) ? Number(part.trim()) : 0;
      if (id < 1 || id > 2_147_483_647 || seen.has(id) || entries.length >= MAX_SHARED) continue;
      seen.add(id);
      entries.push([id, state]);
    }
  }
  return entries;
}

/** Adds games not yet on the shelf; a game already there keeps the state the visitor gave it. */
export function mergeIntoShelf(added: ShelfEntries): number {
  const mine = shelfEntries();
  const known = new Set(mine.map(([id]) => id));
  const fresh = added.filter(([id]) => !known.has(id));
  if (fresh.length > 0) writeShelf([...mine, ...fresh]);
  return fresh.length;
}

/** Takes games off the shelf (those the catalogue no longer has). */
export function removeFromShelf(ids: readonly number[]) {
  const gone = new Set(ids);
  const mine = shelfEntries();
  if (mine.some(([id]) => gone.has(id))) writeShelf(mine.filter(([id]) => !gone.has(id)));
}
