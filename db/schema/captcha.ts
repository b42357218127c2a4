import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Captcha challenges: the answer stays here and only its picture goes out. A challenge is used up
 * by the write it guards, and refuses every answer once it has expired or has had too many wrong ones.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    /** Calls to the live check endpoint. */
    checks: smallint('checks').notNull().default(0),
    /** Wrong answers, from checks and from writes. */
    failures: smallint('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('captcha_challenges_counts', sql`${t.checks} >= 0 and ${t.failures} >= 0`),
    index('captcha_challenges_expires_idx').on(t.expiresAt),
  ],
);
