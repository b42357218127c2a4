import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { buildTestApp, csrfHeaders, type TestApp } from '../helpers/build-test-app.ts';
import { createUserWithCheapHash } from '../helpers/cheap-password.ts';
import { totpCode } from '../helpers/totp.ts';

let t: TestApp;
let userCount = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Codes depend on the clock: hold it still at the start of a 30-second step, and move it on by hand.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
});
afterEach(() => vi.useRealTimers());
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

async function call(app: TestApp['app'], method: 'GET' | 'POST', url: string, session?: string, payload?: object) {
  const headers =
    method === 'GET'
      ? session
        ? { cookie: `session=${session}` }
        : {}
      : await csrfHeaders(app, session ? { cookie: `session=${session}` } : {});
  return app.inject({ method, url, headers, payload, remoteAddress: '192.0.2.50' });
}

async function newAdmin(app = t.app, db = t.database.db) {
  const email = `second${++userCount}@cozy.test`;
  await createUserWithCheapHash(app, db, email, 'second-password');
  const response = await call(app, 'POST', '/api/auth/login', undefined, { email, password: 'second-password' });
  return { email, token: response.json().token as string };
}

async function enrol(app: TestApp['app'], token: string) {
  const setup = await call(app, 'POST', '/api/auth/2fa/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await call(app, 'POST', '/api/auth/2fa/enable', token, { code: totpCode(secret) });
  expect(enabled.statusCode).toBe(200);
  nextStep();
  return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

async function passwordStep(app: TestApp['app'], email: string) {
  const response = await call(app, 'POST', '/api/auth/login', undefined, { email, password: 'second-password' });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('turning on a second factor', () => {
  it('shows a secret and a QR code, and turns on only with a right code', async () => {
    const { token } = await newAdmin();
    const setup = await call(t.app, 'POST', '/api/auth/2fa/setup', token);
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Cozy%20Games:second\d+%40cozy\.test\?/);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await call(t.app, 'POST', '/api/auth/2fa/enable', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid-two-factor-code', errors: [{ path: 'code' }] });
    expect((await call(t.app, 'GET', '/api/auth/2fa', token)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });

    const right = await call(t.app, 'POST', '/api/auth/2fa/enable', token, { code: totpCode(body.secret) });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call(t.app, 'GET', '/api/auth/2fa', token)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call(t.app, 'GET', '/api/auth/me', token)).json().user.twoFactorEnabled).toBe(true);
    expect((await call(t.app, 'POST', '/api/auth/2fa/setup', token)).statusCode).toBe(409);
  });

  it('needs a session', async () => {
    const response = await call(t.app, 'POST', '/api/auth/2fa/setup');
    expect(response.statusCode).toBe(401);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password, and lets a right code in once', async () => {
    const { email, token } = await newAdmin();
    const { secret } = await enrol(t.app, token);

    const first = await passwordStep(t.app, email);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.cookies.find((c) => c.name === 'session')).toBeUndefined();
    const { challenge } = first.json();

    const code = totpCode(secret);
    const done = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ user: { email, twoFactorEnabled: true }, token: expect.any(String) });
    expect(done.cookies.find((c) => c.name === 'session')?.value).toBe(done.json().token);

    // The same code again (someone looking over a shoulder) is refused.
    const again = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid-two-factor-code');
  });

  it('signs in once per challenge: the next code or a recovery code with it gets no second session', async () => {
    const { email, token } = await newAdmin();
    const { secret, recoveryCodes } = await enrol(t.app, token);
    const { challenge } = (await passwordStep(t.app, email)).json();
    const first = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) });
    expect(first.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 30_000);
    const next = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) });
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('challenge-expired');
    expect(next.cookies.find((c) => c.name === 'session')).toBeUndefined();
    const recovery = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code: recoveryCodes[0] });
    expect(recovery.statusCode).toBe(401);
  });

  it('refuses a wrong code and a forged or expired challenge', async () => {
    const { email, token } = await newAdmin();
    const { secret } = await enrol(t.app, token);
    const { challenge } = (await passwordStep(t.app, email)).json();
    const wrong = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid-two-factor-code' });

    const forged = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, {
      challenge: challenge.replace(/^\d+/, '1'),
      code: totpCode(secret),
    });
    expect(forged.statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const late = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('challenge-expired');
  });

  it('takes each recovery code once', async () => {
    const { email, token } = await newAdmin();
    const { recoveryCodes } = await enrol(t.app, token);
    const use = async (code: string) =>
      call(t.app, 'POST', '/api/auth/login/2fa', undefined, {
        challenge: (await passwordStep(t.app, email)).json().challenge,
        code,
      });
    expect((await use(recoveryCodes[0]!.toUpperCase())).statusCode).toBe(200);
    expect((await use(recoveryCodes[0]!)).statusCode).toBe(400);
    expect((await use(recoveryCodes[1]!)).statusCode).toBe(200);
    const status = await call(t.app, 'GET', '/api/auth/2fa', token);
    expect(status.json().recoveryCodesLeft).toBe(8);
  });

  it('throttles wrong codes like passwords: 5, then 429 with Retry-After', async () => {
    const { email, token } = await newAdmin();
    const { secret } = await enrol(t.app, token);
    const { challenge } = (await passwordStep(t.app, email)).json();
    const guesses = await Promise.all(
      ['111111', '222222', '333333', '444444', '555555', '666666', '777777'].map((code) =>
        call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code }),
      ),
    );
    expect(guesses.map((g) => g.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const right = await call(t.app, 'POST', '/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('turns off with a current code, and not without one', async () => {
    const { email, token } = await newAdmin();
    const { secret } = await enrol(t.app, token);
    expect((await call(t.app, 'POST', '/api/auth/2fa/disable', token, { code: '000000' })).statusCode).toBe(400);
    const off = await call(t.app, 'POST', '/api/auth/2fa/disable', token, { code: totpCode(secret) });
    expect(off.statusCode).toBe(200);
    const plain = await passwordStep(t.app, email);
    expect(plain.json().token).toEqual(expect.any(String));
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login/2fa', '/api/auth/2fa', '/api/auth/2fa/setup', '/api/auth/2fa/enable']),
    );
    expect(doc.components.schemas).toHaveProperty('TwoFactorRequired');
  });
});

describe('ADMIN_REQUIRE_2FA=true', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ ADMIN_REQUIRE_2FA: 'true' });
  });
  afterAll(() => strict.close());

  it('keeps an admin without a second factor out of the admin API until they turn it on', async () => {
    const { token } = await newAdmin(strict.app, strict.database.db);
    const before = await call(strict.app, 'GET', '/api/submissions', token);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('two-factor-enrolment-required');
    expect((await call(strict.app, 'GET', '/api/auth/2fa', token)).json()).toMatchObject({ required: true });

    const { secret } = await enrol(strict.app, token);
    expect((await call(strict.app, 'GET', '/api/submissions', token)).statusCode).toBe(200);
    const off = await call(strict.app, 'POST', '/api/auth/2fa/disable', token, { code: totpCode(secret) });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('two-factor-required');
  });
});

// Each run of the command starts a process that opens and migrates the database: slow, so more time.
describe('npm run user', { timeout: 180_000 }, () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cozy-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function withApp<T>(work: (app: TestApp['app'], db: TestApp['database']['db']) => Promise<T>): Promise<T> {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(database);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CATALOGUE_CACHE_SECONDS: '0' });
    const app = await buildApp({
      config,
      database,
      secret: 'test-secret-that-is-long-enough-to-sign-things',
      outbox: false,
    });
    try {
      return await work(app, database.db);
    } finally {
      await app.close();
      await database.close();
    }
  }
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/user.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    });

  it('disable ends every session: after enable, the old token and cookie stay dead', async () => {
    vi.useRealTimers();
    const { token } = await withApp(async (app, db) => {
      await createUserWithCheapHash(app, db, 'shell@cozy.test', 'second-password');
      const response = await call(app, 'POST', '/api/auth/login', undefined, {
        email: 'shell@cozy.test',
        password: 'second-password',
      });
      return { token: response.json().token as string };
    });
    expect((await cli('disable', 'shell@cozy.test')).stdout).toContain('disabled; their sessions have ended');
    await cli('enable', 'shell@cozy.test');
    await withApp(async (app) => {
      const bearer = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      const cookie = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `session=${token}` } });
      expect([bearer.statusCode, cookie.statusCode]).toEqual([401, 401]);
    });
  });

  it('reset-2fa turns the second factor off and ends the sessions', async () => {
    vi.useRealTimers();
    const token = await withApp(async (app) => {
      const response = await call(app, 'POST', '/api/auth/login', undefined, {
        email: 'shell@cozy.test',
        password: 'second-password',
      });
      const session = response.json().token as string;
      await enrol(app, session);
      return session;
    });
    expect((await cli('reset-2fa', 'shell@cozy.test')).stdout).toContain('Two-factor authentication is off');
    await withApp(async (app) => {
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(401);
      const again = await call(app, 'POST', '/api/auth/login', undefined, {
        email: 'shell@cozy.test',
        password: 'second-password',
      });
      expect(again.json()).toMatchObject({ token: expect.any(String), user: { twoFactorEnabled: false } });
    });
  });
});
