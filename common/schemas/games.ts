import { z } from 'zod';
import { FILTER_PLATFORMS, GENRES, PLATFORMS } from '../catalogue.ts';

export const PAGE_SIZE = 12;
/** The most games one list response carries when no limit is asked for. */
export const LIST_CAP = 1000;
export const SORTS = ['newest', 'a-z', 'z-a', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** Accepts `iOS` and any casing, stores lower case. */
export const platformSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(PLATFORMS, { error: 'Unknown platform' }));

const booleanString = z.enum(['true', 'false'], { error: "Must be 'true' or 'false'" }).transform((v) => v === 'true');

/** A whole number in a query string, within bounds. */
export const integerString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));

/** Query of GET /api/games; the home page parses its URL with the same schema. */
export const gameListQuerySchema = z.object({
  platform: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(FILTER_PLATFORMS, { error: 'Unknown platform' }))
    .optional(),
  combat: booleanString.optional(),
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  genre: z.enum(GENRES, { error: 'Unknown genre' }).optional(),
  /** Without a sort, a search is ordered by relevance and everything else by newest first. */
  sort: z.enum(SORTS, { error: `Sort is one of ${SORTS.join(', ')}` }).optional(),
  limit: integerString(1, 100).optional(),
  offset: integerString(0, 1_000_000).optional(),
});
export type GameListQuery = z.output<typeof gameListQuerySchema>;

export const gameSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    /** The image to show: the stored image, or the generated cover. */
    coverUrl: z.string(),
    platforms: z.array(z.string()),
    genre: z.string(),
    developer: z.string().nullable(),
    releaseYear: z.number().int().nullable(),
    rating: z.number().nullable(),
    features: z.array(z.string()),
    websiteUrl: z.string().nullable(),
    featured: z.boolean(),
    hasCombat: z.boolean(),
    review: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

export const gameIdParamsSchema = z.object({
  id: integerString(1, 2_147_483_647),
});

export const gameSlugParamsSchema = z.object({
  slug: z.string().min(1).max(200),
});
