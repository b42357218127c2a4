import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const slugs = readFileSync('/tmp/slugs.txt', 'utf8').trim().split('\n');
const kind = process.env.KIND ?? 'game';
const paths = kind === 'game' ? slugs.map((s) => `/game/${s}`) : kind === 'home' ? ['/'] : kind === 'list' ? slugs.map((_, i) => `/api/games?limit=12&offset=${(i * 37) % 5000}&sort=${['newest', 'a-z', 'rating'][i % 3]}&platform=${['pc', 'switch', 'mac'][i % 3]}`) : ['/favicon.svg'];
let i = 0;
const result = await autocannon({
  url: 'http://127.0.0.1:3200', connections: 32, duration: Number(process.env.SECS ?? 15),
  headers: { 'accept-encoding': 'br, gzip' },
  requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
});
console.log(kind, 'rps', result.requests.average, 'p50', result.latency.p50, 'p99', result.latency.p99, 'non2xx', result.non2xx);
