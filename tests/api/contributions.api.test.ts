import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { captchaChallenges, contactMessages, errorReports, submissions } from '../../db/schema/index.ts';
import { buildTestApp, csrfHeaders, type TestApp } from '../helpers/build-test-app.ts';
import { countRows, freshIp, newCaptcha, post } from '../helpers/visitor.ts';
import { REPORT_REASONS, REPORT_TYPES } from '../../common/schemas/contributions.ts';

const ANSWER = 'Abc234';
const MISMATCH = 'Captcha does not match. Please try again.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CAPTCHA_FIXED_ANSWER: ANSWER });
});
afterAll(() => t.close());

const solved = async () => ({ captchaId: await newCaptcha(t.app), captcha: ANSWER });

/** Sends a valid body with a solved captcha, expects 201 with only the new id, and reads the stored row. */
async function expectStored(
  url: string,
  body: Record<string, unknown>,
  table: typeof errorReports | typeof contactMessages,
) {
  const response = await post(t.app, url, { ...body, ...(await solved()) });
  expect(response.statusCode).toBe(201);
  const created = response.json();
  expect(created).toEqual({ id: expect.any(Number) });
  const rows: unknown[] = await t.database.db
    .select()
    .from(table as typeof errorReports)
    .where(eq(table.id, created.id));
  return rows[0];
}

function submission(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Lantern Lane',
    description: 'Light the lanterns of a sleepy village and learn the stories of its neighbours.',
    imageUrl: 'https://example.com/lantern-lane.png',
    websiteUrl: 'https://example.com/lantern-lane',
    platforms: ['pc', 'switch'],
    genre: 'life-sim',
    features: ['Lantern crafting', 'Neighbour stories'],
    releaseYear: 2023,
    developer: 'Wick & Wool',
    submitterEmail: 'fan@example.com',
    hasCombat: false,
    ...overrides,
  };
}

const report = (overrides: Record<string, unknown> = {}) => ({
  gameTitle: 'Lantern Lane',
  reportType: 'broken-link',
  description: 'The official website link leads to a parked domain.',
  ...overrides,
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Robin',
  email: 'robin@example.com',
  subject: 'A suggestion',
  message: 'Could the catalogue show which games support couch co-op?',
  ...overrides,
});

interface Endpoint {
  name: string;
  url: string;
  table: PgTable;
  valid: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  /** Overrides that make the payload invalid. */
  invalid: Record<string, unknown>;
  captchaRequired: string;
  limit: number;
}

const endpoints: Endpoint[] = [
  {
    name: 'submissions',
    url: '/api/submissions',
    table: submissions,
    valid: submission,
    invalid: { title: 'A' },
    captchaRequired: 'Captcha verification is required',
    limit: 5,
  },
  {
    name: 'error reports',
    url: '/api/report-error',
    table: errorReports,
    valid: report,
    invalid: { description: 'Broken' },
    captchaRequired: 'Please complete the captcha verification',
    limit: 10,
  },
  {
    name: 'contact messages',
    url: '/api/contact',
    table: contactMessages,
    valid: message,
    invalid: { message: 'Hi there' },
    captchaRequired: 'Please complete the captcha verification',
    limit: 5,
  },
];

/** Sends a payload that is valid but for the overrides, and expects a 400 naming `path` with `message`. */
async function expectFieldError(endpoint: Endpoint, overrides: Record<string, unknown>, path: string, text: string) {
  const before = await countRows(t.database.db, endpoint.table);
  const response = await post(t.app, endpoint.url, { ...endpoint.valid(), ...(await solved()), ...overrides });
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.errors).toContainEqual({ path, message: text });
  expect(body.message).toEqual(expect.any(String));
  expect(await countRows(t.database.db, endpoint.table)).toBe(before);
}

const [submissionsEndpoint, reportsEndpoint, contactEndpoint] = endpoints as [Endpoint, Endpoint, Endpoint];
const year = new Date().getFullYear();

describe('POST /api/submissions', () => {
  it('stores a valid submission as pending and answers 201 with it', async () => {
    const response = await post(
      t.app,
      '/api/submissions',
      submission({
        platforms: ['iOS', 'pc', 'ios'],
        features: ['  Lantern crafting  ', '', '   ', 'Neighbour stories'],
        ...(await solved()),
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      // Platforms normalised and de-duplicated, blank features dropped and the rest trimmed.
      ...submission({ platforms: ['ios', 'pc'] }),
      releaseDate: null,
      failState: null,
      timePressure: null,
      length: null,
      playModes: [],
      saves: null,
      awayCost: null,
      pricing: null,
      notes: null,
      settings: null,
      stores: [],
      status: 'pending',
      reviewNotes: null,
      createdAt: expect.any(String),
    });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, body.id));
    expect(row).toMatchObject({
      title: 'Lantern Lane',
      platforms: ['ios', 'pc'],
      features: ['Lantern crafting', 'Neighbour stories'],
      status: 'pending',
      submitterEmail: 'fan@example.com',
      releaseYear: 2023,
    });
  });

  it('stores an empty email as null and defaults hasCombat to false', async () => {
    const { hasCombat: _omitted, ...withoutCombat } = submission({ submitterEmail: '' });
    const response = await post(t.app, '/api/submissions', { ...withoutCombat, ...(await solved()) });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, response.json().id));
    expect(row).toMatchObject({ submitterEmail: null, hasCombat: false });
  });

  it('accepts a submission without an email, and the latest allowed release year', async () => {
    const { submitterEmail: _omitted, ...withoutEmail } = submission({ releaseYear: year + 5, hasCombat: true });
    const response = await post(t.app, '/api/submissions', { ...withoutEmail, ...(await solved()) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ submitterEmail: null, releaseYear: year + 5, hasCombat: true });
  });

  it('gives https:// to a website, image or store link typed without a scheme, and stores it so', async () => {
    const response = await post(
      t.app,
      '/api/submissions',
      submission({
        websiteUrl: 'kamaeru.com',
        imageUrl: ' www.kamaeru.com/press/cover.png ',
        stores: [{ store: 'steam', url: 'store.steampowered.com/app/2111170/Kamaeru/' }],
        ...(await solved()),
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      websiteUrl: 'https://kamaeru.com',
      imageUrl: 'https://www.kamaeru.com/press/cover.png',
      stores: [{ store: 'steam', url: 'https://store.steampowered.com/app/2111170/Kamaeru/' }],
    });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, body.id));
    expect(row).toMatchObject({
      websiteUrl: 'https://kamaeru.com',
      imageUrl: 'https://www.kamaeru.com/press/cover.png',
    });
  });

  it.each([
    ['websiteUrl', { websiteUrl: 'not a url' }, 'Please enter a valid URL'],
    ['websiteUrl', { websiteUrl: 'kamaeru' }, 'Please enter a valid URL'],
    ['websiteUrl', { websiteUrl: 'localhost:3000' }, 'Please enter a valid URL'],
    ['websiteUrl', { websiteUrl: 'mailto:team@kamaeru.com' }, 'Please enter a valid URL'],
    ['imageUrl', { imageUrl: 'cover.png' }, 'Please enter a valid image URL'],
    ['imageUrl', { imageUrl: 'kamaeru.com/a cover.png' }, 'Please enter a valid image URL'],
  ])('leaves what is not an address without a scheme refused: %s %j', async (path, overrides, text) => {
    await expectFieldError(submissionsEndpoint, overrides, path, text);
  });

  it('refuses a store link without a scheme on another site, as with one', async () => {
    await expectFieldError(
      submissionsEndpoint,
      { stores: [{ store: 'steam', url: 'steam.example.com/app/1' }] },
      'stores.0.url',
      "Enter an https link on Steam's own site (store.steampowered.com)",
    );
  });

  it.each([
    ['title', { title: 'A' }, 'Title must be at least 2 characters'],
    ['title', { title: '   ' }, 'Title must be at least 2 characters'],
    ['title', { title: undefined }, 'Title must be at least 2 characters'],
    ['title', { title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    ['description', { description: 'Too short' }, 'Description must be at least 10 characters'],
    ['description', { description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
    ['imageUrl', { imageUrl: 'not a url' }, 'Please enter a valid image URL'],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }, 'Please enter a valid image URL'],
    ['imageUrl', { imageUrl: '' }, 'Please enter a valid image URL'],
    ['imageUrl', { imageUrl: undefined }, 'Please enter a valid image URL'],
    ['websiteUrl', { websiteUrl: 'example' }, 'Please enter a valid URL'],
    ['websiteUrl', { websiteUrl: 'ftp://example.com/game' }, 'Please enter a valid URL'],
    ['websiteUrl', { websiteUrl: undefined }, 'Please enter a valid URL'],
    ['platforms', { platforms: [] }, 'At least one platform is required'],
    ['platforms', { platforms: undefined }, 'At least one platform is required'],
    [
      'platforms',
      { platforms: ['pc', 'mac', 'switch', 'playstation', 'xbox', 'ios', 'android', 'other'] },
      'Maximum 7 platforms allowed',
    ],
    ['platforms.1', { platforms: ['pc', 'gameboy'] }, 'Unknown platform'],
    ['genre', { genre: 'racing' }, 'Please select a genre'],
    ['genre', { genre: '' }, 'Please select a genre'],
    ['genre', { genre: undefined }, 'Please select a genre'],
    ['features', { features: [] }, 'At least one feature is required'],
    ['features', { features: ['', '   '] }, 'At least one feature is required'],
    ['features', { features: undefined }, 'At least one feature is required'],
    ['features', { features: ['Aaa', 'Bbb', 'Ccc', 'Ddd', 'Eee'] }, 'Maximum 4 features allowed'],
    ['features.1', { features: ['Gardening', 'ab'] }, 'Each feature must be at least 3 characters'],
    ['features.0', { features: ['x'.repeat(201)] }, 'Each feature must be at most 200 characters'],
    ['releaseYear', { releaseYear: undefined }, 'Release year is required'],
    ['releaseYear', { releaseYear: null }, 'Release year is required'],
    ['releaseYear', { releaseYear: '2020' }, 'Release year must be a number'],
    ['releaseYear', { releaseYear: 2020.5 }, 'Release year must be an integer'],
    ['releaseYear', { releaseYear: 1979 }, 'Year must be 1980 or later'],
    ['releaseYear', { releaseYear: year + 6 }, `Year cannot be more than ${year + 5}`],
    ['developer', { developer: '' }, 'Developer is required'],
    ['developer', { developer: undefined }, 'Developer is required'],
    ['developer', { developer: 'x'.repeat(101) }, 'Developer must be at most 100 characters'],
    ['submitterEmail', { submitterEmail: 'not-an-email' }, 'Please enter a valid email'],
    ['captcha', { captcha: '' }, 'Captcha verification is required'],
  ])('%s: %j → 400 with its message', async (path, overrides, text) => {
    await expectFieldError(submissionsEndpoint, overrides, path, text);
  });
});

describe('POST /api/report-error', () => {
  it('stores a valid report as unreviewed and answers 201 with its id', async () => {
    const row = await expectStored('/api/report-error', report(), errorReports);
    expect(row).toMatchObject({ ...report(), status: 'unreviewed', reviewNotes: null });
  });

  it.each(REPORT_TYPES)('accepts the report type %s', async (type) => {
    const response = await post(t.app, '/api/report-error', { ...report({ reportType: type }), ...(await solved()) });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['gameTitle', { gameTitle: '' }, 'Game title is required'],
    ['gameTitle', { gameTitle: undefined }, 'Game title is required'],
    ['gameTitle', { gameTitle: 'x'.repeat(201) }, 'Game title must be at most 200 characters'],
    ['reportType', { reportType: 'typo' }, 'Please select a report type'],
    // The site shows no prices: there is nothing of the kind to report.
    ['reportType', { reportType: 'outdated-pricing' }, 'Please select a report type'],
    ['reportType', { reportType: undefined }, 'Please select a report type'],
    ['description', { description: 'Broken' }, 'Please provide a detailed description (minimum 10 characters)'],
    ['description', { description: undefined }, 'Please provide a detailed description (minimum 10 characters)'],
    ['description', { description: 'x'.repeat(1001) }, 'Description must be at most 1000 characters'],
    ['captcha', { captcha: '' }, 'Please complete the captcha verification'],
  ])('%s: %j → 400 with its message', async (path, overrides, text) => {
    await expectFieldError(reportsEndpoint, overrides, path, text);
  });
});

describe('report types', () => {
  it('are the four the form offers, each documented with what on a game page it covers', async () => {
    expect(REPORT_TYPES).toEqual(['incorrect-info', 'missing-info', 'broken-link', 'other']);
    expect(Object.keys(REPORT_REASONS)).toEqual([...REPORT_TYPES]);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const reportType = doc.paths['/api/report-error'].post.requestBody.content['application/json'].schema.properties
      .reportType as { enum: string[]; description: string };
    expect(reportType.enum).toEqual([...REPORT_TYPES]);
    for (const type of REPORT_TYPES)
      expect(reportType.description).toContain(`\`${type}\`: ${REPORT_REASONS[type].covers}`);
    expect(reportType.description).not.toMatch(/pric/i);
    expect(
      Object.values(REPORT_REASONS)
        .map((reason) => reason.covers)
        .join(' '),
    ).not.toMatch(/pric/i);
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const row = await expectStored('/api/contact', message(), contactMessages);
    expect(row).toMatchObject({ ...message(), handled: false });
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['email', { email: 'robin' }, 'Valid email is required'],
    ['email', { email: undefined }, 'Valid email is required'],
    ['subject', { subject: ' ' }, 'Subject is required'],
    ['subject', { subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['message', { message: 'Hi there' }, 'Message must be at least 10 characters'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['captcha', { captcha: '' }, 'Please complete the captcha verification'],
  ])('%s: %j → 400 with its message', async (path, overrides, text) => {
    await expectFieldError(contactEndpoint, overrides, path, text);
  });
});

describe.each(endpoints)('$name: guards', (endpoint) => {
  const stored = () => countRows(t.database.db, endpoint.table);

  async function expectRefused(payload: Record<string, unknown>, status: number, text: string, path?: string) {
    const before = await stored();
    const response = await post(t.app, endpoint.url, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(text);
    if (path) expect(response.json().errors).toContainEqual({ path, message: text });
    expect(await stored()).toBe(before);
  }

  it('refuses a missing captcha answer', async () => {
    const { captchaId } = await solved();
    await expectRefused({ ...endpoint.valid(), captchaId }, 400, endpoint.captchaRequired, 'captcha');
  });

  it('refuses a missing captcha id', async () => {
    await expectRefused({ ...endpoint.valid(), captcha: ANSWER }, 400, endpoint.captchaRequired, 'captchaId');
  });

  it('refuses a wrong answer, compared case-sensitively', async () => {
    const { captchaId } = await solved();
    await expectRefused({ ...endpoint.valid(), captchaId, captcha: 'abc234' }, 400, MISMATCH, 'captcha');
  });

  it('refuses an unknown challenge', async () => {
    await expectRefused({ ...endpoint.valid(), captchaId: 'no-such-challenge', captcha: ANSWER }, 400, MISMATCH);
  });

  it('refuses an expired challenge', async () => {
    const proof = await solved();
    await t.database.db
      .update(captchaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchaChallenges.id, proof.captchaId));
    await expectRefused({ ...endpoint.valid(), ...proof }, 400, MISMATCH, 'captcha');
  });

  it('uses the challenge up: the same captcha works once', async () => {
    const proof = await solved();
    const before = await stored();
    expect((await post(t.app, endpoint.url, { ...endpoint.valid(), ...proof })).statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
    await expectRefused({ ...endpoint.valid(), ...proof }, 400, MISMATCH, 'captcha');
    const [challenge] = await t.database.db
      .select({ usedAt: captchaChallenges.usedAt })
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, proof.captchaId));
    expect(challenge?.usedAt).toBeInstanceOf(Date);
  });

  it('leaves the challenge unspent when the input is invalid', async () => {
    const proof = await solved();
    const invalid = await post(t.app, endpoint.url, { ...endpoint.valid(endpoint.invalid), ...proof });
    expect(invalid.statusCode).toBe(400);
    expect((await post(t.app, endpoint.url, { ...endpoint.valid(), ...proof })).statusCode).toBe(201);
  });

  it('refuses a write without the anti-forgery token, or with a forged one', async () => {
    const before = await stored();
    const payload = { ...endpoint.valid(), ...(await solved()) };
    const none = await post(t.app, endpoint.url, payload, { headers: {} });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toContain('invalid csrf token');
    const headers = await csrfHeaders(t.app);
    const forged = await post(t.app, endpoint.url, payload, { headers: { ...headers, 'x-csrf-token': 'forged.x' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toContain('invalid csrf token');
    const mismatched = await post(t.app, endpoint.url, payload, {
      headers: { ...headers, 'x-csrf-token': (await csrfHeaders(t.app))['x-csrf-token']! },
    });
    expect(mismatched.statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('answers a filled-in honeypot as if all were well, and stores nothing', async () => {
    const before = await stored();
    const proof = await solved();
    const response = await post(t.app, endpoint.url, { ...endpoint.valid(), ...proof, nickname: 'bot' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(Number) });
    expect(await stored()).toBe(before);
  });

  it(`allows ${endpoint.limit} writes per client in 10 minutes, then answers 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < endpoint.limit; i++) {
      expect((await post(t.app, endpoint.url, {}, { ip })).statusCode).toBe(400);
    }
    const before = await stored();
    const limited = await post(t.app, endpoint.url, { ...endpoint.valid(), ...(await solved()) }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/too many requests/i), code: 'too-many-requests' });
    expect(await stored()).toBe(before);
    // Another client is not affected.
    expect((await post(t.app, endpoint.url, { ...endpoint.valid(), ...(await solved()) })).statusCode).toBe(201);
  });

  it('refuses a body over 64 KiB with 413 and the error shape', async () => {
    const before = await stored();
    const response = await post(t.app, endpoint.url, { ...endpoint.valid(), padding: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await stored()).toBe(before);
  });

  it('refuses a body that is not JSON with 400 and the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoint.url,
      headers: { ...(await csrfHeaders(t.app)), 'content-type': 'application/json' },
      payload: '{"title": ',
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('a failing write', () => {
  it('counts a wrong answer on a write, and five of them spend the challenge', async () => {
    const proof = await solved();
    for (let i = 0; i < 5; i++) {
      const wrong = await post(t.app, '/api/contact', { ...message(), ...proof, captcha: `wrong${i}` });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await post(t.app, '/api/contact', { ...message(), ...proof });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MISMATCH);
  });
});

describe('OpenAPI', () => {
  it('documents the contribution routes with their bodies and every response status', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/submissions', '/api/report-error', '/api/contact']) {
      const operation = doc.paths[path].post;
      expect(operation.requestBody.content['application/json'].schema).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '403', '413', '429']));
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits kept in Redis', () => {
  it('share one count between two server processes', async () => {
    const env = { CAPTCHA_FIXED_ANSWER: ANSWER, REDIS_URL: process.env.TEST_REDIS_URL! };
    const [first, second] = [await buildTestApp(env), await buildTestApp(env)];
    try {
      // Redis outlives the test run: a random client keeps earlier runs' counts out of this one.
      const client = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? first.app : second.app;
        expect((await post(app, '/api/contact', {}, { ip: client })).statusCode).toBe(400);
      }
      const limited = await post(second.app, '/api/contact', {}, { ip: client });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
