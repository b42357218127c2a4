import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  jsonb,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ArtCredit, ArtSource, StoredCoverRef, StoredScreenshot } from '../../common/schemas/covers.ts';
import {
  CATALOGUE_FIRST_RELEASE_YEAR,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  DEVELOPER_MAX,
  FEATURES_MAX,
  HOURS_MAX,
  PLATFORMS_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from '../../common/game-fields.ts';
import {
  createdAt,
  gameFactColumns,
  gameFeatureColumns,
  limit,
  releaseDateCheck,
  tsvector,
  updatedAt,
} from './columns.ts';
import { cozyProfileChecks, cozyProfileColumns } from './cozy-profile.ts';

/** What a game keeps of its stored cover; the renditions' names are derived from it. */
export type StoredCover = StoredCoverRef;

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ...gameFactColumns(),
    /** The stored cover (content hash, size, rendition widths); null: the generated cover. */
    cover: jsonb('cover').$type<StoredCover>(),
    /** Who chose the stored cover: an admin (upload or image URL) or the art import, which never replaces an admin's. */
    coverOrigin: text('cover_origin', { enum: ['admin', 'import'] }),
    /** Screenshots in the order shown, each a stored image like the cover. */
    screenshots: jsonb('screenshots')
      .$type<StoredScreenshot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where the imported art comes from: a Steam app id and/or official pages, each with its credit. */
    artSources: jsonb('art_sources')
      .$type<ArtSource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The credit shown under imported art ('Images: {label}'), null when nothing was imported. */
    artCredit: jsonb('art_credit').$type<ArtCredit>(),
    /** Main story in hours (one decimal), null when unknown or endless. */
    hoursToFinish: real('hours_to_finish'),
    /** Median of the game's cozy votes, null without votes. */
    rating: real('rating'),
    ...gameFeatureColumns(),
    featured: boolean('featured').notNull().default(false),
    hasCombat: boolean('has_combat').notNull().default(false),
    review: text('review'),
    ...cozyProfileColumns(),
    /** Title, developer, genre, features and description, kept in step by the service on every write. */
    searchText: text('search_text').notNull().default(''),
    /** Lower-case title, for A-Z and Z-A (an index-only scan can serve deep pages). */
    sortTitle: text('sort_title')
      .notNull()
      .generatedAlwaysAs(sql`lower("title")`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "search_text")`),
    /** The title's words alone: a search ranks games whose title holds every word first without parsing titles. */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "title")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('games_title_length', sql`char_length(${t.title}) between ${limit(TITLE_MIN)} and ${limit(TITLE_MAX)}`),
    check(
      'games_description_length',
      sql`char_length(${t.description}) between ${limit(DESCRIPTION_MIN)} and ${limit(DESCRIPTION_MAX)}`,
    ),
    check('games_genre_length', sql`char_length(${t.genre}) between 2 and 50`),
    check(
      'games_developer_length',
      sql`${t.developer} is null or char_length(${t.developer}) <= ${limit(DEVELOPER_MAX)}`,
    ),
    check('games_platforms_count', sql`cardinality(${t.platforms}) between 1 and ${limit(PLATFORMS_MAX)}`),
    check('games_features_count', sql`cardinality(${t.features}) <= ${limit(FEATURES_MAX)}`),
    check(
      'games_release_year_range',
      sql`${t.releaseYear} is null or ${t.releaseYear} between ${limit(CATALOGUE_FIRST_RELEASE_YEAR)} and 2100`,
    ),
    releaseDateCheck('games', t),
    check('games_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'games_hours_to_finish_range',
      sql`${t.hoursToFinish} is null or ${t.hoursToFinish} > 0 and ${t.hoursToFinish} <= ${limit(HOURS_MAX)}`,
    ),
    check('games_cover_origin_values', sql`${t.coverOrigin} is null or ${t.coverOrigin} in ('admin', 'import')`),
    ...cozyProfileChecks('games', t),
    index('games_platforms_idx').using('gin', t.platforms),
    index('games_fail_state_idx').on(t.failState),
    index('games_time_pressure_idx').on(t.timePressure),
    index('games_length_idx').on(t.length),
    index('games_play_modes_idx').using('gin', t.playModes),
    // Every column the facet counts and the similar-games ranking read, so both can pass over the
    // whole catalogue with an index-only scan instead of reading the wide rows.
    index('games_facets_idx').on(
      t.genre,
      t.failState,
      t.timePressure,
      t.length,
      t.hasCombat,
      t.platforms,
      t.playModes,
      t.rating,
      t.id,
    ),
    index('games_genre_idx').on(t.genre),
    // The upcoming games: only the few rows with a release date, read from today on.
    index('games_release_date_idx')
      .on(t.releaseDate, t.id)
      .where(sql`${t.releaseDate} is not null`),
    // Ascending indexes, scanned backwards for 'newest first': drizzle-kit writes DESC as
    // DESC NULLS LAST, which a plain ORDER BY … DESC cannot use. Migration 0006 makes the three
    // sort indexes cover platforms, combat and genre, so a filtered page walks the index alone.
    index('games_newest_idx').on(t.createdAt, t.id),
    index('games_sort_title_idx').on(t.sortTitle, t.id),
    index('games_rating_idx').on(t.rating.desc().nullsLast(), t.createdAt.desc().nullsLast(), t.id.desc().nullsLast()),
    index('games_featured_idx')
      .on(t.id)
      .where(sql`${t.featured}`),
    index('games_search_vector_idx').using('gin', t.searchVector),
    index('games_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // The exact-title test of the possible-duplicates lookup, so it never scans the catalogue.
    index('games_title_lower_idx').on(sql`lower(${t.title})`),
    index('games_developer_trgm_idx').using('gin', t.developer.op('gin_trgm_ops')),
  ],
);

/**
 * Every word the search text of any game holds, once: the dictionary typo-tolerant search corrects
 * a query's words against (trigram index), before the full-text index finds the games. Filled by a
 * trigger on `games` (migration 0006); words of deleted games stay, and only widen a correction.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** Slugs a game was known by before a title edit, so old links keep working. */
export const gameSlugHistory = pgTable(
  'game_slug_history',
  {
    slug: text('slug').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_slug_history_game_idx').on(t.gameId)],
);

/**
 * Numbers that go up with the statements that change `games`, bumped by triggers (migrations 0013
 * to 0016), so a process can ask in one read whether the catalogue changed since it built its
 * indexes, whoever wrote: the services, another process, or a script on the database. One row.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    /** Goes up with every change but one to ratings alone (migration 0016). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /**
     * Goes up only with the statements that change a game's words: adding or removing games, or
     * changing a title or search text (migrations 0014 and 0015). A vote or a new cover leaves it.
     */
    wordsVersion: bigint('words_version', { mode: 'number' }).notNull().default(0),
    /**
     * Goes up with a change to ratings alone, such as a vote; `rating_changes` notes which games
     * each raise changed (migration 0016).
     */
    ratingsVersion: bigint('ratings_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Which games each raise of `ratings_version` changed the rating of, written by the same trigger
 * (migration 0016), so a process renews its index from the games that changed since it was read.
 * Only the last 1,000 versions are kept; an index older than that reads every rating.
 */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    ratingsVersion: bigint('ratings_version', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
  },
  (t) => [index('rating_changes_version_idx').on(t.ratingsVersion)],
);

/**
 * The edition of the shipped catalogue this database has been given (one row; none yet: the first
 * edition). Each start adds the shipped games of later editions, then records the edition, so a new
 * shipped game reaches an existing catalogue once, and one an admin removed is not brought back.
 */
export const shippedCatalogueEdition = pgTable(
  'shipped_catalogue_edition',
  {
    id: integer('id').primaryKey().default(1),
    edition: integer('edition').notNull(),
  },
  (t) => [check('shipped_catalogue_edition_one_row', sql`${t.id} = 1`)],
);
