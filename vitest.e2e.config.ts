import { defineConfig } from 'vitest/config';

/** Browser journeys against the built site, in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a busy 2-core machine can take seconds to answer (a password hash, a rebuild of the
    // list): polls wait for what a person would wait for.
    expect: { poll: { timeout: 10_000 } },
  },
});
