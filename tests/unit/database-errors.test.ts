import { describe, expect, it } from 'vitest';
import { isDatabaseBadInput, isDatabaseUnavailable } from '../../server/lib/database-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: the query and its parameters in the message, the driver's error as cause. */
const wrapped = (cause: Error, params = '') =>
  Object.assign(new Error(`Failed query: select 1\nparams: ${params}`), { cause });

describe('which database failures are an outage (503)', () => {
  it.each([
    ['terminated by an administrator', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['cannot connect now', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['database does not exist', withCode('3D000')],
    ['not accepting connections', withCode('55000')],
    ['connection failure', withCode('08006')],
    ['unable to connect', withCode('08001')],
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['terminated without a code', new Error('Connection terminated unexpectedly')],
    ['pool checkout timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by Drizzle', wrapped(withCode('57P01'))],
    ['wrapped, without a code', wrapped(new Error('Connection terminated unexpectedly'))],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseBadInput(error)).toBe(false);
  });

  it('is not fooled by a visitor writing the words into a failed query', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('23505'), 'Connection terminated unexpectedly'))).toBe(false);
  });

  it('leaves other failures alone', () => {
    for (const error of [withCode('23505'), withCode('42P01'), new Error('boom'), null, undefined, 'text']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('which database failures are bad input (400)', () => {
  it.each(['22P05', '22021', '22003', '22P02'])('%s', (code) => {
    expect(isDatabaseBadInput(wrapped(withCode(code)))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(false);
  });
});
