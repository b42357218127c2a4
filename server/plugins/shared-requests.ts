import type { FastifyRequest } from 'fastify';
import { gameFacetsQuerySchema, gameListQuerySchema } from '../../common/schemas/games.ts';
import { SESSION_COOKIE } from './auth.ts';

/** Which requests the response cache may answer from one shared copy, and how they are marked. */

/** The list filters, search and sort, as `/api/games` takes them. */
const LIST_PARAMS = Object.keys(gameListQuerySchema.shape);
/** What the home page reads of its URL (home-query.server.ts): the list's filters, its page, and 'all'. */
const HOME_PARAMS = [...LIST_PARAMS.filter((name) => name !== 'limit' && name !== 'offset'), 'page', 'all'];
/** What a feed of a view reads of its URL (feed-query.server.ts): the list's filters and search. */
const FEED_PARAMS = Object.keys(gameFacetsQuerySchema.shape);

/**
 * What anonymous visitors may share, and the query parameters each answer depends on: any other
 * parameter neither changes the answer nor makes a cache entry of its own. A page's `.data` twin
 * also reads `_routes` (React Router's choice of loaders).
 */
const SHARED: readonly { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/$/, params: HOME_PARAMS },
  { path: /^\/_root$/, params: HOME_PARAMS },
  { path: /^\/game\/[^/]+$/, params: [] },
  { path: /^\/(about|privacy-policy|terms-of-service)$/, params: [] },
  { path: /^\/(sitemap\.xml|robots\.txt)$/, params: [] },
  { path: /^\/feed\.xml$/, params: FEED_PARAMS },
  // The upcoming games and their calendar: the same for every visitor, read from no parameter.
  { path: /^\/upcoming(\.ics)?$/, params: [] },
  { path: /^\/api\/games$/, params: LIST_PARAMS },
  { path: /^\/api\/games\/facets$/, params: Object.keys(gameFacetsQuerySchema.shape) },
  { path: /^\/api\/games\/featured$/, params: [] },
  { path: /^\/api\/games\/\d{1,10}$/, params: [] },
  { path: /^\/api\/games\/\d{1,10}\/similar$/, params: [] },
  { path: /^\/api\/games\/by-slug\/[^/]+$/, params: [] },
];
const DATA_PARAMS = ['_routes'];

/** Browsers and CDNs revalidate at once; a CDN may keep a page briefly and serve it stale meanwhile. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const MAX_URL_LENGTH = 1024;
/** A session cookie however a client spells it: any case, spaces around the name. */
const ANY_SESSION_COOKIE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`, 'i');

/**
 * Whether a request carries a credential of any kind: an Authorization header, or a session cookie
 * as the sign-in reads it (the same cookie parse) or in any other spelling. Such a request is never
 * answered from, nor stored in, a shared copy.
 */
export function hasCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  if (request.cookies?.[SESSION_COOKIE] !== undefined) return true;
  const cookie = request.headers.cookie;
  return cookie !== undefined && ANY_SESSION_COOKIE.test(cookie);
}

export interface SharedRequest {
  /** The origin, path and the parameters the answer depends on, sorted. */
  key: string;
  /** The request's URL with only those parameters, or null when it had no others. */
  cleanUrl: string | null;
}

/**
 * How a shareable request is kept, or null when it is not shareable. `keyParam` (measuring only,
 * RESPONSE_CACHE_KEY_PARAM) is kept in every key as if the page read it: each of its values is then
 * a URL of its own, rendered and compressed as any new URL is, and kept only when asked again.
 */
export function sharedRequest(request: FastifyRequest, keyParam?: string): SharedRequest | null {
  const shared = sharedEntryOf(request);
  if (!shared) return null;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const isData = path.endsWith('.data');
  const origin = request.siteOrigin;
  if (queryStart === -1) return { key: `${origin}${path}`, cleanUrl: null };
  const given = new URLSearchParams(request.url.slice(queryStart + 1));
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of given) {
    if (shared.params.includes(name) || name === keyParam || (isData && DATA_PARAMS.includes(name))) {
      kept.append(name, value);
    } else dropped = true;
  }
  kept.sort();
  const query = kept.toString();
  const url = query ? `${path}?${query}` : path;
  return { key: `${origin}${url}`, cleanUrl: dropped ? url : null };
}

/** Whether a request asks for something the shared copies hold (whatever its credentials). */
export function isShareable(request: FastifyRequest): boolean {
  return sharedEntryOf(request) !== undefined;
}

function sharedEntryOf(request: FastifyRequest) {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.length > MAX_URL_LENGTH) return undefined;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const pagePath = path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
  return SHARED.find((entry) => entry.path.test(pagePath));
}
