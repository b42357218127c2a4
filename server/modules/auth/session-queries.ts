import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';

/** Sessions, stored under the hash of their token (`sessions.ts` does the hashing). */

export interface NewSession {
  id: string;
  userId: number;
  expiresAt: Date;
  userAgent?: string;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session with this id and the whole row of its user. */
export async function selectSessionWithUser(db: Database, id: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  return row;
}

export async function touchSession(db: Database, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSessionById(db: Database, id: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
}

/** Ends every session of the user that is not ended yet. */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
