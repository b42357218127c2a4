import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomBytes, scryptSync } from 'node:crypto';
import { sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, csrfHeaders, type TestApp } from '../helpers/build-test-app.ts';
import { signInAs } from '../helpers/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.services.users.create({ email: 'ada@cozy.test', password: 'tea-and-biscuits' });
});
afterAll(() => t.close());

async function login(email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: await csrfHeaders(t.app),
    payload: { email, password },
    remoteAddress,
  });
}

describe('signing in', () => {
  it('signs in with the right password: user, bearer token, HttpOnly session cookie', async () => {
    const response = await login('Ada@Cozy.test', 'tea-and-biscuits');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'ada@cozy.test', role: 'admin', disabled: false });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.token).toMatch(/^\S{40,}$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('answers a wrong password and an unknown email alike: 401 invalid-credential', async () => {
    const wrong = await login('ada@cozy.test', 'not-the-password');
    const unknown = await login('nobody@cozy.test', 'whatever-it-is');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password.', code: 'invalid-credential' });
    }
  });

  it('validates the form with the spec messages', async () => {
    const response = await login('not-an-email', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address.' },
      { path: 'password', message: 'Password must be at least 6 characters.' },
    ]);
  });

  it('refuses without the anti-forgery token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@cozy.test', password: 'tea-and-biscuits' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('invalid csrf token');
  });

  it('refuses a disabled account with 403 user-disabled', async () => {
    await t.app.services.users.create({ email: 'off@cozy.test', password: 'switched-off' });
    await t.app.services.users.setDisabled('off@cozy.test', true);
    const response = await login('off@cozy.test', 'switched-off');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('user-disabled');
  });

  it('throttles an account after 5 failures, even for the right password', async () => {
    await t.app.services.users.create({ email: 'target@cozy.test', password: 'the-right-one' });
    for (let i = 0; i < 5; i++) expect((await login('target@cozy.test', `wrong-${i}-guess`)).statusCode).toBe(401);
    const blocked = await login('target@cozy.test', 'the-right-one');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too-many-requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles a client that fails across many accounts', async () => {
    for (let i = 0; i < 20; i++) await login(`guess${i}@cozy.test`, 'password-guess', '203.0.113.9');
    expect((await login('ada@cozy.test', 'tea-and-biscuits', '203.0.113.9')).statusCode).toBe(429);
    expect((await login('ada@cozy.test', 'tea-and-biscuits', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('knows the user by cookie and by bearer token', async () => {
    const { token, headers } = await signInAs(t.app);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: headers.cookie } });
    expect(byCookie.json().user.role).toBe('admin');
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('revokes the session on the server at logout', async () => {
    const { token, headers } = await signInAs(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('ends a session left idle for 12 hours, and any session after 7 days', async () => {
    const idle = await signInAs(t.app);
    await t.database.db.execute(sql`update ${sessions} set last_seen_at = now() - interval '13 hours'`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${idle.token}` } }))
        .statusCode,
    ).toBe(401);

    const old = await signInAs(t.app);
    await t.database.db.execute(sql`update ${sessions} set expires_at = now() - interval '1 minute'`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${old.token}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('signs a disabled account out on its next request', async () => {
    const { email, token } = await signInAs(t.app);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.email, email));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('user-disabled');
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.email, email));
    const later = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(later.statusCode).toBe(401);
  });

  it("stores passwords as Argon2id hashes at OWASP's cost, never as text", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ada@cozy.test'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.passwordHash).not.toContain('tea-and-biscuits');
  });

  it('signs in with a password stored before Argon2id and stores it again as Argon2id', async () => {
    const email = 'scrypt@cozy.test';
    await t.app.services.users.create({ email, password: 'an-older-password' });
    const salt = randomBytes(16);
    const key = scryptSync('an-older-password', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.email, email));

    expect((await login(email, 'not-the-older-password', '10.9.0.1')).statusCode).toBe(401);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(unchanged!.passwordHash).toBe(legacy);

    expect((await login(email, 'an-older-password', '10.9.0.1')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await login(email, 'an-older-password', '10.9.0.1')).statusCode).toBe(200);
  });
});

describe('password policy', () => {
  it('refuses a password the policy does not allow', async () => {
    const strict = await buildTestApp({ PASSWORD_MIN_LENGTH: '10', PASSWORD_REQUIRE: 'uppercase,numeric' });
    try {
      await expect(strict.app.services.users.create({ email: 'p@cozy.test', password: 'short' })).rejects.toThrow(
        /at least 10 characters.*uppercase letter.*number/,
      );
      await expect(
        strict.app.services.users.create({ email: 'p@cozy.test', password: 'Quite-Long-1' }),
      ).resolves.toBeTruthy();
    } finally {
      await strict.close();
    }
  });
});
