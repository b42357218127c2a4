import type { FastifyRequest } from 'fastify';

/** Which requests the response cache may answer from one shared copy, and how they are marked. */

/** What anonymous visitors may share: catalogue pages and the public catalogue API. */
const SHARED_PATHS = [
  /^\/$/,
  /^\/_root$/,
  /^\/game\/[^/]+$/,
  /^\/(about|privacy-policy|terms-of-service)$/,
  /^\/(sitemap\.xml|feed\.xml|robots\.txt)$/,
  /^\/api\/games$/,
  /^\/api\/games\/(featured|facets)$/,
  /^\/api\/games\/\d{1,10}$/,
  /^\/api\/games\/\d{1,10}\/similar$/,
  /^\/api\/games\/by-slug\/[^/]+$/,
];

/** Browsers and CDNs revalidate at once; a CDN may keep a page briefly and serve it stale meanwhile. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const MAX_URL_LENGTH = 1024;

export function isSignedIn(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const cookie = request.headers.cookie;
  return cookie !== undefined && /(?:^|;\s*)session=/.test(cookie);
}

/** The cache key of a shareable request, or null: the path and its query with parameters sorted. */
export function sharedKey(request: FastifyRequest): string | null {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.length > MAX_URL_LENGTH) return null;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const pagePath = path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
  if (!SHARED_PATHS.some((pattern) => pattern.test(pagePath))) return null;
  if (queryStart === -1) return path;
  const params = new URLSearchParams(request.url.slice(queryStart + 1));
  params.sort();
  return `${path}?${params.toString()}`;
}
