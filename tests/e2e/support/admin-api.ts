import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';

/**
 * Anti-forgery headers for a call made outside the browser: the token and the secret cookie it was
 * made from. A token belongs to a session: pass the bearer token the call will carry.
 */
export async function csrfHeaders(bearer?: string): Promise<Record<string, string>> {
  const auth: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
  const response = await fetch(`${baseUrl()}/api/csrf-token`, { headers: auth });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...auth, Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' };
}

let signedIn: Promise<string> | undefined;

/** The test admin's bearer token, signed in once per test file (a sign-in costs a password hash). */
export function adminToken(): Promise<string> {
  signedIn ??= (async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: await csrfHeaders(),
      body: JSON.stringify(E2E_ADMIN),
    });
    if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`);
    return ((await login.json()) as { token: string }).token;
  })();
  return signedIn;
}

/** Reads an admin list, the way the dashboard does: to find what visitors stored. */
export async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Adds a game as the admin through the API (bearer token), for journeys that start from a game. */
export async function addGameAsAdmin(
  title: string,
  description = 'A short, quiet game about folding paper boats and sending them down a river.',
): Promise<{ id: number; slug: string }> {
  const token = await adminToken();
  const created = await fetch(`${baseUrl()}/api/games`, {
    method: 'POST',
    headers: await csrfHeaders(token),
    body: JSON.stringify({ title, description, platforms: ['pc'], genre: 'casual', features: ['A quiet pastime'] }),
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: number; slug: string };
}

/** An admin write through the API, with the bearer token and the anti-forgery headers. */
export async function adminSend(method: 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  const token = await adminToken();
  const headers = await csrfHeaders(token);
  if (body === undefined) delete headers['Content-Type'];
  return fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Rejects every pending submission, for a journey that counts what waits in the queue. */
export async function emptyPendingQueue(): Promise<void> {
  const pending = await adminGet<{ id: number }[]>('/api/submissions?status=pending&limit=100');
  for (const { id } of pending) {
    const answer = await adminSend('PATCH', `/api/submissions/${id}/status`, { status: 'rejected' });
    expect(answer.status).toBe(200);
  }
  if (pending.length === 100) await emptyPendingQueue();
}
