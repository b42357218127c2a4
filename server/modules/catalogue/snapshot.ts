import type { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.ts';
import { FACET_NAMES, FACETS, type FacetName } from '../../../common/facets.ts';
import {
  LINE_TAIL,
  selectCatalogueVersion,
  selectRatingChanges,
  selectRatingsText,
  selectSnapshotText,
} from './snapshot-queries.ts';

/**
 * The catalogue as every list, count, search and 'More Like This' reads it: one read of the
 * database, held in this process as typed arrays (a few dozen bytes a game), so that one pass over
 * them filters, counts or ranks 100,000 games in milliseconds. A change makes a new snapshot (after
 * votes, one that shares all but the ratings). What is worked out from a snapshot (codes packed for
 * counting, deep-page marks, similar-game groups, the search index) is kept in `derived`, made
 * when first needed.
 */
export interface Snapshot {
  /**
   * The catalogue's version read just before its rows: a later version means the snapshot may be
   * out of date (a write between the two reads makes it look older than it is, never newer).
   */
  version: number;
  /**
   * The catalogue's words version, the same just before and just after its rows were read; -1 when
   * it moved in between. Two snapshots with the same one (not -1) hold the same games with the same
   * words, so a search index made for one serves the other.
   */
  wordsVersion: number;
  /** The catalogue's ratings version read just before its ratings, as `version` is. */
  ratingsVersion: number;
  size: number;
  /** Ascending. */
  ids: Int32Array;
  /**
   * Each facet's code for every game: a `one` facet's place of its value in the facet's `values`
   * (UNKNOWN without one), an `any` facet's values as bits (bit i: the i-th value), a flag's 0 or 1,
   * a `none` facet's values as bits or, when not known, the one bit after them.
   */
  codes: Record<FacetName, Uint32Array>;
  /** NaN without votes. */
  rating: Float32Array;
  /** Characters in the title (at most 65,535), for ranking a search's matches. */
  titleLength: Uint16Array;
  /** Positions in each main order of the lists (Z-A is A-Z read backwards). */
  orders: { newest: Int32Array; title: Int32Array; rating: Int32Array };
  derived: Derived;
}

/** Work kept with a snapshot; each module that reads it fills its own field. */
export interface Derived {
  packed?: unknown;
  grouped?: unknown;
  runSums?: LRUCache<string, Int32Array>;
  marks?: LRUCache<string, Int32Array>;
  ratingPlaces?: Int32Array;
  groups?: unknown;
  search?: Promise<unknown>;
}

/** The code of a `one` facet's value a game does not have (null) or the snapshot does not know. */
export const UNKNOWN = 255;
for (const name of FACET_NAMES) {
  const { kind, values } = FACETS[name];
  if (values.length > (kind === 'any' ? 31 : kind === 'none' ? 30 : UNKNOWN - 1))
    throw new Error(`Facet '${name}' has too many values`);
}

/** The bit set of the chosen values (values a facet does not know are left out). */
export const bitsOf = (values: readonly string[], chosen: readonly string[]) =>
  chosen.reduce((bits, value) => {
    const index = values.indexOf(value);
    return index === -1 ? bits : (bits | (1 << index)) >>> 0;
  }, 0);

const SPACE = 32;
const NEWLINE = 10;
const ZERO = 48;
const FIELDS = 1 + FACET_NAMES.length + LINE_TAIL.length;
const AT_RATING = 1 + FACET_NAMES.length;

export async function readSnapshot(db: Database): Promise<Snapshot> {
  const before = await selectCatalogueVersion(db);
  const text = await selectSnapshotText(db, UNKNOWN);
  const after = await selectCatalogueVersion(db);
  let size = text === '' ? 0 : 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) size++;
  const snapshot: Snapshot = {
    version: before.version,
    wordsVersion: before.words === after.words ? before.words : -1,
    ratingsVersion: before.ratings,
    size,
    ids: new Int32Array(size),
    codes: Object.fromEntries(FACET_NAMES.map((name) => [name, new Uint32Array(size)])) as Snapshot['codes'],
    rating: new Float32Array(size),
    titleLength: new Uint16Array(size),
    orders: { newest: new Int32Array(size), title: new Int32Array(size), rating: new Int32Array(size) },
    derived: {},
  };
  const facetCodes = FACET_NAMES.map((name) => snapshot.codes[name]);
  // Read digit by digit; the rating, the one field that is not a whole number, is read as written.
  const fields = new Array<number>(FIELDS).fill(0);
  let game = 0;
  let field = 0;
  let value = 0;
  let ratingStart = 0;
  for (let at = 0; at <= text.length && size > 0; at++) {
    const char = at < text.length ? text.charCodeAt(at) : NEWLINE;
    if (char !== SPACE && char !== NEWLINE) {
      if (field !== AT_RATING) value = value * 10 + (char - ZERO);
      continue;
    }
    if (field === AT_RATING) snapshot.rating[game] = ratingOf(text.slice(ratingStart, at));
    else fields[field] = value;
    value = 0;
    field++;
    if (field === AT_RATING) ratingStart = at + 1;
    if (char === NEWLINE) {
      snapshot.ids[game] = fields[0]!;
      for (let facet = 0; facet < facetCodes.length; facet++) facetCodes[facet]![game] = fields[1 + facet]!;
      const [, titleLength, newest, title, rating] = fields.slice(AT_RATING);
      snapshot.titleLength[game] = Math.min(titleLength!, 0xffff);
      snapshot.orders.newest[newest! - 1] = game;
      snapshot.orders.title[title! - 1] = game;
      snapshot.orders.rating[rating! - 1] = game;
      game++;
      field = 0;
    }
  }
  return snapshot;
}

/** A rating as PostgreSQL writes a real, or `n` without votes. */
const ratingOf = (written: string) => (written === 'n' ? Number.NaN : Number(written));

/**
 * The snapshot after changes to ratings alone (votes): `previous` with the ratings of the games
 * that changed since it was read (or of every game, when the noted changes do not reach back that
 * far) and the rating order made again; everything else is shared, and `derived` starts empty (see
 * `withWorkOf` in holder.ts). Null when anything else changed since `previous` was read (or changes
 * while the ratings are read): only a full read is then right. `previous` itself when nothing changed.
 */
export async function withNewRatings(db: Database, previous: Snapshot): Promise<Snapshot | null> {
  const noted = await selectRatingChanges(db, previous.version, previous.ratingsVersion);
  if (noted.changed === null) return null;
  if (noted.covered && noted.ratings === previous.ratingsVersion) return previous;
  const changedOnly = noted.covered ? withChanges(previous, noted.changed) : null;
  const read = changedOnly ? { ratings: noted.ratings, rating: changedOnly } : await readEveryRating(db, previous);
  if (read === null) return null;
  return {
    ...previous,
    ratingsVersion: read.ratings,
    rating: read.rating,
    orders: { ...previous.orders, rating: ratingOrder(read.rating, previous.orders.newest) },
    derived: {},
  };
}

/**
 * The positions whose rating differs in `later` from `earlier`, when `later` was renewed from it
 * after votes (the same version, the very same games and facets); null when it was read afresh.
 */
export function ratingChangesSince(earlier: Snapshot, later: Snapshot): number[] | null {
  if (later.version !== earlier.version || later.ids !== earlier.ids) return null;
  const moved: number[] = [];
  // Object.is: NaN (no votes) equals NaN.
  for (let i = 0; i < later.size; i++) if (!Object.is(earlier.rating[i], later.rating[i])) moved.push(i);
  return moved;
}

/** `previous`'s ratings with `changed` (`id rating` pairs) applied; null for a game it does not hold. */
function withChanges(previous: Snapshot, changed: string): Float32Array | null {
  const rating = previous.rating.slice();
  const words = changed === '' ? [] : changed.split(' ');
  for (let at = 0; at + 1 < words.length; at += 2) {
    const place = positionOf(previous, Number(words[at]));
    if (place === -1) return null;
    rating[place] = ratingOf(words[at + 1]!);
  }
  return rating;
}

/** Binary search: the position of the game with `id` (ids ascend), or -1. */
export function positionOf(snapshot: Pick<Snapshot, 'ids' | 'size'>, id: number): number {
  let low = 0;
  let high = snapshot.size - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = snapshot.ids[middle]!;
    if (found === id) return middle;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Every game's rating, in the snapshot's order; null when the catalogue's version moved. */
async function readEveryRating(
  db: Database,
  previous: Snapshot,
): Promise<{ ratings: number; rating: Float32Array } | null> {
  const { version, ratings, text } = await selectRatingsText(db, previous.version);
  if (text === null || version !== previous.version) return null;
  const rating = new Float32Array(previous.size);
  let game = 0;
  let start = 0;
  for (let at = 0; at <= text.length && text !== ''; at++) {
    if (at < text.length && text.charCodeAt(at) !== SPACE) continue;
    if (game === previous.size) return null;
    rating[game++] = ratingOf(text.slice(start, at));
    start = at + 1;
  }
  return game === previous.size ? { ratings, rating } : null;
}

/**
 * The lists' rating order: highest first, games without votes last, ties newest first. The newest
 * order dealt into one pile per rating, piles highest first: a few milliseconds at 100,000 games,
 * where sorting them took tens.
 */
function ratingOrder(rating: Float32Array, newest: Int32Array): Int32Array {
  const piles = new Map<number, number[]>();
  for (const game of newest) {
    const value = rating[game]!;
    const key = Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
    const pile = piles.get(key);
    if (pile) pile.push(game);
    else piles.set(key, [game]);
  }
  const order = new Int32Array(newest.length);
  let at = 0;
  for (const key of [...piles.keys()].sort((a, b) => b - a)) for (const game of piles.get(key)!) order[at++] = game;
  return order;
}
