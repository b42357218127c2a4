import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cozyRatings, games } from '../../../db/schema/index.ts';

export interface RatingSummary {
  /** Median of the votes to one decimal (an even count takes the mean of the middle two); null without votes. */
  median: number | null;
  count: number;
}

export interface NewVote {
  gameId: number;
  rating: number;
  voterFingerprint: string;
  voterId: string;
}

export async function gameExists(db: Database, gameId: number): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  return row !== undefined;
}

/** Locks the game's row for the transaction, so votes on one game are counted one after another. */
/** Locks the game's row for the vote; its id and slug, or undefined when there is no such game. */
export async function lockGame(db: Database, gameId: number): Promise<{ id: number; slug: string } | undefined> {
  const [row] = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(eq(games.id, gameId))
    .for('update');
  return row;
}

/** Adds the vote; false when this fingerprint or this voter has already voted on the game. */
export async function insertVote(db: Database, vote: NewVote): Promise<boolean> {
  const rows = await db.insert(cozyRatings).values(vote).onConflictDoNothing().returning({ id: cozyRatings.id });
  return rows.length === 1;
}

export async function selectRatingSummary(db: Database, gameId: number): Promise<RatingSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by ${cozyRatings.rating}))::numeric, 1)::float8`,
    })
    .from(cozyRatings)
    .where(eq(cozyRatings.gameId, gameId));
  return { count: row?.count ?? 0, median: row?.median ?? null };
}

/** The cups this voter gave the game (by fingerprint or by voter id), or null when they have not voted. */
export async function voterRating(
  db: Database,
  gameId: number,
  voter: { fingerprint?: string; voterId?: string },
): Promise<number | null> {
  const who = [
    ...(voter.fingerprint ? [eq(cozyRatings.voterFingerprint, voter.fingerprint)] : []),
    ...(voter.voterId ? [eq(cozyRatings.voterId, voter.voterId)] : []),
  ];
  if (who.length === 0) return null;
  const [row] = await db
    .select({ rating: cozyRatings.rating })
    .from(cozyRatings)
    .where(and(eq(cozyRatings.gameId, gameId), or(...who)))
    .orderBy(cozyRatings.id)
    .limit(1);
  return row?.rating ?? null;
}

export async function countRatings(db: Database, gameId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cozyRatings)
    .where(eq(cozyRatings.gameId, gameId));
  return row?.count ?? 0;
}
