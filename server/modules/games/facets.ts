import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';
import { FILTER_PLATFORMS, GENRES } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import { conditionOf, FACETS, type FacetName, type GameFilter } from './filters.ts';
import { searchCondition } from './queries.ts';

export type FacetCounts = GameFacetCounts;

/** The facets grouped by a column; platform and mode group by the elements of an array. */
const SCALAR_FACETS = ['genre', 'failState', 'timePressure', 'length', 'combat'] as const;
/** The value of grouping(genre, fail_state, time_pressure, length, combat) for each grouping set. */
const SET_IDS = { genre: 15, failState: 23, timePressure: 27, length: 29, combat: 30, all: 31 } as const;
const COLUMN = {
  genre: 'genre',
  failState: 'fail_state',
  timePressure: 'time_pressure',
  length: 'length',
  combat: 'combat',
} as const;

const zeros = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

/**
 * Disjunctive facet counts in one statement and one pass over the catalogue. The pass reads only
 * the facet columns (an index-only scan of games_facets_idx when there is no search) and marks,
 * for each filter, whether a game meets it. A facet then counts the games meeting every other
 * filter (its own set aside), so a visitor sees what choosing a value would give: one GROUP BY
 * with grouping sets for the column facets, one GROUP BY each for platform and mode.
 */
export function facetCountsQuery(filter: GameFilter): SQL {
  const meets = (name: FacetName) => {
    const condition = conditionOf(filter, name);
    return condition ? sql`coalesce((${condition}), false)` : sql`true`;
  };
  const allBut = (except?: FacetName) =>
    sql.join(
      FACETS.filter((name) => name !== except).map((name) => sql.raw(`m_${name}`)),
      sql` and `,
    );
  const flags = sql.join(
    FACETS.map((name) => sql`${meets(name)} as ${sql.raw(`m_${name}`)}`),
    sql`, `,
  );
  const search = filter.search !== undefined ? sql`where ${searchCondition(filter.search)}` : sql``;
  const perSet = sql.join(
    SCALAR_FACETS.map((name) => sql`count(*) filter (where ${allBut(name)})::int as ${sql.raw(`c_${COLUMN[name]}`)}`),
    sql`, `,
  );
  return sql`
    with marked as not materialized (
      select ${games.platforms} as platforms, ${games.playModes} as play_modes, ${games.genre} as genre,
        ${games.failState} as fail_state, ${games.timePressure} as time_pressure, ${games.length} as length,
        ${games.hasCombat}::text as combat, ${flags}
      from ${games} ${search}
    )
    select 'sets' as facet, grouping(genre, fail_state, time_pressure, length, combat) as set_id,
      genre, fail_state, time_pressure, length, combat, null as value,
      count(*) filter (where ${allBut()})::int as c_total,
      count(*) filter (where ${allBut('platform')})::int as c_any_platform,
      ${perSet}, 0 as games
    from marked
    group by grouping sets ((genre), (fail_state), (time_pressure), (length), (combat), ())
    union all
    select 'platform', -1, null, null, null, null, null, p, 0, 0, 0, 0, 0, 0, 0, count(*)::int
    from marked cross join lateral unnest(platforms) as p where ${allBut('platform')} group by p
    union all
    select 'mode', -1, null, null, null, null, null, m, 0, 0, 0, 0, 0, 0, 0, count(*)::int
    from marked cross join lateral unnest(play_modes) as m where ${allBut('mode')} group by m`;
}

interface FacetRow {
  facet: 'sets' | 'platform' | 'mode';
  set_id: number;
  genre: string | null;
  fail_state: string | null;
  time_pressure: string | null;
  length: string | null;
  combat: string | null;
  value: string | null;
  c_total: number;
  c_any_platform: number;
  c_genre: number;
  c_fail_state: number;
  c_time_pressure: number;
  c_length: number;
  c_combat: number;
  games: number;
}

/** Adds a count to a facet's value; values no filter offers ('other', a null) are left out. */
function put(facet: Record<string, number>, value: string | null, count: number) {
  if (value !== null && value in facet) facet[value] = Number(count);
}

export async function selectFacetCounts(db: Database, filter: GameFilter): Promise<FacetCounts> {
  const result = await db.execute(facetCountsQuery(filter));
  const rows = (result as unknown as { rows: FacetRow[] }).rows;
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
    if (row.facet === 'platform') put(counts.platform, row.value, row.games);
    else if (row.facet === 'mode') put(counts.mode, row.value, row.games);
    else if (Number(row.set_id) === SET_IDS.all) {
      counts.total = Number(row.c_total);
      counts.anyPlatform = Number(row.c_any_platform);
    } else {
      for (const name of SCALAR_FACETS) {
        if (Number(row.set_id) === SET_IDS[name]) put(counts[name], row[COLUMN[name]], row[`c_${COLUMN[name]}`]);
      }
    }
  }
  return counts;
}
