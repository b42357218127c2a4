import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_PLATFORMS, GENRES } from '../../common/catalogue.ts';
import * as cozy from '../../common/cozy-profile.ts';
import type { Game, GameFacets } from '../../common/schemas/games.ts';
import { AWAY_COSTS, NOTES, PRICINGS, SAVES, SETTINGS, type LifeFacts } from '../../common/life-facts.ts';
import type { NewGame } from '../../db/games/writer.ts';
import type { GameFilter } from '../../server/modules/catalogue/filter.ts';

const { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } = cozy;
type FailState = cozy.FailState;
type GameLength = cozy.GameLength;
type PlayMode = cozy.PlayMode;
type TimePressure = cozy.TimePressure;
import { createGame, gameInput } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { newCaptcha, post } from '../helpers/visitor.ts';

const ANSWER = 'Abc234';

/** A small, fixed spread of games over every filter, with unknown values among them. */
function fixtures(): NewGame[] {
  const platformSets = [
    ['pc'],
    ['pc', 'mac'],
    ['switch'],
    ['switch', 'pc', 'playstation'],
    ['ios', 'android'],
    ['xbox'],
  ];
  const genres = ['farming', 'puzzle', 'adventure', 'life-sim', 'simulation'] as const;
  const failStates: (FailState | null)[] = ['none', 'gentle', 'yes', 'none', null];
  const times: (TimePressure | null)[] = ['none', 'relaxed', 'yes', null];
  const lengths: (GameLength | null)[] = ['short', 'medium', 'long', 'endless', null, 'medium'];
  const modes: PlayMode[][] = [['solo'], ['solo', 'co-op'], ['co-op', 'online'], [], ['solo', 'online']];
  const saves: LifeFacts['saves'][] = ['anytime', 'checkpoints', 'limited', null];
  const awayCosts: LifeFacts['awayCost'][] = ['none', 'mild', 'none', 'real', null];
  const pricings: LifeFacts['pricing'][] = ['once', 'once', 'store', 'free', 'gacha', null, 'once'];
  const notes: LifeFacts['notes'][] = [
    [],
    ['spiders'],
    ['grief', 'heavy-themes'],
    null,
    ['reflex'],
    [],
    ['spiders', 'jump-scares'],
  ];
  const settings: LifeFacts['settings'][] = [[], ['clock-control'], ['assist', 'skip-combat'], null, ['phobia-mode']];
  return Array.from({ length: 48 }, (_, i) =>
    gameInput({
      title: `${i % 4 === 0 ? 'Lantern' : 'Meadow'} Tale ${i}`,
      platforms: platformSets[i % platformSets.length]!,
      genre: genres[(i * 7) % genres.length]!,
      hasCombat: i % 5 === 0,
      failState: failStates[i % failStates.length]!,
      timePressure: times[(i * 3) % times.length]!,
      length: lengths[i % lengths.length]!,
      playModes: modes[(i * 2) % modes.length]!,
      saves: saves[(i * 5) % saves.length]!,
      awayCost: awayCosts[i % awayCosts.length]!,
      pricing: pricings[(i * 3) % pricings.length]!,
      notes: notes[i % notes.length]!,
      settings: settings[(i * 3) % settings.length]!,
    }),
  );
}

type Filter = Omit<GameFilter, 'search'>;
type FacetKey = keyof Omit<GameFacets, 'total'>;

/** The reference: which filters a game meets, computed from the full list. */
function meets(game: Game, filter: Filter, except?: FacetKey): boolean {
  const any = (chosen: string[] | undefined, has: (value: string) => boolean) => !chosen?.length || chosen.some(has);
  return (
    (except === 'platform' || any(filter.platform, (p) => game.platforms.includes(p))) &&
    (except === 'combat' || filter.combat === undefined || game.hasCombat === filter.combat) &&
    (except === 'genre' || any(filter.genre, (g) => game.genre === g)) &&
    (except === 'failState' || any(filter.failState, (v) => game.failState === v)) &&
    (except === 'timePressure' || any(filter.timePressure, (v) => game.timePressure === v)) &&
    (except === 'length' || any(filter.length, (v) => game.length === v)) &&
    (except === 'mode' || any(filter.mode, (m) => game.playModes.includes(m as PlayMode))) &&
    (except === 'saves' || any(filter.saves, (v) => game.saves === v)) &&
    (except === 'awayCost' || any(filter.awayCost, (v) => game.awayCost === v)) &&
    (except === 'pricing' || any(filter.pricing, (v) => game.pricing === v)) &&
    (except === 'setting' || any(filter.setting, (v) => (game.settings ?? []).includes(v as never))) &&
    // Avoid: the notes known, and none of the avoided among them.
    (except === 'avoid' ||
      !filter.avoid?.length ||
      (game.notes !== null && !filter.avoid.some((note) => game.notes!.includes(note))))
  );
}

function expectedFacets(games: Game[], filter: Filter): GameFacets {
  const count = (facet: FacetKey, values: readonly string[], has: (game: Game, value: string) => boolean) =>
    Object.fromEntries(
      values.map((value) => [value, games.filter((g) => meets(g, filter, facet) && has(g, value)).length]),
    );
  return {
    total: games.filter((g) => meets(g, filter)).length,
    platform: count('platform', FILTER_PLATFORMS, (g, v) => g.platforms.includes(v)),
    combat: count('combat', ['true', 'false'], (g, v) => String(g.hasCombat) === v),
    genre: count('genre', GENRES, (g, v) => g.genre === v),
    failState: count('failState', FAIL_STATES, (g, v) => g.failState === v),
    timePressure: count('timePressure', TIME_PRESSURES, (g, v) => g.timePressure === v),
    length: count('length', LENGTHS, (g, v) => g.length === v),
    mode: count('mode', PLAY_MODES, (g, v) => g.playModes.includes(v as PlayMode)),
    saves: count('saves', SAVES, (g, v) => g.saves === v),
    awayCost: count('awayCost', AWAY_COSTS, (g, v) => g.awayCost === v),
    pricing: count('pricing', PRICINGS, (g, v) => g.pricing === v),
    setting: count('setting', SETTINGS, (g, v) => (g.settings ?? []).includes(v as never)),
    // For each note, the games that would match were it avoided too.
    avoid: Object.fromEntries(
      NOTES.map((note) => [
        note,
        games.filter((g) => meets(g, { ...filter, avoid: [...(filter.avoid ?? []), note] })).length,
      ]),
    ),
  } as GameFacets;
}

function queryOf(filter: Filter, search?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (search) params.set('search', search);
  return params.toString();
}

let t: TestApp;
let everything: Game[];

async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, body: response.json<T>(), total: Number(response.headers['x-total-count']) };
}

beforeAll(async () => {
  t = await buildTestApp({ CAPTCHA_FIXED_ANSWER: ANSWER });
  for (const game of fixtures()) await createGame(t.database.db, game);
  everything = (await get<Game[]>('/api/games')).body;
});
afterAll(() => t.close());

describe('GET /api/games with the cozy filters', () => {
  it('carries the profile on every game', () => {
    expect(everything).toHaveLength(48);
    expect(everything.find((g) => g.title === 'Lantern Tale 0')).toMatchObject({
      failState: 'none',
      timePressure: 'none',
      length: 'short',
      playModes: ['solo'],
    });
    expect(everything.find((g) => g.title === 'Meadow Tale 9')).toMatchObject({ failState: null });
  });

  it.each<[string, Filter]>([
    ...FAIL_STATES.map((v) => [`failState=${v}`, { failState: [v] }] as [string, Filter]),
    ...TIME_PRESSURES.map((v) => [`timePressure=${v}`, { timePressure: [v] }] as [string, Filter]),
    ...LENGTHS.map((v) => [`length=${v}`, { length: [v] }] as [string, Filter]),
    ...PLAY_MODES.map((v) => [`mode=${v}`, { mode: [v] }] as [string, Filter]),
    ['a comma list of fail states', { failState: ['none', 'gentle'] }],
    ['a comma list of lengths', { length: ['short', 'endless'] }],
    ['a comma list of modes', { mode: ['co-op', 'online'] }],
    ['a comma list of platforms', { platform: ['mac', 'xbox'] }],
    ['a comma list of genres', { genre: ['farming', 'puzzle'] }],
    ['several filters together', { failState: ['none'], timePressure: ['none', 'relaxed'], mode: ['solo'] }],
    ['platforms, genre and combat', { platform: ['pc', 'switch'], genre: ['adventure', 'life-sim'], combat: false }],
    ...SAVES.map((v) => [`saves=${v}`, { saves: [v] }] as [string, Filter]),
    ...AWAY_COSTS.map((v) => [`awayCost=${v}`, { awayCost: [v] }] as [string, Filter]),
    ...PRICINGS.map((v) => [`pricing=${v}`, { pricing: [v] }] as [string, Filter]),
    ...SETTINGS.map((v) => [`setting=${v}`, { setting: [v] }] as [string, Filter]),
    ...NOTES.map((v) => [`avoid=${v}`, { avoid: [v] }] as [string, Filter]),
    ['a comma list of prices', { pricing: ['free', 'store'] }],
    ['a comma list of settings', { setting: ['clock-control', 'phobia-mode'] }],
    ['two notes avoided (a game must hold neither)', { avoid: ['spiders', 'grief'] }],
    ['the life facts together', { saves: ['anytime', 'limited'], awayCost: ['none'], avoid: ['reflex'] }],
  ])('filters by %s (any listed value, AND across filters)', async (_name, filter) => {
    const { body, total } = await get<Game[]>(`/api/games?${queryOf(filter)}`);
    const expected = everything.filter((g) => meets(g, filter));
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(body.map((g) => g.id).sort()).toEqual(expected.map((g) => g.id).sort());
  });

  it('accepts a repeated parameter like a comma list', async () => {
    const { total } = await get('/api/games?failState=none&failState=yes');
    expect(total).toBe(everything.filter((g) => g.failState === 'none' || g.failState === 'yes').length);
  });

  it.each([
    ['failState=maybe', 'failState'],
    ['timePressure=none,soon', 'timePressure'],
    ['length=', 'length'],
    ['mode=party', 'mode'],
    ['platform=pc,gameboy', 'platform'],
    ['genre=farming,racing', 'genre'],
    ['saves=often', 'saves'],
    ['awayCost=none,lots', 'awayCost'],
    ['pricing=subscription', 'pricing'],
    ['setting=easy', 'setting'],
    ['avoid=spiders,snakes', 'avoid'],
  ])('refuses ?%s with a 400 in the error shape, on the list and the facets', async (query, path) => {
    for (const url of [`/api/games?${query}`, `/api/games/facets?${query}`]) {
      const { response, body } = await get<{ message: string; errors: { path: string; message: string }[] }>(url);
      expect(response.statusCode).toBe(400);
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors).toEqual([expect.objectContaining({ path, message: expect.stringContaining('Unknown') })]);
    }
  });
});

describe('GET /api/games/facets', () => {
  it.each<[string, Filter, string?]>([
    ['no filter', {}],
    ['one fail state', { failState: ['none'] }],
    ['two filters of the profile', { failState: ['none'], timePressure: ['none'] }],
    [
      'lists in several filters',
      { platform: ['pc', 'ios'], genre: ['farming', 'puzzle', 'adventure'], mode: ['solo'] },
    ],
    ['combat and length', { combat: false, length: ['medium', 'long'] }],
    ['a search alone', {}, 'lantern'],
    ['a search with filters', { failState: ['none', 'gentle'], platform: ['pc'] }, 'lantern'],
    ['a note avoided', { avoid: ['spiders'] }],
    [
      'the life facts and the profile',
      { pricing: ['once'], setting: ['clock-control', 'assist'], failState: ['none', 'gentle'] },
    ],
    ['notes avoided with a search', { avoid: ['grief', 'reflex'] }, 'lantern'],
  ])('answers disjunctive counts for %s, as computed from the full list', async (_name, filter, search) => {
    let games = everything;
    if (search) {
      const found = await get<Game[]>(`/api/games?${queryOf({}, search)}`);
      const ids = new Set(found.body.map((g) => g.id));
      expect(ids.size).toBeGreaterThan(0);
      games = everything.filter((g) => ids.has(g.id));
    }
    const { response, body } = await get<GameFacets>(`/api/games/facets?${queryOf(filter, search)}`);
    expect(response.statusCode).toBe(200);
    expect(body).toEqual(expectedFacets(games, filter));
    const list = await get(`/api/games?${queryOf(filter, search)}`);
    expect(body.total).toBe(list.total);
  });

  it('lists every value, 0 included', async () => {
    const { body } = await get<GameFacets>('/api/games/facets?genre=farming&failState=none');
    expect(Object.keys(body.genre).sort()).toEqual([...GENRES].sort());
    expect(body.genre.educational).toBe(0);
    expect(Object.keys(body.combat).sort()).toEqual(['false', 'true']);
    expect(Object.keys(body.platform).sort()).toEqual([...FILTER_PLATFORMS].sort());
  });
});

describe('GET /api/games/{id}/similar', () => {
  it('gives up to 4 games, the most alike first, never the game itself', async () => {
    const profile: Partial<NewGame> = {
      genre: 'puzzle',
      failState: 'none',
      timePressure: 'none',
      length: 'short',
      playModes: ['solo'],
    };
    const target = await createGame(t.database.db, {
      ...profile,
      title: 'Twin Original',
      platforms: ['pc'],
      hasCombat: false,
    });
    const twin = await createGame(t.database.db, {
      ...profile,
      title: 'Twin Copy',
      platforms: ['pc'],
      hasCombat: false,
    });
    const { response, body } = await get<Game[]>(`/api/games/${target.id}/similar`);
    expect(response.statusCode).toBe(200);
    expect(body.length).toBe(4);
    expect(body[0]!.id).toBe(twin.id);
    expect(body.map((g) => g.id)).not.toContain(target.id);
  });

  it('is a 404 for a game that does not exist and a 400 for a bad id', async () => {
    expect((await get('/api/games/999999/similar')).response.statusCode).toBe(404);
    expect((await get('/api/games/abc/similar')).response.statusCode).toBe(400);
  });
});

describe('the profile through submissions, approval and admin edits', () => {
  const profile = {
    failState: 'gentle',
    timePressure: 'relaxed',
    length: 'long',
    playModes: ['solo', 'co-op'],
    saves: 'limited',
    awayCost: 'none',
    pricing: 'once',
    notes: ['spiders'],
    settings: [],
  };

  it('a visitor submits it, an admin edits it on the submission, approval carries it into the game', async () => {
    const created = await post(t.app, '/api/submissions', {
      title: 'Harbour Lights',
      description: 'Keep a harbour lighthouse burning through a long, gentle winter.',
      imageUrl: 'https://example.com/harbour.png',
      websiteUrl: 'https://example.com/harbour',
      platforms: ['pc'],
      genre: 'simulation',
      features: ['Lighthouse keeping', 'Winter storms'],
      releaseYear: 2024,
      developer: 'Quiet Harbour',
      ...profile,
      captchaId: await newCaptcha(t.app),
      captcha: ANSWER,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(profile);

    const admin = await signInAsAdmin(t.app);
    const id = created.json<{ id: number }>().id;
    const listed = await t.app.inject({ method: 'GET', url: '/api/submissions', headers: admin.headers });
    expect(listed.json().find((s: { id: number }) => s.id === id)).toMatchObject(profile);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${id}/content`,
      headers: admin.headers,
      payload: {
        title: 'Harbour Lights',
        description: 'Keep a harbour lighthouse burning through a long, gentle winter.',
        platforms: ['pc'],
        genre: 'simulation',
        features: ['Lighthouse keeping'],
        failState: 'none',
        timePressure: null,
        length: 'long',
        playModes: ['solo'],
        saves: 'anytime',
        notes: null,
        settings: ['clock-control'],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      failState: 'none',
      timePressure: null,
      playModes: ['solo'],
      saves: 'anytime',
      // Left out: kept as the visitor sent it.
      awayCost: 'none',
      notes: null,
      settings: ['clock-control'],
    });

    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${id}/status`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    const game = await get<Game>(`/api/games/${approved.json<{ gameId: number }>().gameId}`);
    expect(game.body).toMatchObject({
      failState: 'none',
      timePressure: null,
      length: 'long',
      playModes: ['solo'],
      saves: 'anytime',
      awayCost: 'none',
      pricing: 'once',
      notes: null,
      settings: ['clock-control'],
    });
  });

  it('leaves every field unknown when a submission says nothing about it', async () => {
    const row = await createSubmission(t.database.db);
    const admin = await signInAsAdmin(t.app);
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${row.id}/status`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    const game = await get<Game>(`/api/games/${approved.json<{ gameId: number }>().gameId}`);
    expect(game.body).toMatchObject({
      failState: null,
      timePressure: null,
      length: null,
      playModes: [],
      saves: null,
      awayCost: null,
      pricing: null,
      notes: null,
      settings: null,
    });
  });

  it('an admin adds a game with a profile, changes it, and a PATCH without it keeps it', async () => {
    const admin = await signInAsAdmin(t.app);
    const base = {
      title: 'Quiet Quarry',
      description: 'Dig gently through a quarry full of fossils and friendly moles.',
      platforms: ['switch'],
      genre: 'exploration',
      features: ['Fossil hunting'],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: admin.headers,
      payload: { ...base, ...profile },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(profile);
    const id = created.json<{ id: number }>().id;

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${id}`,
      headers: admin.headers,
      payload: { ...base, failState: 'yes', length: null, playModes: ['online'], pricing: 'gacha', notes: [] },
    });
    expect(changed.json()).toMatchObject({
      failState: 'yes',
      timePressure: 'relaxed',
      length: null,
      playModes: ['online'],
      pricing: 'gacha',
      saves: 'limited',
      notes: [],
    });

    const kept = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${id}`,
      headers: admin.headers,
      payload: { ...base, title: 'Quiet Quarry Deluxe' },
    });
    expect(kept.json()).toMatchObject({
      title: 'Quiet Quarry Deluxe',
      failState: 'yes',
      playModes: ['online'],
      pricing: 'gacha',
      notes: [],
    });

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${id}`,
      headers: admin.headers,
      payload: {
        ...base,
        timePressure: 'hurried',
        playModes: ['party'],
        saves: 'never',
        awayCost: 'some',
        pricing: 'subscription',
        notes: ['snakes'],
        settings: ['god-mode'],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['awayCost', 'notes.0', 'playModes.0', 'pricing', 'saves', 'settings.0', 'timePressure']);
    // Nothing of the refused edit was kept.
    const after = await get<Game>(`/api/games/${id}`);
    expect(after.body).toMatchObject({ saves: 'limited', pricing: 'gacha', notes: [] });
  });
});
