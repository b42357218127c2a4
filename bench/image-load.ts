/**
 * `npm run bench:images`: what cover uploads do to everyone else. The built server on a throw-away
 * embedded database, an admin who uploads 16 large covers at once while a probe asks for a static
 * file and signs in every 50 ms, then 30 uploads one after another and a minute of rest, after
 * which the server's resident memory is read. Prints the probe's latencies (median, p99, worst)
 * at rest and during the uploads, whether every upload was answered, and the memory; exits
 * non-zero when a goal is missed: the static file's and sign-in's p99 under 500 ms, every upload
 * answered, memory under 600 MB a minute after.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cleanUpAll, defer, installSignalHandlers } from './cleanup.ts';
import { ensureBuilt, startServer } from './server.ts';

const PARALLEL_UPLOADS = 16;
const SEQUENTIAL_UPLOADS = 30;
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 60);
const PROBE_EVERY_MS = 50;
const ADMIN = { email: 'images@cozy.test', password: 'a-long-bench-password' };

class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly url: string) {}

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async csrfToken(): Promise<string> {
    const response = await fetch(`${this.url}/api/csrf-token`, { headers: { cookie: this.cookie } });
    this.keep(response);
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  }

  async signIn(): Promise<number> {
    const token = await this.csrfToken();
    const response = await fetch(`${this.url}/api/auth/login`, {
      method: 'POST',
      headers: { cookie: this.cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    this.keep(response);
    await response.arrayBuffer();
    return response.status;
  }

  async upload(gameId: number, image: Buffer, token: string): Promise<number | string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'cover.jpg');
    try {
      const response = await fetch(`${this.url}/api/games/${gameId}/cover`, {
        method: 'POST',
        headers: { cookie: this.cookie, 'x-csrf-token': token },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      return `no answer (${(error as { cause?: { code?: string } }).cause?.code ?? String(error)})`;
    }
  }
}

/**
 * A screenshot-like picture, different every time: 1920x1080, soft shapes over a gradient with a
 * little grain, as a JPEG of about the size a store's screenshot is.
 */
function photo(seed: number): Promise<Buffer> {
  const shapes = Array.from({ length: 24 }, (_, i) => {
    const x = (seed * 97 + i * 211) % 1920;
    const y = (seed * 53 + i * 137) % 1080;
    const hue = (seed * 29 + i * 41) % 360;
    return `<circle cx="${x}" cy="${y}" r="${60 + ((i * 37) % 180)}" fill="hsl(${hue},55%,60%)" opacity="0.8"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(seed * 13) % 360},40%,80%)"/><stop offset="1" stop-color="hsl(${(seed * 13 + 120) % 360},40%,35%)"/></linearGradient></defs><rect width="1920" height="1080" fill="url(#g)"/>${shapes}</svg>`;
  const grain = sharp({
    create: {
      width: 1920,
      height: 1080,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  });
  return grain
    .composite([{ input: Buffer.from(svg), blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { count: sorted.length, median: at(0.5), p99: at(0.99), worst: sorted[sorted.length - 1] ?? NaN };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function main() {
  installSignalHandlers();
  await ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cozy-images-'));
  defer('remove the data folder', async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, 30);
  const admin = new Client(server.url);
  if ((await admin.signIn()) !== 200) throw new Error('the admin could not sign in');
  const token = await admin.csrfToken();
  const images = await Promise.all(Array.from({ length: PARALLEL_UPLOADS + SEQUENTIAL_UPLOADS }, (_, i) => photo(i)));
  console.log(`Memory at rest before: ${residentMegabytes(server.pid).toFixed(0)} MB`);

  // The probe at rest, then beside 16 uploads at once.
  const probe = (times: { static: number[]; signIn: number[] }, going: () => boolean) =>
    (async () => {
      const visitor = new Client(server.url);
      while (going()) {
        times.static.push(await timed(() => fetch(`${server.url}/favicon.svg`).then((r) => r.arrayBuffer())));
        times.signIn.push(await timed(() => visitor.signIn()));
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
  const atRest = { static: [] as number[], signIn: [] as number[] };
  await probe(atRest, () => atRest.signIn.length < 20);
  const staticTimes: number[] = [];
  const signInTimes: number[] = [];
  let uploading = true;
  const prober = probe({ static: staticTimes, signIn: signInTimes }, () => uploading);
  const started = performance.now();
  const answers = await Promise.all(
    images.slice(0, PARALLEL_UPLOADS).map((image, i) => admin.upload(i + 1, image, token)),
  );
  const uploadSeconds = (performance.now() - started) / 1000;
  uploading = false;
  await prober;

  for (const [i, image] of images.slice(PARALLEL_UPLOADS).entries()) {
    answers.push(await admin.upload(PARALLEL_UPLOADS + i + 1, image, token));
  }
  const afterUploads = residentMegabytes(server.pid);
  await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
  const rested = residentMegabytes(server.pid);

  const statics = summary(staticTimes);
  const signIns = summary(signInTimes);
  const restStatics = summary(atRest.static);
  const restSignIns = summary(atRest.signIn);
  const unanswered = answers.filter((status) => typeof status === 'string');
  const failed = answers.filter((status) => status !== 200);
  console.log(
    `At rest: static file p99 ${restStatics.p99.toFixed(0)} ms; sign-in median ${restSignIns.median.toFixed(0)} ms, p99 ${restSignIns.p99.toFixed(0)} ms`,
  );
  console.log(`${PARALLEL_UPLOADS} parallel uploads took ${uploadSeconds.toFixed(1)} s`);
  console.log(
    `Static file: ${statics.count} probes, median ${statics.median.toFixed(0)} ms, p99 ${statics.p99.toFixed(0)} ms, worst ${statics.worst.toFixed(0)} ms`,
  );
  console.log(
    `Sign-in:     ${signIns.count} probes, median ${signIns.median.toFixed(0)} ms, p99 ${signIns.p99.toFixed(0)} ms, worst ${signIns.worst.toFixed(0)} ms`,
  );
  console.log(
    `Uploads answered: ${answers.length - unanswered.length} of ${answers.length} (${answers.length - failed.length} with 200)`,
  );
  console.log(
    `Memory right after ${SEQUENTIAL_UPLOADS} more uploads: ${afterUploads.toFixed(0)} MB; ${REST_SECONDS} s later: ${rested.toFixed(0)} MB`,
  );
  const misses = [
    statics.p99 >= 500 ? 'static file p99 not under 500 ms' : '',
    signIns.p99 >= 500 ? 'sign-in p99 not under 500 ms' : '',
    unanswered.length > 0 ? `${unanswered.length} uploads got no answer` : '',
    rested >= 600 ? 'memory not under 600 MB after the rest' : '',
  ].filter(Boolean);
  console.log(misses.length === 0 ? 'Every goal met.' : `Missed: ${misses.join('; ')}`);
  await server.stop();
  process.exitCode = misses.length === 0 ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
