import { and, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';
import { FILTER_PLATFORMS, GENRES } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import { filterConditions, type FacetName, type GameFilter } from './filters.ts';
import { searchCondition } from './queries.ts';

export type FacetCounts = GameFacetCounts;

/** What each facet groups by: a column, or the elements of an array column. */
const groupings: Record<FacetName, SQL> = {
  platform: sql`unnest(${games.platforms})`,
  combat: sql`${games.hasCombat}::text`,
  genre: sql`${games.genre}`,
  failState: sql`${games.failState}`,
  timePressure: sql`${games.timePressure}`,
  length: sql`${games.length}`,
  mode: sql`unnest(${games.playModes})`,
};

const zeros = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

/**
 * Disjunctive facet counts in one statement: for every facet one GROUP BY over the games matching
 * every other filter (its own filter set aside), so a visitor sees what choosing a value would
 * give. The search narrows every part. Each part can use the index of the filters it keeps.
 */
export async function selectFacetCounts(db: Database, filter: GameFilter): Promise<FacetCounts> {
  const search = filter.search ? [searchCondition(filter.search)] : [];
  const where = (except?: FacetName) => {
    const conditions = [...filterConditions(filter, except), ...search];
    return conditions.length > 0 ? and(...conditions) : undefined;
  };
  const total = (name: string, except?: FacetName) =>
    db
      .select({
        facet: sql<string>`${name}`.as('facet'),
        value: sql<string | null>`null`.as('value'),
        games: sql<number>`count(*)::int`.as('games'),
      })
      .from(games)
      .where(where(except));
  const grouped = (name: FacetName) =>
    db
      .select({
        facet: sql<string>`${name}`.as('facet'),
        value: sql<string | null>`${groupings[name]}`.as('value'),
        games: sql<number>`count(*)::int`.as('games'),
      })
      .from(games)
      .where(where(name))
      .groupBy(sql`2`);

  const [first, ...rest] = (
    ['platform', 'combat', 'genre', 'failState', 'timePressure', 'length', 'mode'] as const
  ).map(grouped);
  const rows = await unionAll(total('total'), total('anyPlatform', 'platform'), first!, ...rest);

  const counts: FacetCounts = {
    total: 0,
    anyPlatform: 0,
    platform: zeros(FILTER_PLATFORMS),
    combat: zeros(['true', 'false'] as const),
    genre: zeros(GENRES),
    failState: zeros(FAIL_STATES),
    timePressure: zeros(TIME_PRESSURES),
    length: zeros(LENGTHS),
    mode: zeros(PLAY_MODES),
  };
  for (const row of rows) {
    if (row.facet === 'total' || row.facet === 'anyPlatform') {
      counts[row.facet] = Number(row.games);
      continue;
    }
    const facet = counts[row.facet as FacetName] as Record<string, number>;
    // Values no filter offers (an 'other' platform, an unknown profile value) are not counted.
    if (row.value !== null && row.value in facet) facet[row.value] = Number(row.games);
  }
  return counts;
}
