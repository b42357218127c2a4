import type { Database } from '../../../db/client.ts';
import { selectWordLookups } from './search-queries.ts';

/** Words shorter than this are taken as typed (as prefixes): 'cat' must not find 'cart' or 'hat'. */
const MIN_CORRECTED_LENGTH = 4;
/** Dictionary words tried in place of a word the catalogue does not know. */
const CORRECTIONS_PER_WORD = 3;
const MAX_WORDS = 8;
const WORD = /^[\p{L}\p{N}]+$/u;

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
 * becomes `stardew:* & ('vale' | 'valley' | 'valiant')`. The dictionary holds every word of the
 * catalogue, so a word it does not start would match nothing as a prefix; leaving it out spares the
 * index a prefix walk and lets it answer without rechecking rows. One round trip for all words.
 *
 * Returns '' when the search holds no word at all (it then matches nothing).
 */
export async function correctSearch(db: Database, search: string): Promise<string> {
  const words = searchWords(search);
  if (words.length === 0) return '';
  const lookups = await selectWordLookups(db, words, { minLength: MIN_CORRECTED_LENGTH, limit: CORRECTIONS_PER_WORD });
  return lookups
    .map(({ word, known, corrections }) => {
      const alternatives = known ? [] : corrections.filter((c) => WORD.test(c) && c !== word);
      if (alternatives.length === 0) return `${quoted(word)}:*`;
      return alternatives.length === 1 ? quoted(alternatives[0]!) : `(${alternatives.map(quoted).join(' | ')})`;
    })
    .join(' & ');
}
