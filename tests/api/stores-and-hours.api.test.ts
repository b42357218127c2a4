import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { submissions } from '../../db/schema/index.ts';
import type { Game } from '../../common/schemas/games.ts';
import type { AdminSubmission } from '../../common/schemas/admin.ts';
import type { StoreLink } from '../../common/stores.ts';
import { testAppWithAdmin } from '../helpers/test-app-with-admin.ts';
import { newCaptcha, post } from '../helpers/visitor.ts';
import { createGame } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';

const ANSWER = 'Abc234';
const t = testAppWithAdmin({ CAPTCHA_FIXED_ANSWER: ANSWER });

const steam: StoreLink = { store: 'steam', url: 'https://store.steampowered.com/app/413150/Stardew_Valley/' };
const itch: StoreLink = { store: 'itch', url: 'https://maker.itch.io/a-quiet-game' };
const eshop: StoreLink = { store: 'nintendo', url: 'https://www.nintendo.com/us/store/products/a-quiet-game-switch/' };

const gameBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lantern Lane',
  description: 'Light the lanterns of a sleepy street and hear its stories.',
  platforms: ['pc'],
  genre: 'adventure',
  features: ['Lantern lighting'],
  ...overrides,
});

const admin = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: t.admin.headers, payload: payload as object });

/** The field messages of a 400, by path. */
function fieldErrors(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  const { errors } = response.json() as { errors: { path: string; message: string }[] };
  return Object.fromEntries(errors.map((error) => [error.path, error.message]));
}

describe("an admin's store links and hours", () => {
  it('are stored on a new game and shown in its JSON, the hours to one decimal', async () => {
    const response = await admin('POST', '/api/games', gameBody({ stores: [steam, itch], hoursToFinish: 12.34 }));
    expect(response.statusCode, response.body).toBe(201);
    const game = response.json<Game>();
    expect(game.stores).toEqual([steam, itch]);
    expect(game.hoursToFinish).toBe(12.3);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json<Game>();
    expect(shown).toMatchObject({ stores: [steam, itch], hoursToFinish: 12.3 });
  });

  it('default to none and unknown on a new game', async () => {
    const game = (await admin('POST', '/api/games', gameBody({ title: 'Quiet Cove' }))).json<Game>();
    expect(game).toMatchObject({ stores: [], hoursToFinish: null });
  });

  it('stay as they are when an edit leaves them out, and change when it names them', async () => {
    const row = await createGame(t.database.db, { stores: [steam], hoursToFinish: 30 });
    const untouched = await admin('PATCH', `/api/games/${row.id}`, gameBody({ title: 'Renamed Lane' }));
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json<Game>()).toMatchObject({ title: 'Renamed Lane', stores: [steam], hoursToFinish: 30 });

    const changed = await admin('PUT', `/api/games/${row.id}`, gameBody({ stores: [eshop], hoursToFinish: '' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Game>()).toMatchObject({ stores: [eshop], hoursToFinish: null });

    const cleared = await admin('PATCH', `/api/games/${row.id}`, gameBody({ stores: [], hoursToFinish: 7.5 }));
    expect(cleared.json<Game>()).toMatchObject({ stores: [], hoursToFinish: 7.5 });
  });

  it('refuse an unknown store, a link off the store’s own site, a store twice and hours out of range', async () => {
    const row = await createGame(t.database.db);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ stores: [{ store: 'amazon', url: 'https://www.amazon.com/x' }] }, 'stores.0.store', /Store is one of steam/],
      [{ stores: [{ store: 'steam', url: 'https://steam.example.com/app/1' }] }, 'stores.0.url', /Steam's own site/],
      [{ stores: [{ store: 'gog', url: 'http://www.gog.com/game/x' }] }, 'stores.0.url', /https link on GOG/],
      [{ stores: [steam, { ...itch }, { ...steam }] }, 'stores.2.store', /Steam is listed twice/],
      [{ hoursToFinish: 0 }, 'hoursToFinish', /more than 0/],
      [{ hoursToFinish: 5000 }, 'hoursToFinish', /at most 1000/],
      [{ hoursToFinish: 'ten' }, 'hoursToFinish', /must be a number/],
    ];
    for (const [overrides, path, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/games'],
        ['PATCH', `/api/games/${row.id}`],
      ] as const) {
        const errors = fieldErrors(await admin(method, url, gameBody(overrides)));
        expect(errors[path], `${method} ${JSON.stringify(overrides)}`).toMatch(message);
      }
    }
  });
});

describe("a visitor's store links", () => {
  const submission = async (overrides: Record<string, unknown> = {}) =>
    post(t.app, '/api/submissions', {
      title: 'Lantern Lane',
      description: 'Light the lanterns of a sleepy village and learn the stories of its neighbours.',
      imageUrl: 'https://example.com/lantern-lane.png',
      websiteUrl: 'https://example.com/lantern-lane',
      platforms: ['pc', 'switch'],
      genre: 'life-sim',
      features: ['Lantern crafting'],
      releaseYear: 2023,
      developer: 'Wick & Wool',
      hasCombat: false,
      captchaId: await newCaptcha(t.app),
      captcha: ANSWER,
      ...overrides,
    });

  it('are optional, stored on the submission and shown to the admins', async () => {
    const without = await submission();
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json()).toMatchObject({ stores: [] });

    const response = await submission({ title: 'Lantern Lane Deluxe', stores: [steam, eshop] });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.stores).toEqual([steam, eshop]);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/submissions?status=pending', headers: t.admin.headers })
    ).json<AdminSubmission[]>();
    expect(listed.find((entry) => entry.id === id)?.stores).toEqual([steam, eshop]);
  });

  it('are refused with the field message when the store is unknown or the link is elsewhere', async () => {
    expect(
      fieldErrors(await submission({ stores: [{ store: 'amazon', url: 'https://amazon.com/x' }] })),
    ).toHaveProperty('stores.0.store');
    expect(
      fieldErrors(await submission({ stores: [{ store: 'xbox', url: 'https://www.xbox.com.evil.example/x' }] }))[
        'stores.0.url'
      ],
    ).toMatch(/Xbox Store's own site/);
  });

  it('ignore hours a visitor sends: they are not asked of visitors', async () => {
    const response = await submission({ title: 'Hourglass Garden', hoursToFinish: 3 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).not.toHaveProperty('hoursToFinish');
  });

  it('are carried into the game when the submission is approved', async () => {
    const sub = await createSubmission(t.database.db, { title: 'Harbour Bells', imageUrl: null, stores: [itch] });
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${sub.id}/status`,
      headers: t.admin.headers,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const game = (
      await t.app.inject({ method: 'GET', url: `/api/games/${approved.json<AdminSubmission>().gameId}` })
    ).json<Game>();
    expect(game.stores).toEqual([itch]);
    expect(game.hoursToFinish).toBeNull();
  });

  it("are edited with the submission's content, and left as they are when the edit leaves them out", async () => {
    const sub = await createSubmission(t.database.db, { stores: [itch] });
    const body = {
      title: sub.title,
      description: sub.description,
      platforms: sub.platforms,
      genre: sub.genre,
      features: sub.features,
    };
    const kept = await admin('PATCH', `/api/submissions/${sub.id}/content`, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<AdminSubmission>().stores).toEqual([itch]);
    const changed = await admin('PATCH', `/api/submissions/${sub.id}/content`, { ...body, stores: [steam] });
    expect(changed.json<AdminSubmission>().stores).toEqual([steam]);
    const refused = await admin('PATCH', `/api/submissions/${sub.id}/content`, {
      ...body,
      stores: [{ store: 'steam', url: 'https://example.com/' }],
    });
    expect(fieldErrors(refused)).toHaveProperty('stores.0.url');
  });
});

describe('the API document', () => {
  it('names the store links and the hours in the game input and the submission', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schemaOf = (path: string, method: string) => {
      const schema = openapi.paths[path][method].requestBody.content['application/json'].schema;
      return schema.$ref ? openapi.components.schemas[schema.$ref.split('/').pop()] : schema;
    };
    expect(Object.keys(schemaOf('/api/games', 'post').properties)).toEqual(
      expect.arrayContaining(['stores', 'hoursToFinish']),
    );
    const submissionInput = schemaOf('/api/submissions', 'post');
    expect(Object.keys(submissionInput.properties)).toContain('stores');
    expect(Object.keys(submissionInput.properties)).not.toContain('hoursToFinish');
    expect(Object.keys(schemaOf('/api/submissions/{id}/content', 'patch').properties)).not.toContain('hoursToFinish');
  });
});
