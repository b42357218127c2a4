import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerOnceArrived, slowClientLimits } from '../../server/lib/slow-client-limits.ts';

/** A server with one-second client limits whose handler takes longer than that. */
async function slowServer(suspend: boolean) {
  const app = Fastify(slowClientLimits({ requestTimeoutMs: 1000, headersTimeoutMs: 1000 }));
  if (suspend) answerOnceArrived(app, 1000);
  app.post('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    return { saved: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}/slow` };
}

const send = (url: string) =>
  fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).then(
    (response) => response.status,
    () => 'cut off',
  );

describe('a request that has arrived', () => {
  it('is answered however long its handler takes, where the idle limit alone would cut it off', async () => {
    const bare = await slowServer(false);
    const kept = await slowServer(true);
    try {
      const [cut, answered] = await Promise.all([send(bare.url), send(kept.url)]);
      expect(cut).toBe('cut off');
      expect(answered).toBe(200);
    } finally {
      await bare.app.close();
      await kept.app.close();
    }
  });
});
