import { afterEach, beforeEach, expect, vi } from 'vitest';
import { format } from 'node:util';

/**
 * Any `console.error` a test did not declare fails that test: an error logged and swallowed is a
 * bug the assertions would miss. A test that provokes one on purpose says so with
 * `expectConsoleError(/what it logs/)` before it happens; a declared error that never comes fails too.
 */
let logged: string[] = [];
let expected: RegExp[] = [];

export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

beforeEach(() => {
  logged = [];
  expected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
});

afterEach(() => {
  const unexpected = logged.filter((line) => !expected.some((pattern) => pattern.test(line)));
  const missing = expected.filter((pattern) => !logged.some((line) => pattern.test(line)));
  vi.mocked(console.error).mockRestore();
  expect(unexpected, 'unexpected console.error').toEqual([]);
  expect(missing.map(String), 'expected console.error that never came').toEqual([]);
});
