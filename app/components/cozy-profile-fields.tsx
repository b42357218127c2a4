import { COZY_DIMENSIONS, type PlayMode } from '../../common/cozy-profile';
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

/** The dimensions that take one value, each a select. */
const SELECTS = ['failState', 'timePressure', 'length'] as const;

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
          {SELECTS.map((name) => {
            const dimension = COZY_DIMENSIONS[name];
            return (
              <Field key={name} label={dimension.name} hint={dimension.question} error={errors[name]}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={values[name]}
                    onChange={(event) => onChange({ [name]: event.target.value })}
                  >
                    <option value="">Not sure</option>
                    {dimension.choices.map((value) => (
                      <option key={value} value={value}>
                        {(dimension.labels as Record<string, string>)[value]}
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
        </div>
      )}
    </FieldGroup>
  );
}
