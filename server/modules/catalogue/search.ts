import type { SearchDictionary } from './search-dictionary.ts';

/** Words shorter than this are taken as typed (as prefixes): 'cat' must not find 'cart' or 'hat'. */
const MIN_CORRECTED_LENGTH = 4;
/** Dictionary words tried in place of a word the catalogue does not know. */
const CORRECTIONS_PER_WORD = 3;
const MAX_WORDS = 8;
/** A whole word of letters and digits, as the full-text index splits the text. */
export const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;
/** How the terms of a corrected search are joined: each must match. */
const AND = ' & ';

/** The words of a search as the full-text index stores them: lower case letters and digits. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

function quoted(word: string): string {
  return `'${word}'`;
}

/**
 * Turns a visitor's search into a full-text query the index answers: every word is kept as a
 * prefix ('stard' finds 'stardew'), and a word of four letters or more that no catalogue word
 * starts with is replaced by its closest dictionary words (trigram similarity), so 'stardew valy'
 * becomes `'stardew':* & ('vale' | 'valley' | 'valiant')`. The dictionary holds every word of the
 * catalogue, so a word it does not start would match nothing as a prefix; leaving it out spares the
 * index a prefix walk. Each word becomes one term; a game matches when it matches every term.
 *
 * Returns '' when the search holds no word at all (it then matches nothing).
 */
export function correctSearch(dictionary: SearchDictionary, search: string): string {
  return searchWords(search)
    .map((word) => {
      const known = dictionary.starts(word);
      const corrections =
        known || word.length < MIN_CORRECTED_LENGTH ? [] : dictionary.closest(word, CORRECTIONS_PER_WORD);
      const alternatives = corrections.filter((c) => WHOLE_WORD.test(c) && c !== word);
      if (alternatives.length === 0) return `${quoted(word)}:*`;
      return alternatives.length === 1 ? quoted(alternatives[0]!) : `(${alternatives.map(quoted).join(' | ')})`;
    })
    .join(AND);
}

/** The terms of a corrected search (`correctSearch`), each a full-text query of its own. */
export function searchTerms(tsQuery: string): string[] {
  return tsQuery ? tsQuery.split(AND) : [];
}

/** A term of a corrected search: one word as the start of words, or whole words (any of them). */
export type SearchTerm = { prefix: string } | { words: string[] };

/** Reads a term back as `correctSearch` wrote it: `'word':*`, `'word'` or `('a' | 'b')`. */
export function readTerm(term: string): SearchTerm {
  const words = term.match(/'[^']*'/g)?.map((word) => word.slice(1, -1)) ?? [];
  return term.endsWith(':*') ? { prefix: words[0] ?? '' } : { words };
}
