import type { Database } from '../../../db/client.ts';
import type { User } from '../../../common/schemas/auth.ts';
import { DEFAULT_PASSWORD_POLICY, passwordProblems, type PasswordPolicy } from '../../../common/password-policy.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './session-queries.ts';
import { createTwoFactorService } from './two-factor.ts';
import {
  insertUser,
  selectUserByEmail,
  selectUserById,
  selectUsernamesLike,
  selectUsers,
  updateUser,
  type UserRow,
} from './user-queries.ts';

export type { UserRow } from './user-queries.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    twoFactorEnabled: row.totpSecret !== null,
  };
}

/** `Ada.Lovelace+x@example.com` → `Ada_Lovelace-x`, made unique with a number when taken. */
async function freeUsername(db: Database, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'admin')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 40)
    .padEnd(3, '_');
  const taken = new Set(await selectUsernamesLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export class PasswordPolicyError extends BadRequestError {
  static override readonly kind: string = 'weak-password';
  constructor(public readonly problems: string[]) {
    super(problems.join(' '), 'weak-password');
  }
}

export function createUsersService(db: Database, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  const twoFactor = createTwoFactorService(db);
  const checkPassword = (password: string) => {
    const problems = passwordProblems(password, policy);
    if (problems.length > 0) throw new PasswordPolicyError(problems);
  };

  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return selectUserByEmail(db, email.trim().toLowerCase());
    },

    async findById(id: number): Promise<UserRow | undefined> {
      return selectUserById(db, id);
    },

    async list(): Promise<User[]> {
      return (await selectUsers(db)).map(toUser);
    },

    async create(input: { email: string; password: string; role?: 'admin' | 'editor' }): Promise<User> {
      checkPassword(input.password);
      const email = input.email.trim().toLowerCase();
      if (await this.findByEmail(email)) throw new ConflictError(`A user with the email ${email} exists already`);
      const row = await insertUser(db, {
        email,
        username: await freeUsername(db, email),
        passwordHash: await hashPassword(input.password),
        role: input.role ?? 'admin',
      });
      return toUser(row);
    },

    /** Creates the configured admin at start unless a user with that email exists (or comes to). */
    async ensureAdmin(admin: { email: string; password: string }): Promise<boolean> {
      if (await this.findByEmail(admin.email)) return false;
      try {
        await this.create({ ...admin, role: 'admin' });
        return true;
      } catch (error) {
        // Another server process starting at the same time created it first.
        if (await this.findByEmail(admin.email)) return false;
        throw error;
      }
    },

    async setDisabled(email: string, disabled: boolean): Promise<User> {
      const row = await this.findByEmail(email);
      if (!row) throw new NotFoundError(`No user with the email ${email}`);
      const updated = await updateUser(db, row.id, { disabled });
      // Disabling ends every session at once, whoever disables (the API or the shell): enabling
      // again never brings an old token back.
      if (disabled) await revokeUserSessions(db, row.id);
      return toUser(updated!);
    },

    /** Turns the second factor off (a lost phone and lost recovery codes); the user's sessions end. */
    async resetTwoFactor(email: string): Promise<User> {
      const row = await this.findByEmail(email);
      if (!row) throw new NotFoundError(`No user with the email ${email}`);
      await twoFactor.turnOff(row.id);
      await revokeUserSessions(db, row.id);
      return toUser((await this.findById(row.id))!);
    },

    /** A new password ends every session the user had. */
    async resetPassword(email: string, password: string): Promise<User> {
      checkPassword(password);
      const row = await this.findByEmail(email);
      if (!row) throw new NotFoundError(`No user with the email ${email}`);
      const updated = await updateUser(db, row.id, { passwordHash: await hashPassword(password) });
      await revokeUserSessions(db, row.id);
      return toUser(updated!);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
