import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startArtSource } from '../../helpers/art-source.ts';
import { E2E_ART_APP, waitForImportedArt } from './imported-art.ts';

export const E2E_CAPTCHA = 'Cozy42';
export const E2E_ADMIN = { email: 'admin@cozy.test', password: 'correct-horse-battery' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become ready within 60 s');
}

/** Starts the built server once for every browser test, on its own port and data folder. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/index.js') || !existsSync('build/server/index.js')) {
    throw new Error('Browser tests run against the built site: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cozy-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The Steam store on loopback: the server imports Stardew Valley's art from it in the background
  // after it starts; every other shipped game is unknown to it and keeps its generated cover.
  const artSource = await startArtSource({ [E2E_ART_APP.appId]: { screenshots: E2E_ART_APP.screenshots } });
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Every browser and fetch in these tests comes from 127.0.0.1; the API tests cover the limits.
      RATE_LIMITS: 'off',
      CAPTCHA_FIXED_ANSWER: E2E_CAPTCHA,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ART_IMPORT: 'on',
      ART_STEAM_URL: artSource.origin,
      IMAGE_FETCH_ALLOW_LOOPBACK: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilReady(baseUrl, child);
    await waitForImportedArt(baseUrl, E2E_ADMIN);
  } catch (error) {
    child.kill('SIGTERM');
    await artSource.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await artSource.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
