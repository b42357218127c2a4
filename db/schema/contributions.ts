import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { FEATURES_MAX, REVIEW_NOTES_MAX } from '../../common/game-fields.ts';
import { createdAt, gameFactColumns, gameFeatureColumns, limit, releaseDateCheck, updatedAt } from './columns.ts';
import { cozyProfileChecks, cozyProfileColumns } from './cozy-profile.ts';
import { games } from './games.ts';
import { users } from './users.ts';

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    ...gameFactColumns(),
    ...gameFeatureColumns(),
    submitterEmail: text('submitter_email'),
    ...cozyProfileColumns(),
    hasCombat: boolean('has_combat').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewNotes: text('review_notes'),
    /** The catalogue entry made when the submission was approved. */
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('submissions_status_values', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('submissions_review_notes_length', sql`char_length(${t.reviewNotes}) <= ${limit(REVIEW_NOTES_MAX)}`),
    check('submissions_features_count', sql`cardinality(${t.features}) <= ${limit(FEATURES_MAX)}`),
    releaseDateCheck('submissions', t),
    ...cozyProfileChecks('submissions', t),
    // Ascending, scanned backwards for 'newest first' (created_at desc, id desc): a page of a queue
    // walks only its own rows, whatever the number of submissions.
    index('submissions_status_newest_idx').on(t.status, t.createdAt, t.id),
    index('submissions_newest_idx').on(t.createdAt, t.id),
  ],
);

export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    gameTitle: text('game_title').notNull(),
    reportType: text('report_type', {
      enum: ['incorrect-info', 'missing-info', 'broken-link', 'other'],
    }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['unreviewed', 'resolved', 'dismissed'] })
      .notNull()
      .default('unreviewed'),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'error_reports_type_values',
      sql`${t.reportType} in ('incorrect-info', 'missing-info', 'broken-link', 'other')`,
    ),
    check('error_reports_status_values', sql`${t.status} in ('unreviewed', 'resolved', 'dismissed')`),
    index('error_reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_handled_idx').on(t.handled, t.createdAt.desc())],
);

export const cozyRatings = pgTable(
  'cozy_ratings',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** The browser-derived identifier the client sends (changes daily). */
    voterFingerprint: text('voter_fingerprint').notNull(),
    /** The long-lived identifier kept in an HttpOnly cookie. */
    voterId: text('voter_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cozy_ratings_rating_range', sql`${t.rating} between 1 and 5`),
    unique('cozy_ratings_one_vote_per_fingerprint').on(t.gameId, t.voterFingerprint),
    unique('cozy_ratings_one_vote_per_voter').on(t.gameId, t.voterId),
  ],
);
