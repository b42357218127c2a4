import { sql, type AnyColumn } from 'drizzle-orm';
import { check, customType, date, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoreLink } from '../../common/stores.ts';

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Binary data; PostgreSQL and PGlite both hand it back as bytes. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A number from common/game-fields.ts written into a check, so the database keeps the same rule. */
export const limit = (value: number) => sql.raw(String(value));

/** The facts a game and a submitted game both hold, under the same column names. */
export const gameFactColumns = () => ({
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url'),
  platforms: text('platforms').array().notNull(),
  genre: text('genre').notNull(),
  developer: text('developer'),
  releaseYear: integer('release_year'),
  /** The release day (`YYYY-MM-DD`) when known; its year is the release year. */
  releaseDate: date('release_date', { mode: 'string' }),
});

/** A release date's year is the release year, in both tables holding the facts of a game. */
export const releaseDateCheck = (table: string, t: { releaseYear: AnyColumn; releaseDate: AnyColumn }) =>
  check(
    `${table}_release_date_year`,
    sql`${t.releaseDate} is null or ${t.releaseYear} = extract(year from ${t.releaseDate})::int`,
  );

export const gameFeatureColumns = () => ({
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  websiteUrl: text('website_url'),
  /** Where to get it: at most one page per store, each on that store's own domain (common/stores.ts). */
  stores: jsonb('stores')
    .$type<StoreLink[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});
