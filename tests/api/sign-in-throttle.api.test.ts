import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf, csrfHeaders, type TestApp } from '../helpers/build-test-app.ts';
import { createUserWithCheapHash } from '../helpers/cheap-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function login(email: string, password: string, remoteAddress: string, cookie?: string) {
  const csrf = await csrfHeaders(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...csrf, cookie: [csrf.cookie, cookie].filter(Boolean).join('; ') },
    payload: { email, password },
    remoteAddress,
  });
}

function tally(responses: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe('sign-in throttling', () => {
  it('gives 40 parallel wrong passwords exactly the 5 tries a sequence gets', async () => {
    await createUserWithCheapHash(t.app, t.database.db, 'raced@cozy.test', 'the-right-password');
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login('raced@cozy.test', 'a-wrong-password', '198.51.100.40')),
    );
    expect(tally(responses)).toEqual({ 401: 5, 429: 35 });
    for (const r of responses.filter((r) => r.statusCode === 429)) {
      expect(r.json().code).toBe('too-many-requests');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right password from that address waits too; from another address it is let in.
    expect((await login('raced@cozy.test', 'the-right-password', '198.51.100.40')).statusCode).toBe(429);
    expect((await login('raced@cozy.test', 'the-right-password', '198.51.100.41')).statusCode).toBe(200);
  });

  it("never locks the admin's own browser out, whatever strangers try from elsewhere", async () => {
    await createUserWithCheapHash(t.app, t.database.db, 'boss@cozy.test', 'boss-password-1');
    const first = await login('boss@cozy.test', 'boss-password-1', '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const deviceCookie = `device=${device!.value}`;

    // 60 wrong guesses from 12 addresses: every unknown browser is shut out of this account...
    for (let a = 0; a < 12; a++) {
      await Promise.all(
        Array.from({ length: 5 }, () => login('boss@cozy.test', 'a-guess-at-it', `203.0.113.${a + 1}`)),
      );
    }
    const stranger = await login('boss@cozy.test', 'boss-password-1', '203.0.113.99');
    expect(stranger.statusCode).toBe(429);
    // ...but the browser the admin signed in from before keeps its own allowance, even from an
    // address the guesses came from.
    expect((await login('boss@cozy.test', 'boss-password-1', '192.0.2.10', deviceCookie)).statusCode).toBe(200);
    expect((await login('boss@cozy.test', 'boss-password-1', '203.0.113.1', deviceCookie)).statusCode).toBe(200);
  });

  it("counts a trusted browser's own wrong guesses: 5, then it waits", async () => {
    await createUserWithCheapHash(t.app, t.database.db, 'own@cozy.test', 'own-password-1');
    const first = await login('own@cozy.test', 'own-password-1', '192.0.2.20');
    const deviceCookie = cookiesOf({ cookies: first.cookies.filter((c) => c.name === 'device') });
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => login('own@cozy.test', 'wrong-guess', '192.0.2.20', deviceCookie)),
    );
    expect(tally(guesses)).toEqual({ 401: 5, 429: 3 });
  });

  it('ignores a device cookie that is forged or names another account', async () => {
    await createUserWithCheapHash(t.app, t.database.db, 'victim@cozy.test', 'victim-password');
    await createUserWithCheapHash(t.app, t.database.db, 'other@cozy.test', 'other-password');
    const other = await login('other@cozy.test', 'other-password', '192.0.2.30');
    const otherDevice = `device=${other.cookies.find((c) => c.name === 'device')!.value}`;
    for (const cookie of [otherDevice, 'device=1.forged-device-id-value.badsignature']) {
      const guesses = await Promise.all(
        Array.from({ length: 6 }, () => login('victim@cozy.test', 'wrong-guess', '192.0.2.31', cookie)),
      );
      expect(tally(guesses)[429]).toBeGreaterThan(0);
    }
  });

  it('limits one address to 20 wrong guesses over any accounts', async () => {
    for (let i = 0; i < 5; i++) {
      await createUserWithCheapHash(t.app, t.database.db, `many${i}@cozy.test`, `many-password-${i}`);
    }
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(`many${i % 5}@cozy.test`, 'wrong-guess', '198.51.100.77')),
    );
    expect(tally(guesses)).toEqual({ 401: 20, 429: 5 });
    expect((await login('many0@cozy.test', 'many-password-0', '198.51.100.77')).statusCode).toBe(429);
    expect((await login('many0@cozy.test', 'many-password-0', '198.51.100.78')).statusCode).toBe(200);
  });

  it('lets the right password through without using up the allowance', async () => {
    await createUserWithCheapHash(t.app, t.database.db, 'often@cozy.test', 'often-password');
    for (let i = 0; i < 8; i++) {
      expect((await login('often@cozy.test', 'often-password', '198.51.100.90')).statusCode).toBe(200);
    }
  });
});
