import { describe, expect, it } from 'vitest';
import { csrfHeaders } from '../helpers/build-test-app.ts';
import { testAppWithAdmin } from '../helpers/test-app-with-admin.ts';

// Without SITE_URL the site is what the loopback Host names: http://localhost:80 for injected requests.
const t = testAppWithAdmin();

/** An admin write that changes nothing (no such game): a 404 means it got past every guard. */
const adminWrite = (headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/api/games/999999/review', headers, payload: { review: '<p>x</p>' } });

describe('anti-forgery tokens belong to the session that received them', () => {
  it("refuses a visitor's token with an admin's session cookie", async () => {
    const visitor = await csrfHeaders(t.app);
    const response = await adminWrite({ ...visitor, cookie: `${visitor.cookie}; session=${t.admin.token}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'invalid csrf token', code: 'invalid-csrf-token' });
  });

  it("refuses an admin's token without the admin's session", async () => {
    const anonymousCookie = t.admin.headers.cookie!.replace(/session=[^;]+;?\s*/, '');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...t.admin.headers, cookie: anonymousCookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('invalid-csrf-token');
  });

  it("takes the admin's own token with the admin's session, by cookie or by bearer token", async () => {
    expect((await adminWrite(t.admin.headers)).statusCode).toBe(404);
    const bearer = await csrfHeaders(t.app, { authorization: `Bearer ${t.admin.token}` });
    expect((await adminWrite(bearer)).statusCode).toBe(404);
  });
});

describe('writes come from the site itself', () => {
  const write = (extra: Record<string, string>) => adminWrite({ ...t.admin.headers, ...extra });

  it('refuses a write from another origin, even with a valid token', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:80.evil.example']) {
      const response = await write({ origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'cross-origin-request' });
    }
  });

  it("takes the site's own origin, and no other", async () => {
    expect((await write({ origin: 'http://localhost:80' })).statusCode).toBe(404);
    expect((await write({ origin: 'https://cozy.example' })).statusCode).toBe(403);
  });

  it('trusts the browser’s Sec-Fetch-Site when it sends one', async () => {
    expect((await write({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-origin', origin: 'https://cozy.example' })).statusCode).toBe(404);
  });

  it('lets a client that sends neither (curl with a token) through to the token check', async () => {
    expect((await write({})).statusCode).toBe(404);
  });

  it('checks the origin before the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy with a fresh script nonce on every response', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/games?limit=1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/games?limit=1' });
    const policy = String(first.headers['content-security-policy']);
    for (const part of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "'strict-dynamic'",
      "script-src-attr 'none'",
    ]) {
      expect(policy).toContain(part);
    }
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
      'x-request-id': expect.any(String),
    });
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the API reference the policy its own scripts need', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('nonce-');
  });
});
