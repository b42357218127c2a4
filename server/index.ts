import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { databaseOptionsFromConfig, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { projectPath } from '../db/project-path.ts';
import { seedCatalogueIfEmpty } from '../db/seed/index.ts';
import { buildApp } from './app.ts';
import { runCluster } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { resolveSecret } from './lib/secret.ts';
import type { PagesOptions } from './plugins/pages.ts';
import { LOOPBACK_ONLY_NOTICE } from './plugins/origin.ts';

const EXIT_CONFIG = 78;
const EXIT_DATA_DIR_LOCKED = 73;
const SHUTDOWN_GRACE_MS = 10_000;

async function loadPages(dev: boolean): Promise<PagesOptions> {
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    return {
      mode: 'development',
      devMiddleware: vite.middlewares as PagesOptions['devMiddleware'],
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    };
  }
  const serverBuild = projectPath('build/server/index.js');
  if (!existsSync(serverBuild)) {
    throw new Error('The site is not built: run `npm run build` (or `npm start`, which builds when needed).');
  }
  return {
    mode: 'production',
    build: (await import(pathToFileURL(serverBuild).href)) as ServerBuild,
    clientDir: projectPath('build/client'),
  };
}

async function main() {
  const dev = process.argv.includes('--dev');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }

  // Several processes (never in development): this one brings the database up to date and keeps
  // the workers running.
  const primary = config.processes > 1 && !dev && cluster.isPrimary;
  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseOptionsFromConfig(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(EXIT_DATA_DIR_LOCKED);
    }
    throw error;
  }
  let seeded = 0;
  if (!cluster.isWorker) {
    await migrate(database);
    seeded = await seedCatalogueIfEmpty(database.db);
  }
  if (primary) {
    if (seeded > 0) console.log(`seeded the shipped catalogue (${String(seeded)} games)`);
    await database.close();
    // A session secret generated now is kept in the data folder, where every worker reads it.
    resolveSecret(config);
    runCluster({ processes: config.processes, graceMs: SHUTDOWN_GRACE_MS, log: (line) => console.log(line) });
    return;
  }

  const app = await buildApp({
    config,
    database,
    secret: resolveSecret(config),
    logger: { level: config.logLevel },
    pages: await loadPages(dev),
  });
  if (seeded > 0) app.log.info({ games: seeded }, 'seeded the shipped catalogue');
  if (config.admin && (await app.services.users.ensureAdmin(config.admin))) {
    app.log.info({ email: config.admin.email }, 'created the admin account from ADMIN_EMAIL');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.siteUrl) app.log.warn(LOOPBACK_ONLY_NOTICE);
  // The catalogue is read now rather than by the first visitor, who would wait for it (about 2 s
  // at 100,000 games); pages asked for meanwhile share the one read.
  void app.services.games.warm().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue warm-up failed'));
  // One process imports the games' art in the background (the first worker when there are several);
  // pages never wait for it, and a failure only leaves the generated covers.
  if (config.artImport && (!cluster.isWorker || cluster.worker?.id === 1)) {
    void app.services.art.run().catch((error: unknown) => app.log.warn({ err: error }, 'art import failed'));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
