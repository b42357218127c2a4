import { FILTER_PLATFORMS, platformLabel } from '../../../common/catalogue';
import { FACET_NAMES, FACETS, offeredValues, type FacetChoice, type FacetName } from '../../../common/facets';

export type FilterPlatform = (typeof FILTER_PLATFORMS)[number];
export const HOME_SORTS = ['newest', 'a-z', 'z-a', 'rating'] as const;
export type HomeSort = (typeof HOME_SORTS)[number];

/** The facets offered under 'More filters' (`home: 'more'` in common/facets.ts), in their declared order. */
type MoreFacet = { [N in FacetName]: (typeof FACETS)[N]['home'] extends 'more' ? N : never }[FacetName];
export const LIST_FILTERS = FACET_NAMES.filter((name): name is MoreFacet => FACETS[name].home === 'more');

/** Filters under 'More filters': each holds any number of values, any of which matches. */
export type HomeListFilters = { [N in MoreFacet]: Extract<FacetChoice<N>, string[]> };
export type ListFilterName = MoreFacet;

/** Every value of each list filter, in the order the page shows them and URLs list them. */
export const LIST_FILTER_VALUES = Object.fromEntries(LIST_FILTERS.map((name) => [name, offeredValues(name)])) as {
  [K in ListFilterName]: readonly HomeListFilters[K][number][];
};

/** A value's label, as its facet declares it. */
export const filterLabel = (name: FacetName, value: string): string =>
  (FACETS[name] as { labels?: Readonly<Record<string, string>> }).labels?.[value] ?? value;

/** The state of the home page, all of it in the URL so a view can be shared. */
export interface HomeQuery extends HomeListFilters {
  platform?: FilterPlatform;
  combat?: boolean;
  search?: string;
  sort?: HomeSort;
  page: number;
  all: boolean;
}

/** The filter parameters of a view as they appear in its URL (lists comma-separated). */
export function filterParams(query: Partial<HomeQuery>): [string, string][] {
  const params: [string, string][] = [];
  if (query.platform) params.push(['platform', query.platform]);
  if (query.combat !== undefined) params.push(['combat', String(query.combat)]);
  for (const name of LIST_FILTERS) {
    const chosen = query[name] ?? [];
    const ordered = (LIST_FILTER_VALUES[name] as readonly string[]).filter((value) =>
      (chosen as string[]).includes(value),
    );
    if (ordered.length > 0) params.push([name, ordered.join(',')]);
  }
  return params;
}

const RESETS_PAGE: string[] = ['platform', 'combat', 'search', 'sort', ...LIST_FILTERS];

/** The URL of the home page in a new state. Changing a filter, the search or the sort goes back to page 1. */
export function homeHref(current: HomeQuery, changes: Partial<HomeQuery> = {}): string {
  const resetsPage = RESETS_PAGE.some((key) => key in changes);
  const next: HomeQuery = { ...current, ...(resetsPage ? { page: 1 } : {}), ...changes };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  for (const [name, value] of filterParams(next)) params.set(name, value);
  if (next.sort) params.set('sort', next.sort);
  if (next.all) params.set('all', '1');
  else if (next.page > 1) params.set('page', String(next.page));
  // Commas need no escaping in a query string, and lists read better without it.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `/?${query}` : '/';
}

/**
 * The view a home page URL of ours names, read in the browser without the validation library: the
 * destination of a navigation under way, whose links `homeHref` wrote. The loader reads the URL
 * on the server (home-query.server.ts); this reading only decides which choices show as chosen,
 * and what the next choice adds to, until that view arrives.
 */
export function destinationQuery(search: string): HomeQuery {
  const params = new URLSearchParams(search);
  const platform = params.get('platform');
  const combat = params.get('combat');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const list = <K extends ListFilterName>(name: K) => {
    const given = (params.get(name) ?? '').split(',');
    return LIST_FILTER_VALUES[name].filter((value) => given.includes(value)) as HomeListFilters[K];
  };
  return {
    platform: FILTER_PLATFORMS.find((known) => known === platform),
    combat: combat === 'true' ? true : combat === 'false' ? false : undefined,
    ...(Object.fromEntries(LIST_FILTERS.map((name) => [name, list(name)])) as HomeListFilters),
    search: params.get('search')?.trim() || undefined,
    sort: HOME_SORTS.find((known) => known === sort),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    all: params.get('all') === '1',
  };
}

/** The RSS feed of a view: its filters and search, newest first whatever the page's order. */
export function feedHref(query: HomeQuery): string {
  const params = new URLSearchParams(filterParams(query));
  if (query.search) params.set('search', query.search);
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `/feed.xml?${search}` : '/feed.xml';
}

/** The URL with one value of a list filter switched on or off. */
export function toggleHref<K extends ListFilterName>(query: HomeQuery, name: K, value: HomeListFilters[K][number]) {
  const chosen = query[name] as string[];
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  return homeHref(query, { [name]: next } as Partial<HomeQuery>);
}

/** No filter at all: what 'Clear All Filters' leads to (the search and sort stay). */
export const NO_FILTERS: Partial<HomeQuery> = {
  platform: undefined,
  combat: undefined,
  ...(Object.fromEntries(LIST_FILTERS.map((name) => [name, []])) as Partial<HomeListFilters>),
};

export function activeFilterLabels(query: HomeQuery): string[] {
  const labels: string[] = [];
  if (query.platform) labels.push(platformLabel(query.platform));
  if (query.combat !== undefined) labels.push(query.combat ? 'Has Combat' : 'No Combat');
  for (const name of LIST_FILTERS) {
    for (const value of query[name]) labels.push(filterLabel(name, value));
  }
  return labels;
}

/** The view's filters as the catalogue services take them (an empty list is no filter). */
export function listFilters(query: HomeQuery) {
  const lists = Object.fromEntries(
    LIST_FILTERS.map((name) => [name, query[name].length > 0 ? query[name] : undefined]),
  ) as { [K in ListFilterName]?: HomeListFilters[K] };
  return {
    platform: query.platform ? [query.platform] : undefined,
    combat: query.combat,
    ...lists,
    search: query.search,
  };
}

/** Whether any filter under 'More filters' is on. */
export function hasListFilters(query: HomeQuery): boolean {
  return LIST_FILTERS.some((name) => query[name].length > 0);
}
