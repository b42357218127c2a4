import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { games } from '../../db/schema/index.ts';
import { addNewShippedGames, seedCatalogueIfEmpty } from '../../db/seed/index.ts';
import type { SeedGame } from '../../db/seed/types.ts';
import type { Game } from '../../common/schemas/games.ts';
import type { AdminSubmission } from '../../common/schemas/admin.ts';
import { todayUtc } from '../../common/upcoming.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { sourcePages } from '../helpers/pages.ts';
import { newCaptcha, post } from '../helpers/visitor.ts';
import { createGame } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';

const ANSWER = 'Soon42';
/** The origin the app answers as under inject, without a configured site address. */
const SITE = 'http://localhost:80';

/** The day `days` after today (UTC), as `YYYY-MM-DD`. */
const inDays = (days: number) => todayUtc(new Date(Date.now() + days * 86_400_000));
const yearOf = (date: string) => Number(date.slice(0, 4));

let site: Awaited<ReturnType<typeof sourcePages>>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
const soon = inDays(10);
const later = inDays(40);
let soonGame: Game;
let laterGame: Game;
let pastGame: Game;
let todayGame: Game;

beforeAll(async () => {
  site = await sourcePages();
  t = await buildTestApp({ CAPTCHA_FIXED_ANSWER: ANSWER }, { pages: site.pages });
  admin = await signInAsAdmin(t.app);
  const create = async (title: string, releaseDate: string) => {
    const row = await createGame(t.database.db, { title, releaseDate, releaseYear: yearOf(releaseDate) });
    return (await t.app.inject({ method: 'GET', url: `/api/games/${row.id}` })).json<Game>();
  };
  // Made in the opposite order of their dates: the list and the calendar sort them.
  laterGame = await create('Lantern Harbour', later);
  soonGame = await create(
    'Moss, Tea; and a Very Long Title About Tending the Quiet Gardens of a Sleepy Harbour Town Café',
    soon,
  );
  pastGame = await create('Old Orchard', '2020-05-01');
  todayGame = await create('Today Tide', todayUtc());
  await createGame(t.database.db, { title: 'Undated Dunes' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const admin$ = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });

/** The field messages of a 400, by path. */
function fieldErrors(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  const { errors } = response.json() as { errors: { path: string; message: string }[] };
  return Object.fromEntries(errors.map((error) => [error.path, error.message]));
}

/** An iCalendar's content lines, unfolded (RFC 5545 §3.1). */
const unfold = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');

/** Each VEVENT's properties by name (parameters kept in the name, e.g. `DTSTART;VALUE=DATE`). */
function eventsOf(body: string): Record<string, string>[] {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(body)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('the upcoming calendar', () => {
  it('is an iCalendar with one all-day event per upcoming game, soonest first', async () => {
    const response = await get('/upcoming.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends with CRLF and none is longer than 75 octets.
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const events = eventsOf(body);
    expect(events.map((event) => event.URL)).toEqual([
      `${SITE}/game/${soonGame.slug}`,
      `${SITE}/game/${laterGame.slug}`,
    ]);
    const [first, second] = events;
    expect(first!['DTSTART;VALUE=DATE']).toBe(soon.replace(/-/g, ''));
    expect(first!['DTEND;VALUE=DATE']).toBe(inDays(11).replace(/-/g, ''));
    expect(second!['DTSTART;VALUE=DATE']).toBe(later.replace(/-/g, ''));
    expect(first!.UID).toBe(`game-${soonGame.id}@localhost`);
    expect(first!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    // Commas and semicolons are escaped in text; the long title was folded and unfolds whole.
    expect(first!.SUMMARY).toBe(
      'Moss\\, Tea\\; and a Very Long Title About Tending the Quiet Gardens of a Sleepy Harbour Town Café',
    );
  });

  it('keeps each event’s UID from one request to the next', async () => {
    const uids = async () => eventsOf((await get('/upcoming.ics')).body).map((event) => event.UID);
    expect(await uids()).toEqual(await uids());
  });

  it('leaves out a game released in the past, today, or without a day', async () => {
    const body = (await get('/upcoming.ics')).body;
    for (const title of ['Old Orchard', 'Today Tide', 'Undated Dunes']) expect(body).not.toContain(title);
    expect(eventsOf(body)).toHaveLength(2);
  });
});

describe('a game’s release date', () => {
  it('is in its JSON, with its year as the release year', async () => {
    expect(pastGame).toMatchObject({ releaseDate: '2020-05-01', releaseYear: 2020 });
    expect(todayGame.releaseDate).toBe(todayUtc());
  });

  it('settles the release year when an admin writes both', async () => {
    const response = await admin$('POST', '/api/games', {
      title: 'Kettle Hill',
      description: 'Brew tea for the hikers who stop at the top of a windy hill.',
      platforms: ['pc'],
      genre: 'simulation',
      features: ['Tea brewing'],
      releaseYear: 2025,
      releaseDate: later,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Game>()).toMatchObject({ releaseDate: later, releaseYear: yearOf(later) });

    const id = response.json<Game>().id;
    const kept = await admin$('PATCH', `/api/games/${id}`, {
      title: 'Kettle Hill',
      description: 'Brew tea for the hikers who stop at the top of a windy hill.',
      platforms: ['pc'],
      genre: 'simulation',
      releaseYear: 2024,
    });
    expect(kept.json<Game>()).toMatchObject({ releaseDate: later, releaseYear: yearOf(later) });
    const cleared = await admin$('PATCH', `/api/games/${id}`, {
      title: 'Kettle Hill',
      description: 'Brew tea for the hikers who stop at the top of a windy hill.',
      platforms: ['pc'],
      genre: 'simulation',
      releaseYear: 2024,
      releaseDate: '',
    });
    expect(cleared.json<Game>()).toMatchObject({ releaseDate: null, releaseYear: 2024 });
  });

  it('is refused with a clear message when it is not a real calendar date', async () => {
    const body = {
      title: 'Broken Calendar',
      description: 'A game whose release day was written wrong.',
      platforms: ['pc'],
      genre: 'puzzle',
    };
    expect(fieldErrors(await admin$('POST', '/api/games', { ...body, releaseDate: '2027-02-30' })).releaseDate).toBe(
      'Release date is not a real date',
    );
    expect(fieldErrors(await admin$('POST', '/api/games', { ...body, releaseDate: '03/04/2027' })).releaseDate).toBe(
      'Release date must be a date written as YYYY-MM-DD',
    );
    expect(
      fieldErrors(await admin$('PATCH', `/api/games/${pastGame.id}`, { ...body, releaseDate: '2027-13-01' }))
        .releaseDate,
    ).toBe('Release date is not a real date');
  });

  it('is refused on a visitor’s submission when it is not a real date, and kept when it is', async () => {
    const submission = async (releaseDate: string) =>
      post(t.app, '/api/submissions', {
        title: 'Lantern Lane',
        description: 'Light the lanterns of a sleepy village and learn the stories of its neighbours.',
        imageUrl: 'https://example.com/lantern-lane.png',
        websiteUrl: 'https://example.com/lantern-lane',
        platforms: ['pc'],
        genre: 'life-sim',
        features: ['Lantern crafting'],
        releaseYear: 2026,
        developer: 'Wick & Wool',
        hasCombat: false,
        releaseDate,
        captchaId: await newCaptcha(t.app),
        captcha: ANSWER,
      });
    expect(fieldErrors(await submission('2027-02-29')).releaseDate).toBe('Release date is not a real date');
    expect(fieldErrors(await submission('next spring')).releaseDate).toBe(
      'Release date must be a date written as YYYY-MM-DD',
    );
    const accepted = await submission(later);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ releaseDate: later, releaseYear: yearOf(later) });
  });

  it('is carried into the game when a submission is approved', async () => {
    const sub = await createSubmission(t.database.db, {
      title: 'Harbour Bells',
      imageUrl: null,
      releaseDate: later,
      releaseYear: yearOf(later),
    });
    const approved = await admin$('PATCH', `/api/submissions/${sub.id}/status`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const game = (
      await t.app.inject({ method: 'GET', url: `/api/games/${approved.json<AdminSubmission>().gameId}` })
    ).json<Game>();
    expect(game).toMatchObject({ releaseDate: later, releaseYear: yearOf(later) });
    await t.database.db.delete(games).where(eq(games.id, game.id));
  });
});

describe('the upcoming page', () => {
  it('renders its title, canonical address and the games as a list of video games, soonest first', async () => {
    const response = await get('/upcoming');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Upcoming Cozy Games | Cozy Games</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/upcoming"/>`);
    expect(html).toMatch(/<h1[^>]*>Upcoming Cozy Games<\/h1>/);
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const list = data.find((entry) => entry['@type'] === 'ItemList');
    const names: string[] = list.itemListElement.map((entry: { item: { name: string } }) => entry.item.name);
    expect(names[0]).toBe(soonGame.title);
    expect(names).toContain(laterGame.title);
    expect(names).not.toContain(pastGame.title);
    expect(list.itemListElement[0].item).toMatchObject({ '@type': 'VideoGame', datePublished: soon });
    expect(html.indexOf(soonGame.slug)).toBeLessThan(html.indexOf(laterGame.slug));
    expect(html).not.toContain('Old Orchard');
  });

  it('is linked from the home page while there are upcoming games, and listed in the sitemap and robots.txt', async () => {
    expect((await get('/')).body).toContain('href="/upcoming"');
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${SITE}/upcoming</loc>`);
    expect((await get('/robots.txt')).body).toContain('Allow: /upcoming');
  });
});

describe('the shared response cache', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await buildTestApp({ RESPONSE_CACHE_MB: '8' }, { pages: site.pages });
    await createGame(cached.database.db, { title: 'Cached Cove', releaseDate: soon, releaseYear: yearOf(soon) });
    // Written behind the services' back: wait until the server has heard of it, or its notice may
    // empty the cache between two of the visits below.
    await cached.app.catalogueChanges.caughtUp();
  }, 60_000);
  afterAll(() => cached.close());

  it.each(['/upcoming', '/upcoming.ics'])('keeps %s for every visitor', async (url) => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await cached.app.inject({ method: 'GET', url }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.at(-1)!.headers['x-cache']).toBe('hit');
  });
});

describe('shipped games of a newer edition', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp();
  });
  afterAll(() => fresh.close());

  const shipped = (title: string, extra: Partial<SeedGame> = {}): SeedGame => ({
    title,
    description: 'A calm little game about tending a garden and meeting neighbours over tea.',
    platforms: ['pc'],
    genre: 'simulation',
    developer: 'Quiet Studio',
    releaseYear: 2021,
    hasCombat: false,
    websiteUrl: null,
    features: ['Gentle music', 'No timers', 'Tea'],
    ...extra,
  });
  const first = [shipped('Fern Hollow'), shipped('Pebble Bay')];
  const second = [...first, shipped('Comet Meadow', { edition: 2, releaseDate: later, releaseYear: yearOf(later) })];
  const slugs = async () => (await fresh.database.db.select({ slug: games.slug }).from(games)).map((row) => row.slug);

  it('reach a catalogue already running at its next start, once, and a removed one stays removed', async () => {
    expect(await seedCatalogueIfEmpty(fresh.database.db, first)).toBe(2);
    // An admin removes a shipped game: a later start does not bring it back.
    await fresh.database.db.delete(games).where(eq(games.slug, 'pebble-bay'));
    expect(await seedCatalogueIfEmpty(fresh.database.db, first)).toBe(0);

    expect(await seedCatalogueIfEmpty(fresh.database.db, second)).toBe(1);
    expect((await slugs()).sort()).toEqual(['comet-meadow', 'fern-hollow']);
    const [comet] = await fresh.database.db.select().from(games).where(eq(games.slug, 'comet-meadow'));
    expect(comet).toMatchObject({ releaseDate: later, releaseYear: yearOf(later) });

    await fresh.database.db.delete(games).where(eq(games.slug, 'comet-meadow'));
    expect(await addNewShippedGames(fresh.database.db, second)).toBe(0);
    expect(await slugs()).toEqual(['fern-hollow']);
  });
});
