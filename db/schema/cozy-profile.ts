import { sql, type SQL } from 'drizzle-orm';
import { check, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../common/cozy-profile.ts';
import {
  AWAY_COSTS,
  LIFE_FACT_KEYS,
  lifeFact,
  NOTES,
  PRICINGS,
  SAVES,
  SETTINGS,
  type LifeFactKey,
} from '../../common/life-facts.ts';

/**
 * The cozy profile's columns, shared by games and submissions: each null (or, for play modes,
 * empty) when not known. The life facts' lists are null when not known and empty when none apply.
 */
export const cozyProfileColumns = () => ({
  failState: text('fail_state', { enum: FAIL_STATES }),
  timePressure: text('time_pressure', { enum: TIME_PRESSURES }),
  length: text('length', { enum: LENGTHS }),
  playModes: text('play_modes', { enum: PLAY_MODES })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  saves: text('saves', { enum: SAVES }),
  awayCost: text('away_cost', { enum: AWAY_COSTS }),
  pricing: text('pricing', { enum: PRICINGS }),
  notes: text('notes', { enum: NOTES }).array(),
  settings: text('settings', { enum: SETTINGS }).array(),
});

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** CHECK constraints holding each column to its values. */
export function cozyProfileChecks(
  table: string,
  t: Record<'failState' | 'timePressure' | 'length' | 'playModes' | LifeFactKey, AnyPgColumn>,
) {
  const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
    sql`${column} is null or ${column} in (${list(values)})`;
  return [
    check(`${table}_fail_state_values`, oneOf(t.failState, FAIL_STATES)),
    check(`${table}_time_pressure_values`, oneOf(t.timePressure, TIME_PRESSURES)),
    check(`${table}_length_values`, oneOf(t.length, LENGTHS)),
    check(`${table}_play_modes_values`, sql`${t.playModes} <@ array[${list(PLAY_MODES)}]::text[]`),
    ...LIFE_FACT_KEYS.map((key) => {
      const { kind, choices } = lifeFact(key);
      const column = t[key];
      return check(
        `${table}_${column.name}_values`,
        kind === 'one'
          ? oneOf(column, choices)
          : sql`${column} is null or ${column} <@ array[${list(choices)}]::text[]`,
      );
    }),
  ];
}

/** The life facts' columns of a table that holds them, for a select. */
export const lifeFactColumnsOf = <T extends Record<LifeFactKey, AnyPgColumn>>(table: T): Pick<T, LifeFactKey> =>
  Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, table[key]])) as Pick<T, LifeFactKey>;
