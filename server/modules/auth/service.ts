import type { Database } from '../../../db/client.ts';
import type { User } from '../../../common/schemas/auth.ts';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../../common/http-errors.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { revokeUserSessions } from './session-queries.ts';
import { createSession, findSession, revokeSession } from './sessions.ts';
import { createSignInThrottle, type ThrottleKey } from './throttle.ts';
import { InvalidCodeError, type TwoFactorService } from './two-factor.ts';
import { spendChallenge } from './two-factor-queries.ts';
import { updateUser } from './user-queries.ts';
import { toUser, type UserRow, type UsersService } from './users.ts';

/** Guesses allowed per 15-minute window (see docs/decisions/027-sign-in-throttling.md). */
export const SIGN_IN_LIMITS = {
  /** One account from one address. */
  accountAtAddress: 5,
  /** One address, whatever accounts it tries. */
  address: 20,
  /** One account from every browser it has not signed in from before, together. */
  accountFromUnknownBrowsers: 50,
  /** A browser the account signed in from before (its device cookie). */
  trustedBrowser: 5,
  /** Second-factor codes for one account. */
  secondFactor: 5,
} as const;

export class TooManySignInsError extends TooManyRequestsError {
  static override readonly kind: string = 'too-many-sign-ins';
  constructor(retryAfterSeconds: number) {
    super('Too many failed sign-in attempts. Please wait a few minutes and try again.', retryAfterSeconds);
  }
}

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
}

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** The account and id named by a valid device cookie, if the browser sent one. */
  device?: { userId: number; id: string };
}

export type SignInResult =
  { kind: 'signed-in'; signedIn: SignedIn } | { kind: 'second-factor'; userId: number; trustedDevice: boolean };

export function createAuthService(db: Database, usersService: UsersService, twoFactor: TwoFactorService) {
  const throttle = createSignInThrottle(db);

  async function take(keys: ThrottleKey[]) {
    const result = await throttle.take(keys);
    if (!result.allowed) throw new TooManySignInsError(result.retryAfterSeconds);
  }

  async function startSession(user: UserRow, userAgent?: string): Promise<SignedIn> {
    const updated = await updateUser(db, user.id, { lastLoginAt: new Date() });
    const session = await createSession(db, user.id, userAgent);
    return { user: toUser(updated!), ...session };
  }

  return {
    /**
     * Checks the password. A browser holding this account's device cookie is counted on its own;
     * any other is counted per address, per account at that address, and per account over all
     * unknown browsers. The guess is counted before the password is checked, and handed back when
     * it was right.
     */
    async signIn(input: SignInInput): Promise<SignInResult> {
      const email = input.email.trim().toLowerCase();
      const user = await usersService.findByEmail(email);
      const trusted = Boolean(user && input.device && input.device.userId === user.id);
      const keys: ThrottleKey[] = trusted
        ? [{ key: `device:${input.device!.id}`, limit: SIGN_IN_LIMITS.trustedBrowser }]
        : [
            { key: `address:${input.ip}`, limit: SIGN_IN_LIMITS.address },
            { key: `account-address:${email}|${input.ip}`, limit: SIGN_IN_LIMITS.accountAtAddress },
            { key: `account-unknown-browsers:${email}`, limit: SIGN_IN_LIMITS.accountFromUnknownBrowsers },
          ];
      await take(keys);

      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !valid) throw new UnauthorizedError('Invalid email or password.', 'invalid-credential');
      if (needsRehash(user.passwordHash)) {
        await updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
      }

      if (trusted) await throttle.clear([keys[0]!.key]);
      else {
        await throttle.clear([keys[1]!.key]);
        await throttle.giveBack([keys[0]!.key, keys[2]!.key]);
      }
      await throttle.prune();

      if (user.disabled) {
        await revokeUserSessions(db, user.id);
        throw new ForbiddenError('This account has been disabled.', 'user-disabled');
      }
      if (user.totpSecret) return { kind: 'second-factor', userId: user.id, trustedDevice: trusted };
      return { kind: 'signed-in', signedIn: await startSession(user, input.userAgent) };
    },

    /** The second step: a code from the authenticator app or a recovery code, throttled like passwords. */
    async completeSecondFactor(input: {
      userId: number;
      /** The signed ticket from the password step; it completes one sign-in only. */
      challenge: { id: string; expiresAt: Date };
      code: string;
      /** Whose guesses these are: a trusted browser's own, or those of every other browser. */
      scope: string;
      ip: string;
      userAgent?: string;
    }): Promise<SignedIn> {
      const keys: ThrottleKey[] = [
        { key: `address:${input.ip}`, limit: SIGN_IN_LIMITS.address },
        { key: `second-factor:${input.userId}|${input.scope}`, limit: SIGN_IN_LIMITS.secondFactor },
      ];
      await take(keys);
      if (!(await twoFactor.verify(input.userId, input.code))) throw new InvalidCodeError();
      if (!(await spendChallenge(db, input.challenge.id, input.challenge.expiresAt))) {
        throw new UnauthorizedError('This sign-in has expired. Please enter your password again.', 'challenge-expired');
      }
      await throttle.giveBack([keys[0]!.key]);
      await throttle.clear([keys[1]!.key]);
      const user = await usersService.findById(input.userId);
      if (!user || user.disabled) throw new ForbiddenError('This account has been disabled.', 'user-disabled');
      return startSession(user, input.userAgent);
    },

    /** Checks a current code for a signed-in user (turning the second factor off), throttled the same way. */
    async checkSecondFactor(userId: number, code: string, ip: string): Promise<boolean> {
      const key = `second-factor:${userId}|signed-in`;
      await take([
        { key: `address:${ip}`, limit: SIGN_IN_LIMITS.address },
        { key, limit: SIGN_IN_LIMITS.secondFactor },
      ]);
      const ok = await twoFactor.verify(userId, code);
      if (ok) await throttle.clear([key]);
      return ok;
    },

    /** The signed-in user behind a token; a disabled user's sessions end here. */
    async authenticate(
      token: string,
    ): Promise<{ user: User; sessionId: string } | { problem: 'user-disabled' } | undefined> {
      const found = await findSession(db, token);
      if (!found) return undefined;
      if (found.user.disabled) {
        if (!found.revoked) await revokeUserSessions(db, found.user.id);
        return { problem: 'user-disabled' };
      }
      // Ended (signed out, disabled and enabled again, a new password): never valid again.
      if (found.revoked) return undefined;
      return { user: toUser(found.user), sessionId: found.id };
    },

    signOut: (token: string) => revokeSession(db, token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
