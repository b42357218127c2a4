import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { signInAttempts, users } from '../../../db/schema/index.ts';
import type { User } from '../../../common/schemas/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { decoyHash, verifyPassword } from './password.ts';
import { createSession, findSession, revokeSession, revokeUserSessions } from './sessions.ts';
import { toUser, type UsersService } from './users.ts';

/** Failed sign-ins allowed in the window, per account and per client address. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

export class TooManySignInsError extends HttpError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'Too many failed sign-in attempts. Please wait a few minutes and try again.', 'too-many-requests');
  }
}

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
}

export function createAuthService(db: Database, usersService: UsersService) {
  async function recentFailures(column: 'email' | 'ip', value: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(signInAttempts)
      .where(
        and(
          eq(column === 'email' ? signInAttempts.email : signInAttempts.ip, value),
          eq(signInAttempts.succeeded, false),
          gt(signInAttempts.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  return {
    async signIn(input: { email: string; password: string; ip: string; userAgent?: string }): Promise<SignedIn> {
      const email = input.email.trim().toLowerCase();
      const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
      const [byAccount, byClient] = await Promise.all([
        recentFailures('email', email, since),
        recentFailures('ip', input.ip, since),
      ]);
      if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byClient >= MAX_FAILURES_PER_CLIENT) {
        throw new TooManySignInsError(THROTTLE_WINDOW_MS / 1000);
      }

      const user = await usersService.findByEmail(email);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
      await db.insert(signInAttempts).values({ email, ip: input.ip, succeeded: Boolean(user && valid) });
      // Old attempts are of no use to the throttle.
      await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
      if (!user || !valid) throw new HttpError(401, 'Invalid email or password.', 'invalid-credential');
      if (user.disabled) {
        await revokeUserSessions(db, user.id);
        throw new HttpError(403, 'This account has been disabled.', 'user-disabled');
      }

      const [updated] = await db
        .update(users)
        .set({ lastLoginAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      const session = await createSession(db, user.id, input.userAgent);
      return { user: toUser(updated!), ...session };
    },

    /** The signed-in user behind a token; a disabled user's sessions end here. */
    async authenticate(token: string): Promise<{ user: User } | { problem: 'user-disabled' } | undefined> {
      const found = await findSession(db, token);
      if (!found) return undefined;
      if (found.user.disabled) {
        await revokeUserSessions(db, found.user.id);
        return { problem: 'user-disabled' };
      }
      return { user: toUser(found.user) };
    },

    signOut: (token: string) => revokeSession(db, token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
