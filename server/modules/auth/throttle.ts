import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { signInCounters } from '../../../db/schema/index.ts';

/** Guesses are counted in fixed 15-minute windows. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

export interface ThrottleKey {
  key: string;
  /** Guesses allowed per window. */
  limit: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW = sql.raw(`interval '${THROTTLE_WINDOW_SECONDS} seconds'`);

/**
 * Sign-in guess counters kept in the database, so every server process shares them. A guess is
 * taken before the password is checked: the counters of all its keys are locked (in key order, so
 * two requests never wait on each other in a circle), checked and raised in one transaction. A
 * burst of parallel guesses is therefore counted exactly like a sequence of them.
 */
export function createSignInThrottle(db: Database) {
  return {
    /** Counts one guess against every key, or none when any key has no guess left. */
    async take(keys: ThrottleKey[]): Promise<TakeResult> {
      const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const names = sorted.map((k) => k.key);
      return db.transaction(async (tx) => {
        await tx
          .insert(signInCounters)
          .values(names.map((key) => ({ key, failures: 0, windowEndsAt: sql`now() + ${WINDOW}` })))
          .onConflictDoNothing();
        const rows = await tx
          .select({
            key: signInCounters.key,
            // A window that has ended counts as empty.
            failures: sql<number>`case when ${signInCounters.windowEndsAt} <= now() then 0 else ${signInCounters.failures} end`,
            secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${signInCounters.windowEndsAt} - now())))::int`,
          })
          .from(signInCounters)
          .where(inArray(signInCounters.key, names))
          .orderBy(signInCounters.key)
          .for('update');
        const spent = rows.filter((row) => Number(row.failures) >= sorted.find((k) => k.key === row.key)!.limit);
        if (spent.length > 0) {
          return { allowed: false, retryAfterSeconds: Math.max(...spent.map((row) => Number(row.secondsLeft))) };
        }
        await tx
          .update(signInCounters)
          .set({
            failures: sql`case when ${signInCounters.windowEndsAt} <= now() then 1 else ${signInCounters.failures} + 1 end`,
            windowEndsAt: sql`case when ${signInCounters.windowEndsAt} <= now() then now() + ${WINDOW} else ${signInCounters.windowEndsAt} end`,
          })
          .where(inArray(signInCounters.key, names));
        return { allowed: true };
      });
    },

    /** Gives back a guess that turned out right, so the real user does not use up an allowance. */
    async giveBack(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(signInCounters)
        .set({ failures: sql`greatest(${signInCounters.failures} - 1, 0)` })
        .where(inArray(signInCounters.key, keys));
    },

    /** Clears keys outright (an account at an address, a trusted browser) after a success. */
    async clear(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(signInCounters).where(inArray(signInCounters.key, keys));
    },

    /** Drops counters whose window ended long ago. */
    async prune(): Promise<void> {
      await db.delete(signInCounters).where(sql`${signInCounters.windowEndsAt} < now() - interval '1 day'`);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
