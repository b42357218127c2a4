import { beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin } from '../helpers/test-app-with-admin.ts';
import { post } from '../helpers/visitor.ts';
import { createGame } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';

const t = testAppWithAdmin();
let gameId: number;
let submissionId: number;

beforeAll(async () => {
  gameId = (await createGame(t.database.db, { title: 'Hygiene Harbour' })).id;
  submissionId = (await createSubmission(t.database.db)).id;
});

const errorShape = {
  message: expect.any(String),
  errors: expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
};

describe('text the database cannot hold', () => {
  it.each([
    ['/api/games?search=a%00b', 'search'],
    ['/api/games/by-slug/%00', 'slug'],
    ['/api/games/by-slug/a%00b', 'slug'],
    [`/api/games/1/cozy-rating?fingerprint=abcdefgh%00`, 'fingerprint'],
  ])('GET %s is a 400 naming %s', async (url, path) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorShape);
    expect(response.json().errors[0]).toEqual({ path, message: 'Must not contain a NUL character' });
  });

  it('refuses a NUL character anywhere in a JSON body, keys included', async () => {
    const nested = await t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${submissionId}/content`,
      headers: t.admin.headers,
      payload: { title: 'Fine', features: ['ok feature', 'bad\u0000feature'] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors[0]).toEqual({ path: 'features.1', message: 'Must not contain a NUL character' });

    const key = await post(t.app, '/api/contact', { ['na\u0000me']: 'x' });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(errorShape);
  });

  it('refuses a lone surrogate in the submission edit the audit log stores as jsonb', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${submissionId}/content`,
      headers: { ...t.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        title: 'Broken \ud800 title',
        description: 'A description long enough to pass.',
        platforms: ['pc'],
        genre: 'puzzle',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      path: 'title',
      message: 'Must not contain an unpaired surrogate character',
    });
  });

  it('still accepts paired surrogates (emoji) and other unusual text', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/games?search=${encodeURIComponent('tea 🍵 ü')}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('ids beyond the database integer range', () => {
  it('is a 400 on public routes', async () => {
    for (const url of ['/api/games/2147483648', '/api/games/9999999999/cozy-rating', '/covers/2147483648.svg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(errorShape);
    }
    const largest = await t.app.inject({ method: 'GET', url: '/api/games/2147483647' });
    expect(largest.statusCode).toBe(404);
  });

  it("is a 400 on every admin route's id", async () => {
    const routes: [string, string, unknown][] = [
      ['PUT', '/api/games/9999999999', undefined],
      ['PATCH', '/api/games/9999999999/review', { review: 'x' }],
      ['DELETE', '/api/games/9999999999', undefined],
      ['PATCH', '/api/submissions/9999999999/status', { status: 'approved' }],
      ['PATCH', '/api/submissions/9999999999/content', {}],
      ['DELETE', '/api/submissions/9999999999', undefined],
      ['PATCH', '/api/error-reports/9999999999', { status: 'resolved' }],
      ['PATCH', '/api/contact-messages/9999999999', { handled: true }],
    ];
    for (const [method, url, payload] of routes) {
      const response = await t.app.inject({
        method: method as 'PUT',
        url,
        headers: t.admin.headers,
        payload: payload as object,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().errors).toContainEqual({ path: 'id', message: 'Must be at most 2147483647' });
    }
  });

  it('the existing game is still found by its id', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}` });
    expect(response.statusCode).toBe(200);
  });
});
