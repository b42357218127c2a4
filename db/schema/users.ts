import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; sign-in is by email. */
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'editor'] })
      .notNull()
      .default('admin'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Base32 TOTP secret once the second factor is on; null without one. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a code was accepted for: a code works once. */
    totpLastStep: integer('totp_last_step'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_username_format', sql`${t.username} ~ '^[A-Za-z0-9_-]{3,50}$'`),
    check('users_role_values', sql`${t.role} in ('admin', 'editor')`),
  ],
);

/** Server-side sessions; the cookie or bearer token holds a secret whose hash is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time recovery codes for the second factor; only a hash of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
