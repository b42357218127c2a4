import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { signInCounters } from '../../../db/schema/index.ts';

/** The sign-in guess counters: one row per key, counting guesses in a window the database's clock keeps. */

const c = signInCounters;
const interval = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);
/** A window that has ended counts as empty. */
const windowOver = sql`${c.windowEndsAt} <= now()`;

/** Adds an empty counter for each key that has none. */
export async function insertMissingCounters(db: Database, keys: string[], windowSeconds: number): Promise<void> {
  await db
    .insert(c)
    .values(keys.map((key) => ({ key, failures: 0, windowEndsAt: sql`now() + ${interval(windowSeconds)}` })))
    .onConflictDoNothing();
}

/** The keys' counters, locked for the caller's transaction in key order, with the seconds their window has left. */
export async function lockCounters(db: Database, keys: string[]) {
  return db
    .select({
      key: c.key,
      failures: sql<number>`case when ${windowOver} then 0 else ${c.failures} end`,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${c.windowEndsAt} - now())))::int`,
    })
    .from(c)
    .where(inArray(c.key, keys))
    .orderBy(c.key)
    .for('update');
}

/** Counts one guess on each key; an ended window starts again with this guess. */
export async function countGuess(db: Database, keys: string[], windowSeconds: number): Promise<void> {
  await db
    .update(c)
    .set({
      failures: sql`case when ${windowOver} then 1 else ${c.failures} + 1 end`,
      windowEndsAt: sql`case when ${windowOver} then now() + ${interval(windowSeconds)} else ${c.windowEndsAt} end`,
    })
    .where(inArray(c.key, keys));
}

export async function giveBackGuess(db: Database, keys: string[]): Promise<void> {
  await db
    .update(c)
    .set({ failures: sql`greatest(${c.failures} - 1, 0)` })
    .where(inArray(c.key, keys));
}

export async function deleteCounters(db: Database, keys: string[]): Promise<void> {
  await db.delete(c).where(inArray(c.key, keys));
}

/** Drops counters whose window ended more than a day ago. */
export async function deleteStaleCounters(db: Database): Promise<void> {
  await db.delete(c).where(sql`${c.windowEndsAt} < now() - interval '1 day'`);
}
