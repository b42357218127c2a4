import { FILTER_PLATFORMS, GENRES, platformLabel, genreLabel, type Genre } from '../../../common/catalogue';
import {
  COZY_DIMENSIONS,
  type FailState,
  type GameLength,
  type PlayMode,
  type TimePressure,
} from '../../../common/cozy-profile';

export type FilterPlatform = (typeof FILTER_PLATFORMS)[number];
export const HOME_SORTS = ['newest', 'a-z', 'z-a', 'rating'] as const;
export type HomeSort = (typeof HOME_SORTS)[number];

/** Filters under 'More filters': each holds any number of values, any of which matches. */
export interface HomeListFilters {
  genre: Genre[];
  failState: FailState[];
  timePressure: TimePressure[];
  length: GameLength[];
  mode: PlayMode[];
}
export type ListFilterName = keyof HomeListFilters;

/** Every value of each list filter, in the order the page shows them and URLs list them. */
export const LIST_FILTER_VALUES: { [K in ListFilterName]: readonly HomeListFilters[K][number][] } = {
  genre: GENRES,
  failState: COZY_DIMENSIONS.failState.choices,
  timePressure: COZY_DIMENSIONS.timePressure.choices,
  length: COZY_DIMENSIONS.length.choices,
  mode: COZY_DIMENSIONS.playModes.choices,
};
const LIST_FILTERS = Object.keys(LIST_FILTER_VALUES) as ListFilterName[];

export const LIST_FILTER_LABELS: { [K in ListFilterName]: (value: HomeListFilters[K][number]) => string } = {
  genre: genreLabel,
  failState: (value) => COZY_DIMENSIONS.failState.labels[value],
  timePressure: (value) => COZY_DIMENSIONS.timePressure.labels[value],
  length: (value) => COZY_DIMENSIONS.length.labels[value],
  mode: (value) => COZY_DIMENSIONS.playModes.labels[value],
};

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

const RESETS_PAGE = ['platform', 'combat', 'search', 'sort', ...LIST_FILTERS];

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
  genre: [],
  failState: [],
  timePressure: [],
  length: [],
  mode: [],
};

export function activeFilterLabels(query: HomeQuery): string[] {
  const labels: string[] = [];
  if (query.platform) labels.push(platformLabel(query.platform));
  if (query.combat !== undefined) labels.push(query.combat ? 'Has Combat' : 'No Combat');
  for (const name of LIST_FILTERS) {
    const label = LIST_FILTER_LABELS[name] as (value: string) => string;
    for (const value of query[name]) labels.push(label(value));
  }
  return labels;
}

/** The view's filters as the catalogue services take them (an empty list is no filter). */
export function listFilters(query: HomeQuery) {
  const list = <T>(values: T[]) => (values.length > 0 ? values : undefined);
  return {
    platform: query.platform ? [query.platform] : undefined,
    combat: query.combat,
    genre: list(query.genre),
    failState: list(query.failState),
    timePressure: list(query.timePressure),
    length: list(query.length),
    mode: list(query.mode),
    search: query.search,
  };
}

/** Whether any filter under 'More filters' is on. */
export function hasListFilters(query: HomeQuery): boolean {
  return LIST_FILTERS.some((name) => query[name].length > 0);
}
