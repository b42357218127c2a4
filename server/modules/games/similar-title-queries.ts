import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';

export interface SimilarGame {
  id: number;
  slug: string;
  title: string;
}

/**
 * Catalogue games whose title looks like each given title (possible duplicates of submissions), in
 * one round trip for a whole page: a lateral subquery per title, each answered from the trigram
 * index on titles and the index on lower(title). The answer has one list per title, in order.
 */
export async function selectSimilarTitles(db: Database, titles: string[], limit = 3): Promise<SimilarGame[][]> {
  if (titles.length === 0) return [];
  const wanted = sql`array[${sql.join(
    titles.map((title) => sql`${title}`),
    sql`, `,
  )}]::text[]`;
  // Each test picks its own candidates from its index, so the costly word similarity is computed
  // only for the few rows that pass it (an OR would recheck all three tests on every candidate).
  const result = (await db.execute(sql`
    select wanted.n::int as n, found.id, found.slug, found.title
    from unnest(${wanted}) with ordinality as wanted(title, n)
    cross join lateral (
      select candidate.id, candidate.slug, candidate.title,
        greatest(similarity(candidate.title, wanted.title), word_similarity(wanted.title, candidate.title)) as score
      from (
        select ${games.id}, ${games.slug}, ${games.title} from ${games} where ${games.title} % wanted.title
        union
        select ${games.id}, ${games.slug}, ${games.title} from ${games} where wanted.title <% ${games.title}
        union
        select ${games.id}, ${games.slug}, ${games.title} from ${games} where lower(${games.title}) = lower(wanted.title)
      ) as candidate
      order by score desc, candidate.id
      limit ${limit}
    ) as found
    order by wanted.n, found.score desc, found.id
  `)) as unknown as { rows: (SimilarGame & { n: number })[] };
  const lists: SimilarGame[][] = titles.map(() => []);
  for (const { n, id, slug, title } of result.rows) lists[n - 1]!.push({ id, slug, title });
  return lists;
}
