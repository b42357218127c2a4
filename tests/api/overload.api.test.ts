import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ OVERLOAD_DELAY_MS: '20' });
});
afterAll(() => t.close());

/** Holds the event loop, as a burst of work would. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('while the server is overloaded', () => {
  it('sheds every request, the readiness probe included, with 503 and Retry-After, never 500', async () => {
    let shed: Awaited<ReturnType<typeof t.app.inject>>[] = [];
    for (let attempt = 0; attempt < 20 && shed.length === 0; attempt++) {
      busy(300);
      await new Promise((resolve) => setImmediate(resolve));
      const answers = await Promise.all(
        ['/readyz', '/api/games?limit=1', '/healthz'].map((url) => t.app.inject({ method: 'GET', url })),
      );
      expect(answers.map((answer) => answer.statusCode).filter((code) => code >= 500 && code !== 503)).toEqual([]);
      shed = answers.filter((answer) => answer.statusCode === 503);
    }
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expect(answer.headers['retry-after']).toBeDefined();
      expect(answer.json()).toMatchObject({ message: 'The server is busy. Please try again in a moment.' });
    }
  });
});
