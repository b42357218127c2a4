import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';

/** A session ends after 12 hours unused, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

/** Only a hash of the token is stored, so a leaked table opens no session. */
const sessionId = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Database, userId: number, userAgent?: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({ id: sessionId(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

export type SessionUser = typeof users.$inferSelect;

/**
 * The session behind a token and its user, or undefined when it is unknown or expired. A revoked
 * session is answered as such (`revoked`), so its owner can be told why it ended.
 */
export async function findSession(db: Database, token: string, now = new Date()) {
  const id = sessionId(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return undefined;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince > SESSION_IDLE_MS) return undefined;
  if (row.session.revokedAt) return { id, user: row.user, revoked: true };
  if (idleSince > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id, user: row.user, revoked: false };
}

export async function revokeSession(db: Database, token: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId(token)));
}

export async function revokeUserSessions(db: Database, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
