import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { captchaChallenges, contactMessages } from '../../db/schema/index.ts';
import { loadConfig } from '../../server/config.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { countRows, freshIp, newCaptcha, post } from '../helpers/visitor.ts';

const ANSWER = 'Abc234';
const ALPHABET = /^[ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789]{6}$/;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CAPTCHA_FIXED_ANSWER: ANSWER });
});
afterAll(() => t.close());

const check = (id: string, answer: string, ip?: string) => post(t.app, '/api/captcha/check', { id, answer }, { ip });

/** A valid contact message answered with the challenge `id` and the right code. */
const postContact = (id: string) =>
  post(t.app, '/api/contact', {
    name: 'Robin',
    email: 'robin@example.com',
    subject: 'Hello',
    message: 'A message long enough to pass.',
    captchaId: id,
    captcha: ANSWER,
  });

function decodeImage(image: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(image.startsWith(prefix)).toBe(true);
  return Buffer.from(image.slice(prefix.length), 'base64').toString('utf8');
}

async function expire(id: string) {
  await t.database.db
    .update(captchaChallenges)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(captchaChallenges.id, id));
}

describe('GET /api/captcha', () => {
  it('answers an id and an SVG picture, never the answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: freshIp() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'image']);
    expect(response.body).not.toContain(ANSWER);
    const svg = decodeImage(body.image);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(6);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(ANSWER);
    for (const character of ANSWER) expect(svg).not.toContain(`>${character}<`);
  });

  it('gives every challenge its own id, expiring ten minutes after it was made', async () => {
    const [a, b] = [await newCaptcha(t.app), await newCaptcha(t.app)];
    expect(a).not.toBe(b);
    const [row] = await t.database.db
      .select({
        seconds: sql<number>`extract(epoch from ${captchaChallenges.expiresAt} - ${captchaChallenges.createdAt})::int`,
      })
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, a));
    expect(row?.seconds).toBe(600);
  });

  it('without a fixed answer, draws a random 6-character code from the spec alphabet', async () => {
    const random = await buildTestApp();
    try {
      const images: string[] = [];
      for (let i = 0; i < 20; i++) {
        const response = await random.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: freshIp() });
        images.push(response.body);
      }
      const answers = (
        await random.database.db.select({ answer: captchaChallenges.answer }).from(captchaChallenges)
      ).map((row) => row.answer);
      expect(answers).toHaveLength(20);
      for (const answer of answers) expect(answer).toMatch(ALPHABET);
      expect(new Set(answers).size).toBeGreaterThan(15);
      answers.forEach((answer) => expect(images.some((image) => image.includes(answer))).toBe(false));

      const [first] = await random.database.db
        .select({ id: captchaChallenges.id, answer: captchaChallenges.answer })
        .from(captchaChallenges)
        .limit(1);
      const ok = await post(random.app, '/api/captcha/check', { id: first!.id, answer: first!.answer });
      expect(ok.json()).toEqual({ ok: true });
    } finally {
      await random.close();
    }
  });

  it('limits how many challenges one client can ask for', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/captcha/check', () => {
  it('answers ok for the right answer, compared case-sensitively, without using the challenge up', async () => {
    const id = await newCaptcha(t.app);
    expect((await check(id, ANSWER)).json()).toEqual({ ok: true });
    expect((await check(id, ANSWER.toLowerCase())).json()).toEqual({ ok: false });
    expect((await check(id, '')).json()).toEqual({ ok: false });
    const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    expect(row?.usedAt).toBeNull();
  });

  it('answers at most 5 checks per challenge; after that it is spent', async () => {
    const id = await newCaptcha(t.app);
    for (const answer of ['A', 'Ab', 'Abc', 'Abc2', 'Abc23']) {
      expect((await check(id, answer)).json()).toEqual({ ok: false });
    }
    expect((await check(id, ANSWER)).json()).toEqual({ ok: false });
    const before = await countRows(t.database.db, contactMessages);
    const write = await postContact(id);
    expect(write.statusCode).toBe(400);
    expect(write.json().errors).toContainEqual({
      path: 'captcha',
      message: 'Captcha does not match. Please try again.',
    });
    expect(await countRows(t.database.db, contactMessages)).toBe(before);
  });

  it('stops answering after 5 checks even when they were right, yet the write still goes through', async () => {
    const id = await newCaptcha(t.app);
    for (let i = 0; i < 5; i++) expect((await check(id, ANSWER)).json()).toEqual({ ok: true });
    expect((await check(id, ANSWER)).json()).toEqual({ ok: false });
    const write = await postContact(id);
    expect(write.statusCode).toBe(201);
  });

  it('answers false for an unknown, an expired and a used challenge', async () => {
    expect((await check('no-such-challenge', ANSWER)).json()).toEqual({ ok: false });

    const expired = await newCaptcha(t.app);
    await expire(expired);
    expect((await check(expired, ANSWER)).json()).toEqual({ ok: false });

    const used = await newCaptcha(t.app);
    await t.database.db
      .update(captchaChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(captchaChallenges.id, used));
    expect((await check(used, ANSWER)).json()).toEqual({ ok: false });
  });

  it('needs the anti-forgery token', async () => {
    const id = await newCaptcha(t.app);
    const response = await post(t.app, '/api/captcha/check', { id, answer: ANSWER }, { headers: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('invalid csrf token');
  });

  it.each([
    [{ answer: ANSWER }, 'id'],
    [{ id: 'x' }, 'answer'],
    [{ id: 'x', answer: 42 }, 'answer'],
  ])('refuses %j with 400 on %s', async (payload, path) => {
    const response = await post(t.app, '/api/captcha/check', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path }));
  });

  it('allows 60 checks per client in 10 minutes, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await check('none', 'x', ip)).statusCode).toBe(200);
    const limited = await check('none', 'x', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'too-many-requests' });
  });
});

describe('configuration', () => {
  it('refuses a fixed captcha answer in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_ANSWER: ANSWER })).toThrow(/CAPTCHA_FIXED_ANSWER/);
  });

  it('documents the captcha routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/captcha'].get.responses)).toEqual(expect.arrayContaining(['200', '429']));
    expect(Object.keys(doc.paths['/api/captcha/check'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '429']),
    );
  });
});
