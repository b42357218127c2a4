import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * DNS rebinding: a name that resolves to a public address while it is checked and to a local one
 * a moment later. The guard must connect to the address it checked, never look the name up again.
 * The resolver is replaced so that each lookup of the name returns the next answer of a script.
 */
const answers: { address: string; family: 4 | 6 }[][] = [];
const lookups: string[] = [];
vi.mock('node:dns/promises', () => ({
  lookup: vi.fn(async (host: string) => {
    lookups.push(host);
    return answers.shift() ?? [{ address: '127.0.0.1', family: 4 }];
  }),
}));

const { fetchImage, ImageFetchError } = await import('../../server/modules/covers/safe-fetch.ts');

let server: Server;
let port: number;
const requests: string[] = [];
const hosts: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    hosts.push(request.headers.host ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end('secret from the local network');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answers.length = 0;
  lookups.length = 0;
  requests.length = 0;
  hosts.length = 0;
});

const limits = { timeoutMs: 1500, maxBytes: 1024 * 1024, maxRedirects: 3, allowLoopback: false };

describe('a name that changes its address between the check and the connection', () => {
  it('connects to the public address it checked, not to the local one the name turns into', async () => {
    // Checked: a public address (unreachable from here). Any later lookup: this machine.
    answers.push([{ address: '93.184.216.34', family: 4 }]);
    const failure = await fetchImage(`http://rebinding.example:${port}/cover.png`, limits).catch((error) => error);
    expect(failure).toBeInstanceOf(ImageFetchError);
    expect(lookups).toEqual(['rebinding.example']);
    expect(requests).toEqual([]);
  });

  it('sends the request to the checked address itself, with the name only as the Host header', async () => {
    // The name resolves nowhere but through the checked lookup: reaching the server proves that
    // the connection used the address the guard checked instead of resolving the name again.
    answers.push([{ address: '127.0.0.1', family: 4 }]);
    const body = await fetchImage(`http://pinned.example:${port}/cover.png`, { ...limits, allowLoopback: true });
    expect(body.toString()).toBe('secret from the local network');
    expect(lookups).toEqual(['pinned.example']);
    expect(hosts).toEqual([`pinned.example:${port}`]);
  });

  it('refuses a name whose answers mix a public and a local address, without connecting', async () => {
    answers.push([
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    const failure = await fetchImage(`http://mixed.example:${port}/cover.png`, limits).catch((error) => error);
    expect(failure).toBeInstanceOf(ImageFetchError);
    expect((failure as Error).message).toMatch(/private or local network/);
    expect(requests).toEqual([]);
  });

  it('refuses the name when it already points at a local address at the check', async () => {
    answers.push([{ address: '127.0.0.1', family: 4 }]);
    const failure = await fetchImage(`http://local.example:${port}/cover.png`, limits).catch((error) => error);
    expect((failure as Error).message).toMatch(/private or local network/);
    expect(requests).toEqual([]);
  });
});
