import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestDatabase } from './test-database.ts';
import type { PagesOptions } from '../../server/plugins/pages.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: { pages?: PagesOptions } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Tests change rows behind the services' back, so lists are not cached unless a test asks.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'unused',
    CATALOGUE_CACHE_SECONDS: '0',
    RESPONSE_CACHE_MB: '0',
    // A test's own work (Vite compiling pages, say) holds the event loop far longer than visitors do.
    OVERLOAD_DELAY_MS: '0',
    ART_IMPORT: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    secret: 'test-secret-that-is-long-enough-to-sign-things',
    outbox: false,
    pages: options.pages,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The cookies a response set, as a Cookie header value. */
export function cookiesOf(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * An anti-forgery token for writes: the X-CSRF-Token header and the secret cookie it was made from.
 * Pass the session's cookie (or bearer header) to get a token bound to that session.
 */
export async function csrfHeaders(
  app: FastifyInstance,
  session: Record<string, string> = {},
): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token', headers: session });
  const { csrfToken } = response.json<{ csrfToken: string }>();
  const cookie = [session.cookie, cookiesOf(response)].filter(Boolean).join('; ');
  return { ...session, 'x-csrf-token': csrfToken, cookie };
}
