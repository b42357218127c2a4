import { z } from 'zod';
import { idParamsSchema, integerString } from './input-hygiene.ts';
import { artCreditSchema, coverImageSchema, screenshotSchema } from './covers.ts';
import { storeLinkSchema } from '../stores.ts';
import {
  FACET_NAMES,
  FACETS,
  offeredValues,
  type FacetChoice,
  type FacetDeclaration,
  type FacetName,
} from '../facets.ts';
import * as fields from '../game-fields.ts';

export { PAGE_SIZE } from '../catalogue.ts';
/** The most games one list response carries when no limit is asked for. */
export const LIST_CAP = 1000;
export const SORTS = ['newest', 'a-z', 'z-a', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** Accepts `iOS` and any casing, stores lower case. */
export const platformSchema = fields.platform;

/**
 * A filter that takes one value or a comma-separated list (any of them matches); repeating the
 * parameter works too. Values are matched without regard to case.
 */
function oneOrMore<T extends string>(values: readonly T[], name: string, description: string) {
  const known = new Set<string>(values);
  return z
    .preprocess(
      (input) => (Array.isArray(input) ? input.join(',') : input),
      z.string().transform((list, ctx) => {
        const chosen = list.split(',').map((value) => value.trim().toLowerCase());
        const unknown = chosen.filter((value) => !known.has(value));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown ${name} '${unknown[0]}': use one or more of ${values.join(', ')}, separated by commas`,
          });
          return z.NEVER;
        }
        return [...new Set(chosen)] as T[];
      }),
    )
    .optional()
    .meta({ description: `${description} One value or a comma-separated list of: ${values.join(', ')}.` });
}

const booleanString = z.enum(['true', 'false'], { error: "Must be 'true' or 'false'" }).transform((v) => v === 'true');

/** Each facet's query parameter, as its declaration says (`common/facets.ts`). */
const facetParameters = Object.fromEntries(
  FACET_NAMES.map((name) => {
    const facet: FacetDeclaration = FACETS[name];
    const parameter =
      facet.kind === 'flag'
        ? booleanString.optional()
        : oneOrMore(offeredValues(name), facet.noun, facet.description ?? facet.hint ?? '');
    return [name, parameter];
  }),
) as unknown as { [N in FacetName]: z.ZodOptional<z.ZodType<FacetChoice<N>, unknown>> };

/** Query of GET /api/games; the home page parses its URL with the same schema. */
export const gameListQuerySchema = z.object({
  ...facetParameters,
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
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
    /** The image to show: a rendition of the stored cover, or the generated cover. */
    coverUrl: z.string(),
    /** The stored cover's renditions; null while the game shows its generated cover. */
    cover: coverImageSchema.nullable(),
    platforms: z.array(z.string()),
    genre: z.string(),
    developer: z.string().nullable(),
    releaseYear: z.number().int().nullable(),
    releaseDate: z.iso.date().nullable().meta({
      description:
        'The release day (YYYY-MM-DD) when known, null when only the year is; a game whose date is after today (UTC) is upcoming. Its year is releaseYear',
    }),
    rating: z.number().nullable(),
    features: z.array(z.string()),
    websiteUrl: z.string().nullable(),
    featured: z.boolean(),
    hasCombat: z.boolean(),
    ...fields.cozyProfileOutputFields,
    review: z.string().nullable(),
    /** Where to get it: store pages, each on its store's own domain. */
    stores: z.array(storeLinkSchema),
    hoursToFinish: z.number().nullable().meta({
      description:
        "Hours to finish the main story (HowLongToBeat's figure where it has one); null when unknown or endless",
    }),
    screenshots: z.array(screenshotSchema).meta({ description: 'Screenshots in the order shown, each as renditions' }),
    artCredit: artCreditSchema.nullable(),
    createdAt: z.string(),
    publishedAt: z.string().meta({
      description:
        "When the game entered the catalogue (its approval, or its creation by an admin or the shipped catalogue); the order of 'Newest First'",
    }),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

export const gameIdParamsSchema = idParamsSchema;

export const gameSlugParamsSchema = z.object({
  slug: z.string().min(1).max(200),
});

/** Query of GET /api/games/facets: the list's filters and search, without order or paging. */
export const gameFacetsQuerySchema = gameListQuerySchema.omit({ sort: true, limit: true, offset: true });
export type GameFacetsQuery = z.output<typeof gameFacetsQuerySchema>;

/** The keys of one facet's counts: its offered values (a flag's as 'true' and 'false'). */
type FacetCountKey<N extends FacetName> = FacetChoice<N> extends (infer V)[] ? V & string : 'true' | 'false';

const countsFor = <T extends string>(values: readonly T[], description: string) =>
  z.object(Object.fromEntries(values.map((value) => [value, z.number().int()])) as Record<T, z.ZodNumber>).meta({
    description,
  });

const disjunctive = (filter: string) =>
  `For each value, how many games would match with that ${filter} chosen and every other filter kept (this filter's own choice set aside).`;

export const gameFacetsSchema = z
  .object({
    total: z.number().int().meta({ description: 'How many games match every filter' }),
    ...(Object.fromEntries(
      FACET_NAMES.map((name) => [name, countsFor(offeredValues(name), disjunctive(FACETS[name].noun))]),
    ) as { [N in FacetName]: z.ZodObject<Record<FacetCountKey<N>, z.ZodNumber>> }),
  })
  .meta({ id: 'GameFacets' });
export type GameFacets = z.infer<typeof gameFacetsSchema>;

/** The facets as the services give them: also how many games match with no platform chosen. */
export type GameFacetCounts = GameFacets & { anyPlatform: number };
