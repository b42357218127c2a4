import { sql, type SQL } from 'drizzle-orm';
import { check, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../common/cozy-profile.ts';

/** The cozy profile's columns, shared by games and submissions: each null (or empty) when not known. */
export const cozyProfileColumns = () => ({
  failState: text('fail_state', { enum: FAIL_STATES }),
  timePressure: text('time_pressure', { enum: TIME_PRESSURES }),
  length: text('length', { enum: LENGTHS }),
  playModes: text('play_modes', { enum: PLAY_MODES })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** CHECK constraints holding each column to its values. */
export function cozyProfileChecks(
  table: string,
  t: { failState: AnyPgColumn; timePressure: AnyPgColumn; length: AnyPgColumn; playModes: AnyPgColumn },
) {
  const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
    sql`${column} is null or ${column} in (${list(values)})`;
  return [
    check(`${table}_fail_state_values`, oneOf(t.failState, FAIL_STATES)),
    check(`${table}_time_pressure_values`, oneOf(t.timePressure, TIME_PRESSURES)),
    check(`${table}_length_values`, oneOf(t.length, LENGTHS)),
    check(`${table}_play_modes_values`, sql`${t.playModes} <@ array[${list(PLAY_MODES)}]::text[]`),
  ];
}
