import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

export interface WordLookup {
  word: string;
  /** Some catalogue word starts with it. */
  known: boolean;
  /** The closest dictionary words by trigram similarity, best first (none for a short word). */
  corrections: string[];
}

/**
 * Looks every word of a search up in the dictionary of the catalogue's words, in one round trip:
 * whether any word starts with it and, for a word of `minLength` letters or more, its `limit`
 * closest words. The answer is in the order of `words`.
 */
export async function selectWordLookups(
  db: Database,
  words: string[],
  corrections: { minLength: number; limit: number },
): Promise<WordLookup[]> {
  const result = (await db.execute(sql`
    select w.word,
      exists (select 1 from search_words s where s.word like w.word || '%') as known,
      array(
        select s.word from search_words s
        where length(w.word) >= ${corrections.minLength} and s.word % w.word
        order by s.word <-> w.word, s.word
        limit ${corrections.limit}
      ) as corrections
    from unnest(${`{${words.join(',')}}`}::text[]) with ordinality as w(word, n)
    order by w.n
  `)) as unknown as { rows: WordLookup[] };
  return result.rows;
}
