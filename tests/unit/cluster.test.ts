import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const FIXTURE = 'tests/unit/fixtures/cluster-server.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

async function start(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

/** The worker pids that answer, asked until `count` different ones have (each request a new connection). */
async function answeringPids(port: number, count: number, except: Set<number> = new Set()): Promise<Set<number>> {
  const pids = new Set<number>();
  const deadline = Date.now() + 20_000;
  while (pids.size < count) {
    if (Date.now() > deadline) throw new Error(`only ${pids.size} of ${count} processes answered`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
      const pid = Number(await answer.text());
      if (!except.has(pid)) pids.add(pid);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return pids;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('several server processes on one port', () => {
  it('share the requests, replace one that dies, and all stop on SIGTERM', async () => {
    const server = await start();
    const first = await answeringPids(server.port, 2);

    // Both have answered, so listened: a death now is a crash, not a failed start.
    const [victim] = first;
    process.kill(victim!, 'SIGKILL');
    // The replacement answers beside the survivor.
    const after = await answeringPids(server.port, 2, new Set([victim!]));
    expect(after.has(victim!)).toBe(false);
    expect(server.output()).toMatch(/stopped \(signal SIGKILL\); starting another/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of after) expect(isAlive(pid)).toBe(false);
  });

  it('exits with an error when no process manages to start', async () => {
    const server = await start({ FAIL_TO_START: '1' });
    expect(await server.exited).toBe(3);
    expect(server.output()).toMatch(/failed to start \(code 3\)/);
  });
});
