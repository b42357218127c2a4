import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'build/**', 'dist/**', 'tests/e2e/**'],
    // An unexpected console.error fails the test that caused it.
    setupFiles: ['tests/setup/console-errors.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
