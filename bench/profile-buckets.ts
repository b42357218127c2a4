/**
 * `npx tsx bench/profile-buckets.ts <file.cpuprofile> [renders]`: where a profile of page renders
 * (bench/render-cost.ts with BENCH_PROFILE_DIR) spent its time, in buckets, as a share of the busy
 * time and, given the number of renders, in milliseconds per render.
 *
 * Each sample goes to the first frame from the leaf up that names a known place; native frames
 * (a `write`, a `toString`) go to whoever called them. React Router's and our components count as
 * rendering when React's renderer is below them, as request handling otherwise.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const BUCKETS = [
  'Fastify hooks and headers',
  'session and anti-forgery',
  'request conversion (Fastify → Fetch Request)',
  'React Router matching and loaders',
  'data encoding (turbo-stream)',
  'our loaders and services',
  'database driver',
  "React render: React's renderer",
  "React render: React Router's components",
  'React render: our components',
  'stream plumbing',
  'compression',
  'ETag',
  'logging',
  'garbage collection',
  'Node HTTP, events, microtasks',
  'the inject harness (light-my-request)',
  'other',
] as const;
type Bucket = (typeof BUCKETS)[number];

function place(frame: ProfileNode['callFrame'], underReact: boolean): Bucket | null {
  const { url, functionName: name } = frame;
  if (name === '(garbage collector)') return 'garbage collection';
  if (url === '') return null;
  if (/zlib|compress/.test(url)) return 'compression';
  if (/node:internal\/crypto\/hash/.test(url)) return 'ETag';
  if (/pino|logger/.test(url)) return 'logging';
  if (/@fastify\/cookie|csrf|plugins\/auth|plugins\/session|cookie-signature/.test(url))
    return 'session and anti-forgery';
  if (/react-dom-server|react\/cjs/.test(url)) return "React render: React's renderer";
  if (/react-router\/dist/.test(url)) {
    if (underReact) return "React render: React Router's components";
    return /encode|flatten|stringify|turbo|serialize/i.test(name)
      ? 'data encoding (turbo-stream)'
      : 'React Router matching and loaders';
  }
  if (/build\/server\/index\.js/.test(url))
    return underReact ? 'React render: our components' : 'our loaders and services';
  if (/webstreams|@react-router\/node|internal\/streams|node:stream/.test(url)) return 'stream plumbing';
  if (/undici|plugins\/pages\.ts/.test(url)) return 'request conversion (Fastify → Fetch Request)';
  if (/light-my-request/.test(url)) return 'the inject harness (light-my-request)';
  if (/fastify|helmet|server\/plugins|server\/lib|find-my-way|avvio/.test(url)) return 'Fastify hooks and headers';
  if (/node_modules\/(pg|pg-protocol|pg-pool|drizzle-orm|@electric-sql)/.test(url)) return 'database driver';
  if (/server\/modules|common\//.test(url)) return 'our loaders and services';
  if (/node:(_http|net|events|internal\/process|internal\/timers|buffer|internal\/buffer)/.test(url)) {
    return 'Node HTTP, events, microtasks';
  }
  return null;
}

function main() {
  const [file, rendersArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/profile-buckets.ts <file.cpuprofile> [renders]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) byId.get(child)!.parent = node.id;

  const cache = new Map<number, Bucket | 'idle'>();
  const bucketOf = (id: number): Bucket | 'idle' => {
    const known = cache.get(id);
    if (known) return known;
    const stack: ProfileNode[] = [];
    for (let node = byId.get(id); node; node = node.parent === undefined ? undefined : byId.get(node.parent)) {
      stack.push(node);
    }
    let bucket: Bucket | 'idle' = 'other';
    const name = stack[0]!.callFrame.functionName;
    if (name === '(idle)') bucket = 'idle';
    else if (name === '(program)') bucket = 'other';
    else {
      const underReact = stack.some((node) => /react-dom-server/.test(node.callFrame.url));
      for (const node of stack) {
        const found = place(node.callFrame, underReact);
        if (found) {
          bucket = found;
          break;
        }
      }
    }
    cache.set(id, bucket);
    return bucket;
  };

  const micros = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const bucket = bucketOf(id);
    micros.set(bucket, (micros.get(bucket) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const busy = [...micros].filter(([bucket]) => bucket !== 'idle').reduce((sum, [, us]) => sum + us, 0);
  const renders = rendersArg ? Number(rendersArg) : undefined;
  console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy${renders ? ` over ${renders} renders` : ''}`);
  for (const bucket of BUCKETS) {
    const us = micros.get(bucket) ?? 0;
    const perRender = renders ? `${(us / 1000 / renders).toFixed(3).padStart(7)} ms` : '';
    console.log(`${bucket.padEnd(48)} ${((100 * us) / busy).toFixed(1).padStart(5)}% ${perRender}`);
  }
}

main();
