import {
  COZY_DIMENSIONS,
  FAIL_STATES,
  FAIL_STATE_LABELS,
  LENGTHS,
  LENGTH_LABELS,
  PLAY_MODES,
  PLAY_MODE_LABELS,
  TIME_PRESSURES,
  TIME_PRESSURE_LABELS,
  type PlayMode,
} from '../../common/cozy-profile';
import { Checkbox } from '~/components/ui/checkbox';
import { Field, FieldGroup } from '~/components/ui/field';
import { NativeSelect } from '~/components/ui/native-select';

/** The cozy profile as a form holds it: '' is 'Not sure'; no play mode ticked is 'Not sure' too. */
export type CozyProfileValues = {
  failState: string;
  timePressure: string;
  length: string;
  playModes: string[];
};

export const NOT_SURE: CozyProfileValues = { failState: '', timePressure: '', length: '', playModes: [] };

/** Form text to the API's values: 'Not sure' is null. */
export function profileInput(values: CozyProfileValues) {
  return {
    failState: values.failState || null,
    timePressure: values.timePressure || null,
    length: values.length || null,
    playModes: values.playModes,
  };
}

/** A stored profile (null meaning not known) as form text. */
export function profileValues(profile: {
  failState: string | null;
  timePressure: string | null;
  length: string | null;
  playModes: string[];
}): CozyProfileValues {
  return {
    failState: profile.failState ?? '',
    timePressure: profile.timePressure ?? '',
    length: profile.length ?? '',
    playModes: [...profile.playModes],
  };
}

const SELECTS = [
  { name: 'failState', values: FAIL_STATES, labels: FAIL_STATE_LABELS as Record<string, string> },
  {
    name: 'timePressure',
    values: TIME_PRESSURES,
    labels: TIME_PRESSURE_LABELS as Record<string, string>,
  },
  { name: 'length', values: LENGTHS, labels: LENGTH_LABELS as Record<string, string> },
] as const;

interface CozyProfileFieldsProps {
  values: CozyProfileValues;
  onChange: (changes: Partial<CozyProfileValues>) => void;
  /** The form's messages by field; the profile's own are shown under their fields. */
  errors: Partial<Record<string, string>>;
  hint?: string;
}

/**
 * The 'Cozy Profile' group of a game form: the four fields, each starting on 'Not sure', with the
 * question each one asks.
 */
export function CozyProfileFields({ values, onChange, errors, hint }: CozyProfileFieldsProps) {
  const toggleMode = (mode: PlayMode, checked: boolean) =>
    onChange({ playModes: checked ? [...values.playModes, mode] : values.playModes.filter((m) => m !== mode) });
  return (
    <FieldGroup label="Cozy Profile" hint={hint}>
      {() => (
        <div className="grid gap-5 sm:grid-cols-3">
          {SELECTS.map(({ name, values: options, labels }) => (
            <Field
              key={name}
              label={COZY_DIMENSIONS[name].name}
              hint={COZY_DIMENSIONS[name].question}
              error={errors[name]}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values[name]}
                  onChange={(event) => onChange({ [name]: event.target.value })}
                >
                  <option value="">Not sure</option>
                  {options.map((value) => (
                    <option key={value} value={value}>
                      {labels[value]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          ))}
          <FieldGroup
            label={COZY_DIMENSIONS.playModes.name}
            hint={`${COZY_DIMENSIONS.playModes.question} Leave all unticked if not sure.`}
            error={errors.playModes}
            className="sm:col-span-3"
          >
            {() => (
              <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
                {PLAY_MODES.map((mode) => (
                  <Checkbox
                    key={mode}
                    label={PLAY_MODE_LABELS[mode]}
                    checked={values.playModes.includes(mode)}
                    onChange={(event) => toggleMode(mode, event.target.checked)}
                  />
                ))}
              </div>
            )}
          </FieldGroup>
        </div>
      )}
    </FieldGroup>
  );
}
