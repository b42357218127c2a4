import { COZY_DIMENSIONS, type PlayMode } from '../../common/cozy-profile';
import { LIFE_FACT_KEYS, lifeFact, type LIFE_FACTS, type LifeFactKey, type LifeFacts } from '../../common/life-facts';
import { Checkbox } from '~/components/ui/checkbox';
import { Field, FieldGroup } from '~/components/ui/field';
import { NativeSelect } from '~/components/ui/native-select';

/**
 * The cozy profile as a form holds it: '' is 'Not sure'; no play mode ticked is 'Not sure' too.
 * The heads-up notes and cozy settings are 'Not sure' with nothing ticked, and none with only
 * 'None of these' ticked (`NONE_OF_THESE`).
 */
export type CozyProfileValues = {
  failState: string;
  timePressure: string;
  length: string;
  playModes: string[];
} & { [K in LifeFactKey]: (typeof LIFE_FACTS)[K]['kind'] extends 'one' ? string : string[] };

/** The tick that says none of a list's values apply (an empty list, not 'Not sure'). */
export const NONE_OF_THESE = 'none';

const eachFact = <T,>(value: (key: LifeFactKey, kind: 'one' | 'list') => T) =>
  Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, value(key, lifeFact(key).kind)]));

export const NOT_SURE = {
  failState: '',
  timePressure: '',
  length: '',
  playModes: [],
  ...eachFact((_, kind) => (kind === 'one' ? '' : [])),
} as unknown as CozyProfileValues;

/** Form text to the API's values: 'Not sure' is null. */
export function profileInput(values: CozyProfileValues) {
  const facts = values as unknown as Record<LifeFactKey, string | string[]>;
  return {
    failState: values.failState || null,
    timePressure: values.timePressure || null,
    length: values.length || null,
    playModes: values.playModes,
    ...(eachFact((key) => {
      const value = facts[key];
      if (typeof value === 'string') return value || null;
      return value.length === 0 ? null : value.filter((ticked) => ticked !== NONE_OF_THESE);
    }) as unknown as LifeFacts),
  };
}

/** A stored profile (null meaning not known) as form text. */
export function profileValues(
  profile: {
    failState: string | null;
    timePressure: string | null;
    length: string | null;
    playModes: string[];
  } & LifeFacts,
): CozyProfileValues {
  return {
    failState: profile.failState ?? '',
    timePressure: profile.timePressure ?? '',
    length: profile.length ?? '',
    playModes: [...profile.playModes],
    ...eachFact((key, kind) => {
      const held = profile[key];
      if (kind === 'one') return (held as string | null) ?? '';
      return held === null ? [] : held.length === 0 ? [NONE_OF_THESE] : [...(held as string[])];
    }),
  } as CozyProfileValues;
}

type Select = {
  name: string;
  dimension: { name: string; question: string; choices: readonly string[]; labels: Record<string, string> };
};

/** The dimensions and facts that take one value, each a select. */
const SELECTS: Select[] = [
  ...(['failState', 'timePressure', 'length'] as const).map((name) => ({ name, dimension: COZY_DIMENSIONS[name] })),
  ...LIFE_FACT_KEYS.filter((key) => lifeFact(key).kind === 'one').map((name) => ({ name, dimension: lifeFact(name) })),
];

/** The facts that are lists, each a group of checkboxes with 'None of these'. */
const LISTS = LIFE_FACT_KEYS.filter((key) => lifeFact(key).kind === 'list').map((name) => ({
  name,
  fact: lifeFact(name),
}));

/** Ticks a list's value on or off: a value unticks 'None of these', and 'None of these' unticks the values. */
function toggled(list: string[], value: string, checked: boolean): string[] {
  if (!checked) return list.filter((v) => v !== value);
  if (value === NONE_OF_THESE) return [NONE_OF_THESE];
  return [...list.filter((v) => v !== NONE_OF_THESE), value];
}

interface CozyProfileFieldsProps {
  values: CozyProfileValues;
  onChange: (changes: Partial<CozyProfileValues>) => void;
  /** The form's messages by field; the profile's own are shown under their fields. */
  errors: Partial<Record<string, string>>;
  hint?: string;
}

/**
 * The 'Cozy Profile' group of a game form: the profile's dimensions and the life facts, each
 * starting on 'Not sure', with the question each one asks.
 */
export function CozyProfileFields({ values, onChange, errors, hint }: CozyProfileFieldsProps) {
  // Each field by its name: a select's text, or a list's ticks.
  const text = values as unknown as Record<string, string>;
  const ticks = values as unknown as Record<string, string[]>;
  const toggleMode = (mode: PlayMode, checked: boolean) =>
    onChange({ playModes: checked ? [...values.playModes, mode] : values.playModes.filter((m) => m !== mode) });
  return (
    <FieldGroup label="Cozy Profile" hint={hint}>
      {() => (
        <div className="grid gap-5 sm:grid-cols-3">
          {SELECTS.map(({ name, dimension }) => {
            return (
              <Field key={name} label={dimension.name} hint={dimension.question} error={errors[name]}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={text[name]}
                    onChange={(event) => onChange({ [name]: event.target.value })}
                  >
                    <option value="">Not sure</option>
                    {dimension.choices.map((value) => (
                      <option key={value} value={value}>
                        {dimension.labels[value]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            );
          })}
          <FieldGroup
            label={COZY_DIMENSIONS.playModes.name}
            hint={`${COZY_DIMENSIONS.playModes.question} Leave all unticked if not sure.`}
            error={errors.playModes}
            className="sm:col-span-3"
          >
            {() => (
              <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
                {COZY_DIMENSIONS.playModes.choices.map((mode) => (
                  <Checkbox
                    key={mode}
                    label={COZY_DIMENSIONS.playModes.labels[mode]}
                    checked={values.playModes.includes(mode)}
                    onChange={(event) => toggleMode(mode, event.target.checked)}
                  />
                ))}
              </div>
            )}
          </FieldGroup>
          {LISTS.map(({ name, fact }) => (
            <FieldGroup
              key={name}
              label={fact.name}
              hint={`${fact.question} Leave all unticked if not sure.`}
              error={errors[name]}
              className="sm:col-span-3"
            >
              {() => (
                <div className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2">
                  {[...fact.choices, NONE_OF_THESE].map((value) => (
                    <Checkbox
                      key={value}
                      label={value === NONE_OF_THESE ? 'None of these' : fact.labels[value]!}
                      checked={ticks[name]!.includes(value)}
                      onChange={(event) => onChange({ [name]: toggled(ticks[name]!, value, event.target.checked) })}
                    />
                  ))}
                </div>
              )}
            </FieldGroup>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
