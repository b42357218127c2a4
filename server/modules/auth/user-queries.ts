import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** Accounts: whole rows, which only the auth module reads (`toUser` picks what leaves it). */

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  role: 'admin' | 'editor';
}

export async function selectUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function selectUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function selectUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

/** The usernames matching `prefix%` (LIKE), from which a free one is chosen. */
export async function selectUsernamesLike(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} like ${`${prefix}%`}`);
  return rows.map((r) => r.username);
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

type UserChanges = Partial<Pick<UserRow, 'disabled' | 'passwordHash' | 'lastLoginAt'>>;

export async function updateUser(db: Database, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}
