import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from './field-errors';
import { useHydrated } from '~/lib/use-hydrated';

/** What a form's values make: the data to send, or messages for its fields (and the form). */
type Parsed<Data> = { ok: true; data: Data } | { ok: false; errors: FieldErrors; failure?: string };

interface FormOptions<Values, Data> {
  initialValues: Values;
  /** Checks the values (the form element gives access to fields kept outside the values, like the honeypot). */
  parse: (values: Values, form: HTMLFormElement) => Parsed<Data>;
  /** Sends the data; what it returns is shown as field messages (the server's), focus on the first. */
  send: (data: Data, values: Values) => Promise<FieldErrors | void>;
  /** Whether the first invalid field takes focus (the default) or focus stays where it is. */
  focusInvalid?: boolean;
  /** Whether editing a field clears its message (the default) or messages stay until the next submit. */
  clearOnChange?: boolean;
}

/** The names of the form's text values. */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/** The first control that needs attention: an invalid field, or the first box of an invalid group. */
const FIRST_INVALID = ':is(input, select, textarea)[aria-invalid="true"], fieldset[aria-invalid="true"] input';

/**
 * Every form's one mechanism: its values, checking them, sending, and the messages. Field messages
 * (from the check or from the server) land under their fields and the first invalid field takes
 * focus; a message for the whole form is `failure`. Changing a field clears its message.
 */
export function useForm<Values extends object, Data>(options: FormOptions<Values, Data>) {
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusFirstError = useRef(false);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [errors]);

  const showErrors = useCallback((next: FieldErrors) => {
    focusFirstError.current = optionsRef.current.focusInvalid !== false && Object.keys(next).length > 0;
    setErrors(next);
  }, []);

  const clearError = useCallback((path: string) => {
    // A list's own message and its items' messages (`features`, `features.0`) go together.
    setErrors((previous) => {
      const kept = Object.entries(previous).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof Values & string>(key: K, value: Values[K]) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      if (optionsRef.current.clearOnChange !== false) clearError(key);
    },
    [clearError],
  );

  /** Sets several values at once (a group of fields), clearing their messages. */
  const change = useCallback(
    (changes: Partial<Values>) => {
      setValues((previous) => ({ ...previous, ...changes }));
      if (optionsRef.current.clearOnChange !== false) Object.keys(changes).forEach(clearError);
    },
    [clearError],
  );

  /** Value, change handler and message of a text field, for TextField, TextAreaField and SelectField. */
  const bind = <K extends TextKeys<Values>>(key: K) => ({
    value: values[key] as string,
    onValueChange: (value: string) => setValue(key, value as Values[K]),
    error: errors[key],
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    formRef.current = event.currentTarget;
    setFailure(undefined);
    const parsed = optionsRef.current.parse(values, event.currentTarget);
    if (!parsed.ok) {
      showErrors(parsed.errors);
      setFailure(parsed.failure);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const found = await optionsRef.current.send(parsed.data, values);
      if (found) showErrors(found);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    setValues,
    setValue,
    change,
    bind,
    errors,
    clearError,
    failure,
    setFailure,
    submitting,
    /** Whether the submit button may be pressed: hydrated and not already sending. */
    canSubmit: hydrated && !submitting,
    handleSubmit,
  };
}
