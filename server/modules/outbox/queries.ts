import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';

/** Emails waiting to go out, each row claimed by one sender at a time. */

export type NewOutboxEmail = Pick<typeof outbox.$inferInsert, 'kind' | 'recipient' | 'subject' | 'body'>;

export async function insertEmail(db: Database, email: NewOutboxEmail): Promise<void> {
  await db.insert(outbox).values(email);
}

/**
 * Claims the oldest unsent email that is due and has attempts left, in one statement: `for update
 * skip locked` keeps two processes from claiming the same row. Its next attempt moves to the end of
 * the lease and the attempt is counted. `now` stands in for the database's clock (tests).
 */
export async function claimDueEmail(db: Database, claim: { maxAttempts: number; leaseMs: number; now?: Date }) {
  const { maxAttempts, leaseMs, now } = claim;
  const due = now ? lte(outbox.nextAttemptAt, now) : lte(outbox.nextAttemptAt, sql`now()`);
  const claimable = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), due, sql`${outbox.attempts} < ${maxAttempts}`))
    .orderBy(asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: now ? new Date(now.getTime() + leaseMs) : sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(outbox.id, claimable))
    .returning();
  return row;
}

export async function recordFailedAttempt(
  db: Database,
  id: number,
  failure: { lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db.update(outbox).set(failure).where(eq(outbox.id, id));
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, id));
}
