import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('GET /healthz says the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('gives every response a request id, and keeps a sane incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/games',
        '/api/games/featured',
        '/api/games/{id}',
        '/api/games/by-slug/{slug}',
        '/api/csrf-token',
      ]),
    );
    const params = doc.paths['/api/games'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['platform', 'combat', 'search', 'genre', 'sort', 'limit', 'offset']),
    );
  });

  it('tells API clients which operations need an admin session or bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerToken', 'sessionCookie']);
    const admin = [{ sessionCookie: [] }, { bearerToken: [] }];
    expect(doc.paths['/api/submissions'].get.security).toEqual(admin);
    expect(doc.paths['/api/games/{id}'].patch.security).toEqual(admin);
    expect(doc.paths['/api/contact-messages'].get.security).toEqual(admin);
    expect(doc.paths['/api/games'].get.security).toBeUndefined();
    expect(doc.paths['/api/submissions'].post.security).toBeUndefined();
  });

  it('serves a readable API reference at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/csrf-token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect([403, 413]).toContain(response.statusCode);
  });
});
