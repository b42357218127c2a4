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
    // `npm run coverage`: every source file counts, the ones no test loads as uncovered.
    coverage: {
      provider: 'v8',
      include: ['app/**/*.{ts,tsx}', 'common/**/*.ts', 'db/**/*.ts', 'server/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
  },
});
