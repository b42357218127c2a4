import { gameFacetsQuerySchema, gameListQuerySchema, type GameListQuery } from '../../common/schemas/games';
import { findTextProblem } from '../../common/schemas/input-hygiene';

/** What a feed follows: the list's filters and search, as `/api/games` takes them; order and paging are the feed's own. */
const FEED_PARAMS = Object.keys(gameFacetsQuerySchema.shape);

/** The feed's filters as the list-query schema reads them, from the URL's filter and search parameters only. */
export function feedQuery(params: URLSearchParams): { error: string } | { query: GameListQuery; search: string } {
  const given = new URLSearchParams();
  const input: Record<string, string | string[]> = {};
  for (const name of FEED_PARAMS) {
    // An empty search box is no search.
    const values = params.getAll(name).filter((value) => name !== 'search' || value.trim() !== '');
    if (values.length === 0) continue;
    input[name] = values.length === 1 ? values[0]! : values;
    for (const value of values) given.append(name, value);
  }
  const problem = findTextProblem(input);
  if (problem) return { error: `${problem.path.join('.')}: ${problem.message}` };
  const parsed = gameListQuerySchema.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Invalid filter' };
  // Commas need no escaping in a query string, and lists read better without it.
  return { query: parsed.data, search: given.toString().replace(/%2C/gi, ',') };
}
