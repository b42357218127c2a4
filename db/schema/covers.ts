import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

/**
 * The renditions of uploaded and fetched covers, when the database is the cover store: one row per
 * file, keyed by its name (`<content hash>-<width>.<format>`), so every instance serves the same bytes.
 */
export const coverRenditions = pgTable('cover_renditions', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
