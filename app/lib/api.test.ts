import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiUrl, ApiRequestError, isApiError } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the typed API client', () => {
  it("fills in a route's path parameters and leaves empty query values out", () => {
    expect(apiUrl('PATCH /api/games/:id', { params: { id: 7 }, body: {} as never })).toBe('/api/games/7');
    expect(apiUrl('GET /api/games', { query: { search: 'tea & cake', genre: undefined, limit: '' } })).toBe(
      '/api/games?search=tea+%26+cake',
    );
  });

  it('retries a write refused for its anti-forgery token once, with a fresh token, by the code the server sends', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, { csrfToken: 'old' }))
      .mockResolvedValueOnce(json(403, { message: 'invalid csrf token', code: 'invalid-csrf-token' }))
      .mockResolvedValueOnce(json(200, { csrfToken: 'new' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    await expect(api('POST /api/captcha/check', { body: { id: 'a', answer: 'b' } })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([url, init]) => [url, (init as RequestInit).headers])).toEqual([
      ['/api/csrf-token', { Accept: 'application/json' }],
      ['/api/captcha/check', expect.objectContaining({ 'X-CSRF-Token': 'old' })],
      ['/api/csrf-token', { Accept: 'application/json' }],
      ['/api/captcha/check', expect.objectContaining({ 'X-CSRF-Token': 'new' })],
    ]);
  });

  it('does not retry a 403 that is not about the token, and exposes its code and message', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(json(403, { message: 'This account has been disabled.', code: 'user-disabled' }));
    vi.stubGlobal('fetch', fetch);
    const error = await api('POST /api/auth/logout').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(isApiError(error, 'user-disabled')).toBe(true);
    expect((error as ApiRequestError).message).toBe('403: This account has been disabled.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
