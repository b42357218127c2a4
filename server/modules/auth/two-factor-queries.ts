import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { recoveryCodes, spentChallenges, users } from '../../../db/schema/index.ts';

/** The second factor's columns of an account, and its recovery codes (stored as hashes). */

export async function setPendingSecret(db: Database, userId: number, secret: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
}

/** Turns the pending secret on, unless a second factor is on already; false when it was. */
export async function enableSecret(
  db: Database,
  userId: number,
  enabled: { secret: string; step: number; at: Date },
): Promise<boolean> {
  const [updated] = await db
    .update(users)
    .set({ totpSecret: enabled.secret, totpPendingSecret: null, totpLastStep: enabled.step, totpEnabledAt: enabled.at })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return Boolean(updated);
}

/** Records the 30-second step of a used code, unless that step or a later one was used; true when recorded. */
export async function claimStep(db: Database, userId: number, step: number): Promise<boolean> {
  const [updated] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return Boolean(updated);
}

export async function clearSecret(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnabledAt: null })
    .where(eq(users.id, userId));
}

export async function deleteRecoveryCodes(db: Database, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function insertRecoveryCodes(db: Database, userId: number, codeHashes: string[]): Promise<void> {
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the unused code with this hash used, in the statement that finds it; true when there was one. */
export async function useRecoveryCodeHash(db: Database, userId: number, codeHash: string): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return left?.n ?? 0;
}

/**
 * Marks a second-factor challenge as used; false when it was used already (by this request's
 * twin, say), so each challenge signs in once. Challenges past their time go at the same moment.
 */
export async function spendChallenge(db: Database, id: string, expiresAt: Date): Promise<boolean> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, new Date()));
  const spent = await db
    .insert(spentChallenges)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: spentChallenges.id });
  return spent.length === 1;
}
