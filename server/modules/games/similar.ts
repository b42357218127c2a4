import { desc, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';
import { gameColumns, type GameRow } from './queries.ts';

const textArray = (values: string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** 1 when the column equals a known value of the game, else 0; an unknown value never matches. */
const same = (column: SQL | typeof games.genre, value: string | boolean | null): SQL =>
  value === null ? sql`0` : sql`(case when ${column} = ${value} then 1 else 0 end)`;

/**
 * How alike another game is: the same genre weighs most, then each cozy dimension it shares
 * (fail states and time pressure more than length, combat and play modes), then a shared platform.
 */
function likeness(game: GameRow): SQL {
  return sql`(
    4 * ${same(sql`${games.genre}`, game.genre)}
    + 3 * ${same(sql`${games.failState}`, game.failState)}
    + 3 * ${same(sql`${games.timePressure}`, game.timePressure)}
    + 2 * ${same(sql`${games.hasCombat}`, game.hasCombat)}
    + 2 * ${same(sql`${games.length}`, game.length)}
    + 2 * (case when ${games.playModes} && ${textArray(game.playModes)} then 1 else 0 end)
    + (case when ${games.platforms} && ${textArray(game.platforms)} then 1 else 0 end)
  )`;
}

/**
 * Up to `limit` games most like the given one, never the game itself; better rated first on a tie.
 * The ranking reads only columns of games_facets_idx (an index-only scan); only the winners' rows
 * are read in full.
 */
export async function selectSimilarGames(db: Database, game: GameRow, limit = 4): Promise<GameRow[]> {
  const ranked = await db
    .select({ id: games.id })
    .from(games)
    .where(ne(games.id, game.id))
    .orderBy(desc(likeness(game)), sql`${games.rating} desc nulls last`, games.id)
    .limit(limit);
  if (ranked.length === 0) return [];
  const ids = ranked.map((row) => row.id);
  const rows = await db.select(gameColumns).from(games).where(inArray(games.id, ids));
  return ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}
