import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { signInAsAdmin } from './sign-in.ts';

export interface TestAppWithAdmin extends TestApp {
  /** The admin signed in for the file: email, password, token, and headers for its requests. */
  admin: Awaited<ReturnType<typeof signInAsAdmin>>;
}

/**
 * One app for all the tests of a file, with an admin signed in: built before the file's first test
 * and closed after its last. Call it at the top of the file; the object it returns is filled in
 * before any test runs (and before the file's own `beforeAll` hooks, which may add rows).
 */
export function testAppWithAdmin(env: Record<string, string> = {}): TestAppWithAdmin {
  const t = {} as TestAppWithAdmin;
  beforeAll(async () => {
    const built = await buildTestApp(env);
    Object.assign(t, built, { admin: await signInAsAdmin(built.app) });
  });
  afterAll(() => t.close());
  return t;
}
