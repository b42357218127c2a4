import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Sign-in guesses counted per key (an address, an account at an address, an account from unknown
 * browsers, a trusted browser, a second-factor step) in fixed windows. A guess is counted before
 * the password is checked, under a row lock, so parallel guesses get no more tries than a sequence.
 */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_counters_window_idx').on(t.windowEndsAt)],
);

/** Who did what, when, in the admin area. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Emails waiting to go out; written in the same transaction as the change they announce. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.nextAttemptAt)],
);

/**
 * Second-factor challenges already used to sign in: a challenge completes one sign-in, never a
 * second with the next code. Rows outlive their challenge by nothing; expired ones are pruned.
 */
export const spentChallenges = pgTable('spent_challenges', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
