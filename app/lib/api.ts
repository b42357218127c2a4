/** The browser's one way to call our JSON API: credentials, the anti-forgery token, the error shape. */

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

  get isInvalidCsrfToken(): boolean {
    return (this.status === 401 || this.status === 403) && /invalid csrf token/i.test(this.serverMessage);
  }
}

/**
 * The anti-forgery token for this page's session, kept in memory. It belongs to the session that
 * asked for it, so signing in or out must fetch a new one.
 */
let currentCsrfToken: string | undefined;

/** Asks the server for a fresh anti-forgery token for the current session. */
export async function fetchCsrfToken(): Promise<string> {
  const response = await fetch('/api/csrf-token', { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText || 'Failed to get CSRF token');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
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

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Calls the API. Writes carry the X-CSRF-Token header (fetching a token first when there is none); a write refused for an invalid token is tried once more with a fresh one.
 */
export async function api<T>(method: Method, path: string, body?: unknown, retried = false): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-CSRF-Token'] = currentCsrfToken ?? (await fetchCsrfToken());
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const error = await toError(response);
    if (method !== 'GET' && !retried && error.isInvalidCsrfToken) {
      await fetchCsrfToken();
      return api<T>(method, path, body, true);
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** One page of a list and the number of matches the server counted (its X-Total-Count header). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Reads a paged list: the items and the total from X-Total-Count (the items' length without one). */
export async function apiPage<T>(path: string): Promise<ListPage<T>> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' });
  if (!response.ok) throw await toError(response);
  const items = (await response.json()) as T[];
  const header = response.headers.get('X-Total-Count');
  return { items, total: header === null ? items.length : Number(header) };
}
