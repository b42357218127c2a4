import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coverRenditions, games, type StoredCover } from '../../../db/schema/index.ts';
import { gameColumns, type GameRow } from '../../../db/games/columns.ts';
import type { CoverFile } from './process.ts';

/** The covers games point at, and the renditions kept in the database (the default cover store). */

export async function selectGame(db: Database, gameId: number): Promise<GameRow | undefined> {
  const [row] = await db.select(gameColumns).from(games).where(eq(games.id, gameId));
  return row;
}

/** The game's cover, null for the generated one; undefined when there is no such game. */
export async function selectCover(db: Database, gameId: number): Promise<{ cover: StoredCover | null } | undefined> {
  const [row] = await db.select({ cover: games.cover }).from(games).where(eq(games.id, gameId));
  return row;
}

/** Whether a game other than `gameId` shows the picture with this hash. */
export async function coverShownElsewhere(db: Database, hash: string, gameId: number): Promise<boolean> {
  const [shared] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(ne(games.id, gameId), sql`${games.cover}->>'hash' = ${hash}`))
    .limit(1);
  return shared !== undefined;
}

/** Adds renditions; one already stored under its name is kept (the name stands for its bytes). */
export async function insertRenditions(db: Database, files: CoverFile[]): Promise<void> {
  await db
    .insert(coverRenditions)
    .values(
      files.map((file) => ({ key: file.key, contentType: file.contentType, bytes: file.data.length, data: file.data })),
    )
    .onConflictDoNothing();
}

export async function selectRendition(db: Database, key: string) {
  const [row] = await db
    .select({ contentType: coverRenditions.contentType, data: coverRenditions.data })
    .from(coverRenditions)
    .where(inArray(coverRenditions.key, [key]));
  return row;
}

export async function deleteRenditions(db: Database, keys: string[]): Promise<void> {
  await db.delete(coverRenditions).where(inArray(coverRenditions.key, keys));
}
