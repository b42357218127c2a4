import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { games } from '../../../db/schema/index.ts';

/**
 * What a catalogue view is narrowed to. Every list filter holds one or more values, any of which
 * matches; different filters combine with AND.
 */
export interface GameFilter {
  platform?: string[];
  combat?: boolean;
  genre?: string[];
  failState?: string[];
  timePressure?: string[];
  length?: string[];
  mode?: string[];
  /** A search as a full-text query, already corrected against the dictionary (`correctSearch`). */
  search?: string;
}

/** The filters that have facet counts (everything but the search). */
export const FACETS = ['platform', 'combat', 'genre', 'failState', 'timePressure', 'length', 'mode'] as const;
export type FacetName = (typeof FACETS)[number];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The condition of one filter, or nothing when it is not set. */
export function conditionOf(filter: GameFilter, name: FacetName): SQL | undefined {
  switch (name) {
    case 'platform':
      return filter.platform?.length ? sql`${games.platforms} && ${textArray(filter.platform)}` : undefined;
    case 'combat':
      return filter.combat === undefined ? undefined : eq(games.hasCombat, filter.combat);
    case 'genre':
      return filter.genre?.length ? inArray(games.genre, filter.genre) : undefined;
    case 'failState':
      return filter.failState?.length ? inArray(games.failState, filter.failState as never[]) : undefined;
    case 'timePressure':
      return filter.timePressure?.length ? inArray(games.timePressure, filter.timePressure as never[]) : undefined;
    case 'length':
      return filter.length?.length ? inArray(games.length, filter.length as never[]) : undefined;
    case 'mode':
      return filter.mode?.length ? sql`${games.playModes} && ${textArray(filter.mode)}` : undefined;
  }
}

/**
 * The conditions of every set filter but the search, leaving out `except` (a facet counts its
 * values as if its own filter were off).
 */
export function filterConditions(filter: GameFilter, except?: FacetName): SQL[] {
  return FACETS.filter((name) => name !== except).flatMap((name) => conditionOf(filter, name) ?? []);
}

/** Whether the kept per-platform, genre and combat counts can answer a total for this filter. */
export function countableFromFacetTable(filter: GameFilter): boolean {
  return (
    filter.search === undefined &&
    (filter.platform?.length ?? 0) <= 1 &&
    !filter.failState?.length &&
    !filter.timePressure?.length &&
    !filter.length?.length &&
    !filter.mode?.length
  );
}
