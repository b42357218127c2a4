import { FILTER_PLATFORMS, platformLabel } from '../../../common/catalogue';
import { gameListQuerySchema } from '../../../common/schemas/games';

export type FilterPlatform = (typeof FILTER_PLATFORMS)[number];
export const HOME_SORTS = ['newest', 'a-z', 'z-a', 'rating'] as const;
export type HomeSort = (typeof HOME_SORTS)[number];

/** The state of the home page, all of it in the URL so a view can be shared. */
export interface HomeQuery {
  platform?: FilterPlatform;
  combat?: boolean;
  search?: string;
  sort?: HomeSort;
  page: number;
  all: boolean;
}

const fields = gameListQuerySchema.shape;

function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: string | null,
) {
  if (value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Reads the home page state from a URL; a value that makes no sense is ignored rather than refused. */
export function parseHomeQuery(params: URLSearchParams): HomeQuery {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    platform: parsed(fields.platform, params.get('platform')),
    combat: parsed(fields.combat, params.get('combat')),
    search: parsed(fields.search, params.get('search')) || undefined,
    sort: HOME_SORTS.includes(sort as HomeSort) ? (sort as HomeSort) : undefined,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    all: params.get('all') === '1',
  };
}

/** The URL of the home page in a new state. Changing a filter, the search or the sort goes back to page 1. */
export function homeHref(current: HomeQuery, changes: Partial<HomeQuery> = {}): string {
  const resetsPage = ['platform', 'combat', 'search', 'sort'].some((key) => key in changes);
  const next: HomeQuery = { ...current, ...(resetsPage ? { page: 1 } : {}), ...changes };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.platform) params.set('platform', next.platform);
  if (next.combat !== undefined) params.set('combat', String(next.combat));
  if (next.sort) params.set('sort', next.sort);
  if (next.all) params.set('all', '1');
  else if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

export function activeFilterLabels(query: HomeQuery): string[] {
  const labels: string[] = [];
  if (query.platform) labels.push(platformLabel(query.platform));
  if (query.combat !== undefined) labels.push(query.combat ? 'Has Combat' : 'No Combat');
  return labels;
}
