import type { Database } from '../../../db/client.ts';
import {
  countGuess,
  deleteCounters,
  deleteStaleCounters,
  giveBackGuess,
  insertMissingCounters,
  lockCounters,
} from './throttle-queries.ts';

/** Guesses are counted in fixed 15-minute windows. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

export interface ThrottleKey {
  key: string;
  /** Guesses allowed per window. */
  limit: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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
        await insertMissingCounters(tx, names, THROTTLE_WINDOW_SECONDS);
        const rows = await lockCounters(tx, names);
        const spent = rows.filter((row) => Number(row.failures) >= sorted.find((k) => k.key === row.key)!.limit);
        if (spent.length > 0) {
          return { allowed: false, retryAfterSeconds: Math.max(...spent.map((row) => Number(row.secondsLeft))) };
        }
        await countGuess(tx, names, THROTTLE_WINDOW_SECONDS);
        return { allowed: true };
      });
    },

    /** Gives back a guess that turned out right, so the real user does not use up an allowance. */
    async giveBack(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await giveBackGuess(db, keys);
    },

    /** Clears keys outright (an account at an address, a trusted browser) after a success. */
    async clear(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await deleteCounters(db, keys);
    },

    /** Drops counters whose window ended long ago. */
    async prune(): Promise<void> {
      await deleteStaleCounters(db);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
