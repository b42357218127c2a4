import { z } from 'zod';
import * as fields from '../../../common/game-fields.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import { LIFE_FACT_KEYS, lifeFact, type LifeFactKey, type LifeFacts } from '../../../common/life-facts.ts';

/** The rules a shipped game keeps: the catalogue's own field rules, every fact required. */
export const shippedGameSchema = z
  .object({
    title: fields.title,
    description: fields.description,
    platforms: fields.platforms,
    genre: fields.genre('Unknown genre'),
    developer: fields.requiredDeveloper,
    releaseYear: fields.releaseYear(fields.CATALOGUE_FIRST_RELEASE_YEAR),
    /** Only a specific announced day: a month or a year alone is not a date. Its source is in listings.json. */
    releaseDate: fields.releaseDate.transform((date) => date ?? undefined),
    hasCombat: z.boolean(),
    websiteUrl: fields.webUrl('Not a valid URL').nullable(),
    features: fields.features({ required: true }),
    featured: z.boolean().optional(),
    edition: z.number().int().min(2, 'The first edition is written by leaving edition out').optional(),
  })
  .refine((game) => !game.releaseDate || fields.releaseYearOf(game) === game.releaseYear, {
    message: "The release year must be the release date's year",
    path: ['releaseYear'],
  });

const researched = <T extends z.ZodType>(value: T) =>
  z.object({ value, basis: z.string().trim().min(10, 'Say what the value rests on') });

/** A researched profile: each value one of its dimension's (or null), each with its basis. */
export const profileResearchSchema = z.object({
  failState: researched(z.enum(FAIL_STATES).nullable()),
  timePressure: researched(z.enum(TIME_PRESSURES).nullable()),
  length: researched(z.enum(LENGTHS).nullable()),
  playModes: researched(z.array(z.enum(PLAY_MODES)).refine((list) => new Set(list).size === list.length)),
});

const sourced = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    basis: z.string().trim().min(10, 'Say what the value rests on'),
    /** Where it was read: the pages, by address or title. */
    source: z.string().trim().min(5, 'Say where it was read'),
  });

const set = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values))
    .refine((list) => new Set(list).size === list.length, 'A value is listed twice')
    .nullable();

/** Researched life facts: each value one of its fact's (or null), each with its basis and sources. */
export const lifeFactsResearchSchema = z.object(
  Object.fromEntries(
    LIFE_FACT_KEYS.map((key) => {
      const { kind, choices } = lifeFact(key);
      return [key, sourced(kind === 'one' ? z.enum(choices).nullable() : set(choices))];
    }),
  ) as unknown as { [K in LifeFactKey]: ReturnType<typeof sourced<z.ZodType<LifeFacts[K]>>> },
);
