import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { loadConfig } from '../../server/config.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: '1.5', HEADERS_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  /** Milliseconds from the first byte until the server answered or closed. */
  after: number;
  response: string;
}

/** Opens a connection, sends `head`, then one byte of `drip` every 200 ms until the server gives up. */
function dribble(head: string, drip: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
      }, 200);
    });
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ after: Date.now() - started, response });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the slow connection open'));
    }, 10_000);
  });
}

describe('slow clients', () => {
  it('closes a request whose body trickles in, within the request limit', async () => {
    const body = JSON.stringify({ rating: 5, voterFingerprint: 'slow-voter-1' }).padEnd(60_000, ' ');
    const head =
      'POST /api/games/1/cozy-rating HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const outcome = await dribble(head, body);
    expect(outcome.after).toBeLessThan(4_000);
    if (outcome.response) expect(outcome.response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a request whose headers trickle in, within the headers limit', async () => {
    const outcome = await dribble('GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: ' + 'a'.repeat(100));
    expect(outcome.after).toBeLessThan(3_000);
    if (outcome.response) expect(outcome.response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still serves a client that sends at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/games`);
    expect(response.status).toBe(200);
  });

  it('has limits by default and refuses nonsense values', () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.headersTimeoutMs).toBe(10_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
