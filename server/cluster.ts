import cluster, { type Worker } from 'node:cluster';

const RESTART_DELAY_MS = 1_000;

export interface ClusterOptions {
  /** How many server processes share the port. */
  processes: number;
  /** How long the workers get to finish their requests after SIGTERM before they are killed. */
  graceMs: number;
  log: (message: string) => void;
  /** Pause before a worker that died is replaced, so a crash loop cannot spin the machine. */
  restartDelayMs?: number;
}

/**
 * The primary of WEB_CONCURRENCY server processes: forks them (each runs the whole server and
 * listens on the same port, which Node's cluster shares), replaces one that dies, and on SIGTERM or
 * SIGINT passes the signal on and exits once every worker has finished its requests and exited.
 * When no worker is left running (all of them failed to start), exits with the last one's code.
 */
export function runCluster(options: ClusterOptions): void {
  const running = new Set<Worker>();
  // A worker that dies before it listens failed to start (its configuration, its database): it is
  // not replaced, however long that took on a busy machine. One that dies after is replaced.
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  const fork = () => running.add(cluster.fork());

  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (running.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${String(code)}`;
    if (!listened.has(worker)) {
      options.log(`server process ${String(worker.process.pid)} failed to start (${how})`);
      if (running.size === 0) process.exit(code || 1);
      return;
    }
    options.log(`server process ${String(worker.process.pid)} stopped (${how}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, options.restartDelayMs ?? RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log(`${signal}: stopping ${String(running.size)} server processes`);
    if (running.size === 0) process.exit(0);
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      options.log('server processes took too long to stop; killing them');
      for (const worker of running) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.graceMs + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < options.processes; i++) fork();
}
