import { sql, type SQL } from 'drizzle-orm';

interface Searchable {
  title: string;
  developer?: string | null;
  genre: string;
  features?: string[] | null;
  description: string;
}

/**
 * The text the full-text index covers: every field a visitor may search by. `searchTextSql` is
 * the same rule in SQL for set-based inserts; a test keeps the two in agreement.
 */
export function buildSearchText(game: Searchable): string {
  return [game.title, game.developer ?? '', game.genre, ...(game.features ?? []), game.description]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `buildSearchText` as a SQL expression over the given columns (or expressions) of one row. */
export function searchTextSql(row: { title: SQL; developer: SQL; genre: SQL; features: SQL; description: SQL }): SQL {
  const joined = sql`concat_ws(' ', ${row.title}, coalesce(${row.developer}, ''), ${row.genre}, array_to_string(${row.features}, ' '), ${row.description})`;
  return sql`trim(regexp_replace(${joined}, '\\s+', ' ', 'g'))`;
}
