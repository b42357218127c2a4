import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

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
  const result = (await db.execute(sql`
    select w.word,
      exists (select 1 from search_words s where s.word like w.word || '%') as known,
      array(
        select s.word from search_words s
        where length(w.word) >= ${MIN_CORRECTED_LENGTH} and s.word % w.word
        order by s.word <-> w.word, s.word
        limit ${CORRECTIONS_PER_WORD}
      ) as corrections
    from unnest(${`{${words.join(',')}}`}::text[]) with ordinality as w(word, n)
    order by w.n
  `)) as unknown as { rows: { word: string; known: boolean; corrections: string[] }[] };
  return result.rows
    .map(({ word, known, corrections }) => {
      const alternatives = known ? [] : corrections.filter((c) => WORD.test(c) && c !== word);
      if (alternatives.length === 0) return `${quoted(word)}:*`;
      return alternatives.length === 1 ? quoted(alternatives[0]!) : `(${alternatives.map(quoted).join(' | ')})`;
    })
    .join(' & ');
}
