import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.ts';
import type { Snapshot } from './snapshot.ts';
import {
  selectDictionaryWords,
  selectFrequentWords,
  selectTermMatches,
  selectWordsMatches,
  type TermMatches,
} from './snapshot-queries.ts';
import { createSearchDictionary, type SearchDictionary } from './search-dictionary.ts';
import { readTerm, searchTerms, WHOLE_WORD } from './search.ts';

/**
 * Searches answered beside the snapshot. A corrected search is a few terms (a word as a prefix,
 * or a word's corrections); the games each term matches (and each corrected word) are asked of the
 * full-text index once and kept, as places in the snapshot, until the catalogue changes. A search is then the games every
 * one of its terms holds, found by merging sorted lists in this process: counting and ordering a
 * search's matches never reads their rows again, however many there are, and a crowd's searches,
 * made of the same few thousand words, soon find every term kept.
 */

/** The games matching every term of a search, as places in the snapshot. */
export interface SearchMatches {
  /** Ascending places in the snapshot. */
  positions: Int32Array;
  /** 1 where the game's title, too, matches every term. */
  inTitle: Uint8Array;
}

export interface SearchIndex {
  dictionary: SearchDictionary;
  matches(tsQuery: string): Promise<SearchMatches>;
  /** The words whose games are kept, then the terms and searches, each most recently used first. */
  kept(): string[];
  /** Asks for the games of words and terms (as `kept` names them), one at a time. */
  warm(keys: string[]): Promise<void>;
  /** Asks for the games of the words in most games, one at a time, while they fill at most half the room. */
  warmFrequentWords(): Promise<void>;
}

/** Bytes of kept word matches per snapshot: five bytes a match, so about 13 million matches. */
const WORD_MATCH_BYTES = 64 * 1024 * 1024;
/**
 * Bytes of kept terms and whole searches, apart from the words: a crowd's searches are mostly new,
 * and sharing room with the words would have them push out the words every search is made of.
 */
const COMPOSITE_MATCH_BYTES = 16 * 1024 * 1024;
/** Bytes a kept list costs beside its matches. */
const KEPT_OVERHEAD = 64;
const keptSize = (matches: SearchMatches) => matches.positions.byteLength + matches.inTitle.byteLength + KEPT_OVERHEAD;
/** The most words a new process asks for before its first searches come. */
const FREQUENT_WORDS = 1000;
/** A prefix that starts more words than this is looked up as a prefix, not word by word. */
const PREFIX_WORDS = 12;
const NONE: SearchMatches = { positions: new Int32Array(0), inTitle: new Uint8Array(0) };

/** Two indexes of the same games in the same order with the same words (see `Snapshot.wordsVersion`). */
function sameWords(a: Snapshot, b: Snapshot): boolean {
  if (a.wordsVersion === -1 || a.wordsVersion !== b.wordsVersion || a.size !== b.size) return false;
  for (let i = 0; i < a.size; i++) if (a.ids[i] !== b.ids[i]) return false;
  return true;
}

/**
 * Readies the search index of a new snapshot with what the one it replaces had kept, so that
 * replacing it does not send a crowd's searches back to the database word by word. Only a search
 * snapshot that was used is carried over. When no game's words changed (a vote, a new cover), the
 * search index itself serves the new snapshot, kept words, searches and all: its places are the
 * same. The first snapshot of a process has none before it: it takes the words in most games, so that
 * the first searches after a start are not the slow ones.
 */
export async function warmSearchIndex(db: Database, next: Snapshot, previous?: Snapshot): Promise<void> {
  if (!previous) return (await searchIndexOf(db, next)).warmFrequentWords();
  const old = previous.derived.search as Promise<SearchIndex> | undefined;
  if (!old) return;
  // Before any await: requests waiting for `next` find its search index already there.
  if (sameWords(previous, next) && !next.derived.search) {
    next.derived.search = old;
    // A load that failed is tried again by the next search, as for any search index.
    old.catch(() => {
      if (next.derived.search === old) next.derived.search = undefined;
    });
    return;
  }
  const keys = (await old.catch(() => null))?.kept() ?? [];
  // Oldest first, so that the most recently used end up the most recently used again.
  if (keys.length > 0) await (await searchIndexOf(db, next)).warm(keys.reverse());
}

/** The search index that goes with a snapshot: built once, with the dictionary of its time. */
export function searchIndexOf(db: Database, snapshot: Snapshot): Promise<SearchIndex> {
  let found = snapshot.derived.search as Promise<SearchIndex> | undefined;
  if (!found) {
    const loading = loadSearchIndex(db, snapshot);
    found = loading;
    snapshot.derived.search = loading;
    // A load that failed (the database away) is tried again by the next search.
    loading.catch(() => {
      if (snapshot.derived.search === loading) snapshot.derived.search = undefined;
    });
  }
  return found;
}

const COMMA = 44;
const ZERO = 48;
const ONE = 49;

/** Term matches in id order, as places in the snapshot (ids and places ascend together). */
function placesOf(snapshot: Snapshot, matches: TermMatches): SearchMatches {
  const { ids, inTitle: titles } = matches;
  if (ids === '') return NONE;
  const positions = new Int32Array(titles.length);
  const inTitle = new Uint8Array(titles.length);
  let found = 0;
  let at = 0;
  let id = 0;
  let nth = 0;
  for (let i = 0; i <= ids.length; i++) {
    const char = i < ids.length ? ids.charCodeAt(i) : COMMA;
    if (char !== COMMA) {
      id = id * 10 + (char - ZERO);
      continue;
    }
    while (at < snapshot.size && snapshot.ids[at]! < id) at++;
    // A game added after the snapshot was built is not in it (the snapshot is rebuilt on every change).
    if (snapshot.ids[at] === id) {
      positions[found] = at;
      inTitle[found] = titles.charCodeAt(nth) === ONE ? 1 : 0;
      found++;
    }
    nth++;
    id = 0;
  }
  return { positions: positions.subarray(0, found), inTitle: inTitle.subarray(0, found) };
}

/** The games in both, by merging two ascending lists; in the title only where both say so. */
function intersect(a: SearchMatches, b: SearchMatches): SearchMatches {
  const size = Math.min(a.positions.length, b.positions.length);
  const positions = new Int32Array(size);
  const inTitle = new Uint8Array(size);
  let found = 0;
  for (let i = 0, j = 0; i < a.positions.length && j < b.positions.length;) {
    const left = a.positions[i]!;
    const right = b.positions[j]!;
    if (left < right) i++;
    else if (right < left) j++;
    else {
      positions[found] = left;
      inTitle[found] = a.inTitle[i]! & b.inTitle[j]!;
      found++;
      i++;
      j++;
    }
  }
  return { positions: positions.subarray(0, found), inTitle: inTitle.subarray(0, found) };
}

/** The games in any of the lists, in the title where any list says so. */
function union(snapshot: Snapshot, lists: SearchMatches[]): SearchMatches {
  // 1: matches; 3: matches in the title too.
  const marks = new Uint8Array(snapshot.size);
  let found = 0;
  for (const { positions, inTitle } of lists) {
    for (let i = 0; i < positions.length; i++) {
      const position = positions[i]!;
      if (marks[position] === 0) found++;
      marks[position]! |= 1 | (inTitle[i]! << 1);
    }
  }
  const positions = new Int32Array(found);
  const inTitle = new Uint8Array(found);
  for (let position = 0, at = 0; at < found; position++) {
    const mark = marks[position]!;
    if (mark === 0) continue;
    positions[at] = position;
    inTitle[at] = mark >> 1;
    at++;
  }
  return { positions, inTitle };
}

async function loadSearchIndex(db: Database, snapshot: Snapshot): Promise<SearchIndex> {
  const dictionary = createSearchDictionary(await selectDictionaryWords(db));
  const words = new LRUCache<string, SearchMatches>({ maxSize: WORD_MATCH_BYTES, sizeCalculation: keptSize });
  const composites = new LRUCache<string, SearchMatches>({ maxSize: COMPOSITE_MATCH_BYTES, sizeCalculation: keptSize });
  const keptIn = (key: string) => (key.startsWith('word ') ? words : composites);
  const loading = new Map<string, Promise<SearchMatches>>();

  /** Games asked of the database once (under `key`) however many searches want them at once. */
  const keptOrLoaded = (key: string, load: () => Promise<SearchMatches>): Promise<SearchMatches> => {
    const kept = keptIn(key);
    const found = kept.get(key);
    if (found) return Promise.resolve(found);
    let promise = loading.get(key);
    if (!promise) {
      promise = load()
        .then((matches) => {
          kept.set(key, matches);
          return matches;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
    }
    return promise;
  };

  /** The games holding one whole word: each word of the dictionary is asked for at most once. */
  const wordMatches = (word: string) =>
    keptOrLoaded(`word ${word}`, async () => placesOf(snapshot, await selectTermMatches(db, `'${word}'`)));

  /**
   * Keeps the games of many words at once, in the order given (the last ends up the most recently
   * used), from one read of the catalogue. Searches that come meanwhile do not wait for it: a word
   * they need is asked for on its own, and the read does not replace what they kept.
   */
  const keepWords = async (wanted: string[]) => {
    const missing = wanted.filter((word) => WHOLE_WORD.test(word) && !words.has(`word ${word}`));
    if (missing.length === 0) return;
    const found = await selectWordsMatches(db, missing);
    for (const word of missing) {
      const key = `word ${word}`;
      if (words.has(key)) words.get(key);
      else words.set(key, placesOf(snapshot, found.get(word) ?? { ids: '', inTitle: '' }));
    }
  };

  /**
   * One term's games, put together from the games of its words, which other terms share: a word
   * or its corrections, or the few words a prefix starts. A prefix of many words (or of a word
   * that is not all letters and digits) is asked of the full-text index as it stands.
   */
  const termMatches = (term: string): Promise<SearchMatches> => {
    const read = readTerm(term);
    const words = 'prefix' in read ? dictionary.startingWith(read.prefix, PREFIX_WORDS) : read.words;
    if (words === null || !words.every((word) => WHOLE_WORD.test(word))) {
      return keptOrLoaded(`term ${term}`, async () => placesOf(snapshot, await selectTermMatches(db, term)));
    }
    if (words.length === 1) return wordMatches(words[0]!);
    return keptOrLoaded(`term ${term}`, async () => union(snapshot, await Promise.all(words.map(wordMatches))));
  };

  return {
    dictionary,
    kept: () => [...words.keys(), ...composites.keys()],
    async warm(keys) {
      const textOf = (key: string) => key.slice(key.indexOf(' ') + 1);
      await keepWords(keys.filter((key) => key.startsWith('word ')).map(textOf));
      // Terms are mostly put together from kept words; whole searches are merged again when next asked for.
      for (const key of keys) if (key.startsWith('term ')) await termMatches(textOf(key));
    },
    async warmFrequentWords() {
      let room = WORD_MATCH_BYTES / 2 - words.calculatedSize;
      const chosen: string[] = [];
      for (const { word, games } of await selectFrequentWords(db, FREQUENT_WORDS)) {
        room -= games * 5 + KEPT_OVERHEAD;
        if (room < 0) break;
        chosen.push(word);
      }
      // The commonest last, so it is the last to be pushed out.
      await keepWords(chosen.reverse());
    },
    matches(tsQuery) {
      const terms = searchTerms(tsQuery);
      if (terms.length === 0) return Promise.resolve(NONE);
      if (terms.length === 1) return termMatches(terms[0]!);
      // A list page and its count ask for the same search at once: they share one merge.
      return keptOrLoaded(`search ${tsQuery}`, async () => {
        const lists = await Promise.all(terms.map(termMatches));
        // The shortest list first: every merge is then no longer than it.
        lists.sort((a, b) => a.positions.length - b.positions.length);
        return lists.slice(1).reduce(intersect, lists[0]!);
      });
    },
  };
}
