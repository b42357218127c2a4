import { gameListQuerySchema } from '../../../common/schemas/games';
import { findTextProblem } from '../../../common/schemas/input-hygiene';
import {
  HOME_SORTS,
  LIST_FILTER_VALUES,
  LIST_FILTERS,
  type HomeListFilters,
  type HomeQuery,
  type HomeSort,
} from './home-query';

// Reading a URL needs the list-query schema, which the browser never does: the loader reads it on
// the server, and the page's script ships without the validation library.

const fields = gameListQuerySchema.shape;

function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: string | null,
) {
  if (value === null || findTextProblem(value)) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** A comma-separated list from the URL: known values kept in their usual order, the rest ignored. */
function listOf<T extends string>(values: readonly T[], raw: string | null): T[] {
  if (!raw) return [];
  const given = new Set(raw.split(',').map((value) => value.trim().toLowerCase()));
  return values.filter((value) => given.has(value));
}

/** Reads the home page state from a URL; a value that makes no sense is ignored rather than refused. */
export function parseHomeQuery(params: URLSearchParams): HomeQuery {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    platform: parsed(fields.platform, params.get('platform'))?.[0],
    combat: parsed(fields.combat, params.get('combat')),
    ...(Object.fromEntries(
      LIST_FILTERS.map((name) => [name, listOf(LIST_FILTER_VALUES[name], params.get(name))]),
    ) as HomeListFilters),
    search: parsed(fields.search, params.get('search')) || undefined,
    sort: HOME_SORTS.includes(sort as HomeSort) ? (sort as HomeSort) : undefined,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    all: params.get('all') === '1',
  };
}
