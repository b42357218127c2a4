import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { insertSession, revokeSessionById, selectSessionWithUser, touchSession } from './session-queries.ts';

/** A session ends after 12 hours unused, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

/** Only a hash of the token is stored, so a leaked table opens no session. */
const sessionId = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Database, userId: number, userAgent?: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await insertSession(db, { id: sessionId(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

/**
 * The session behind a token and its user, or undefined when it is unknown or expired. A revoked
 * session is answered as such (`revoked`), so its owner can be told why it ended.
 */
export async function findSession(db: Database, token: string, now = new Date()) {
  const id = sessionId(token);
  const row = await selectSessionWithUser(db, id);
  if (!row) return undefined;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince > SESSION_IDLE_MS) return undefined;
  if (row.session.revokedAt) return { id, user: row.user, revoked: true };
  if (idleSince > TOUCH_EVERY_MS) await touchSession(db, id, now);
  return { id, user: row.user, revoked: false };
}

export async function revokeSession(db: Database, token: string) {
  await revokeSessionById(db, sessionId(token));
}
