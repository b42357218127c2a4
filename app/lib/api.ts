import type { ApiCallOptions, ApiRoute, ApiResponse, ApiReadRoute } from '../../common/api/contract';
import type { ApiErrorCode } from '../../common/api/error-codes';

/**
 * The browser's one way to call our JSON API: each call is named by a route of the contract
 * (`'PATCH /api/games/:id'`), so its path parameters, body, query and answer are typed; credentials,
 * the anti-forgery token and the error shape are handled here.
 */

export interface FieldError {
  path: string;
  message: string;
}

export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    /** The server's own message, without the status prefix. */
    public readonly serverMessage: string,
    public readonly code?: string,
    public readonly fieldErrors: FieldError[] = [],
  ) {
    // Spec §8: the message is the status code, a colon, then the server's message.
    super(`${status}: ${serverMessage}`);
  }

  /** Whether the server refused for this reason (the error answer's `code`). */
  is(code: ApiErrorCode): boolean {
    return this.code === code;
  }
}

/** Whether `error` is an API answer refused with `code`. */
export const isApiError = (error: unknown, code: ApiErrorCode): error is ApiRequestError =>
  error instanceof ApiRequestError && error.is(code);

/**
 * The anti-forgery token for this page's session, kept in memory. It belongs to the session that
 * asked for it, so signing in or out must fetch a new one.
 */
let currentCsrfToken: string | undefined;

/** Asks the server for a fresh anti-forgery token for the current session. */
export async function fetchCsrfToken(): Promise<string> {
  const { csrfToken } = await api('GET /api/csrf-token');
  currentCsrfToken = csrfToken;
  return csrfToken;
}

/** The token to send with a write made outside `api` (an upload with progress, say). */
export async function csrfToken(): Promise<string> {
  return currentCsrfToken ?? fetchCsrfToken();
}

async function toError(response: Response): Promise<ApiRequestError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string; code?: string; errors?: FieldError[] };
    return new ApiRequestError(response.status, body.message ?? text, body.code, body.errors ?? []);
  } catch {
    return new ApiRequestError(response.status, text || response.statusText);
  }
}

type Loose = { params?: Record<string, string | number>; body?: unknown; query?: Record<string, unknown> };

/** The URL of a call: its path with the parameters filled in, and its query without empty values. */
export function apiUrl<R extends ApiRoute>(route: R, ...[options]: OptionsArg<R>): string {
  return urlOf(route, options as Loose | undefined);
}

function urlOf(route: ApiRoute, options: Loose | undefined): string {
  const { params, query } = options ?? {};
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type OptionsArg<R extends ApiRoute> = object extends ApiCallOptions<R> ? [ApiCallOptions<R>?] : [ApiCallOptions<R>];

async function send(route: ApiRoute, options: Loose | undefined, retried: boolean): Promise<Response> {
  const method = route.slice(0, route.indexOf(' '));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-CSRF-Token'] = currentCsrfToken ?? (await fetchCsrfToken());
  if (options?.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(urlOf(route, options), {
    method,
    headers,
    credentials: 'include',
    cache: route === 'GET /api/csrf-token' ? 'no-store' : undefined,
    body: options?.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (response.ok) return response;
  const error = await toError(response);
  // A write refused for its token is tried once more with a fresh one.
  if (method !== 'GET' && !retried && error.is('invalid-csrf-token')) {
    await fetchCsrfToken();
    return send(route, options, true);
  }
  throw error;
}

/** Calls the API; writes carry the X-CSRF-Token header (fetching a token first when there is none). */
export async function api<R extends ApiRoute>(route: R, ...[options]: OptionsArg<R>): Promise<ApiResponse<R>> {
  const response = await send(route, options as Loose | undefined, false);
  if (response.status === 204) return null as ApiResponse<R>;
  return (await response.json()) as ApiResponse<R>;
}

/** One page of a list and the number of matches the server counted (its X-Total-Count header). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

type ListRoute = { [R in ApiReadRoute]: ApiResponse<R> extends unknown[] ? R : never }[ApiReadRoute];
export type ListItem<R extends ListRoute> = ApiResponse<R>[number];

/** Reads a paged list: the items and the total from X-Total-Count (the items' length without one). */
export async function apiPage<R extends ListRoute>(
  route: R,
  ...[options]: OptionsArg<R>
): Promise<ListPage<ListItem<R>>> {
  const response = await send(route, options as Loose | undefined, false);
  const items = (await response.json()) as ListItem<R>[];
  const header = response.headers.get('X-Total-Count');
  return { items, total: header === null ? items.length : Number(header) };
}
