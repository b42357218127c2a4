import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { captchaChallenges } from '../../../db/schema/index.ts';

export interface ChallengeLimits {
  ttlMinutes: number;
  maxChecks: number;
  maxFailures: number;
}

const c = captchaChallenges;
const live = (id: string, limits: ChallengeLimits) =>
  and(eq(c.id, id), isNull(c.usedAt), gt(c.expiresAt, sql`now()`), lt(c.failures, limits.maxFailures));

export async function insertChallenge(db: Database, id: string, answer: string, limits: ChallengeLimits) {
  await db.insert(c).values({
    id,
    answer,
    // The database's clock decides expiry, here and in every check.
    expiresAt: sql`now() + make_interval(mins => ${limits.ttlMinutes})`,
  });
}

/** Drops challenges that expired more than an hour ago; they can only ever fail. */
export async function deleteStaleChallenges(db: Database) {
  await db.delete(c).where(lt(c.expiresAt, sql`now() - interval '1 hour'`));
}

/** One live check: counts the call (and a wrong answer) and tells whether the answer is right. */
export async function checkChallenge(db: Database, id: string, answer: string, limits: ChallengeLimits) {
  const matches = sql<boolean>`${c.answer} = ${answer}`;
  const [row] = await db
    .update(c)
    .set({
      checks: sql`${c.checks} + 1`,
      failures: sql`${c.failures} + (case when ${matches} then 0 else 1 end)`,
    })
    .where(and(live(id, limits), lt(c.checks, limits.maxChecks)))
    .returning({ ok: matches });
  return row?.ok === true;
}

/** Uses the challenge up if the answer is right and it is still live; one winner under races. */
export async function consumeChallenge(db: Database, id: string, answer: string, limits: ChallengeLimits) {
  const rows = await db
    .update(c)
    .set({ usedAt: sql`now()` })
    .where(and(live(id, limits), eq(c.answer, answer)))
    .returning({ id: c.id });
  return rows.length === 1;
}

export async function recordFailure(db: Database, id: string) {
  await db
    .update(c)
    .set({ failures: sql`${c.failures} + 1` })
    .where(and(eq(c.id, id), isNull(c.usedAt)));
}
