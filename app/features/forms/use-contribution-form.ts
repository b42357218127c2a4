import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { z } from 'zod';
import { api, ApiRequestError, fetchCsrfToken } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { HONEYPOT_NAME } from './honeypot-field';
import { isCaptchaRefusal, toFieldErrors, type FieldErrors } from './field-errors';

interface Notice {
  title: string;
  description: string;
}

/** What the form needs of a captcha (see features/captcha): the challenge, the answer, a way to renew. */
export interface CaptchaState {
  challenge: { id: string } | null;
  answer: string;
  status: string;
  renew: () => void;
}

interface ContributionFormOptions<Values, Result> {
  /** The shared schema the server validates the same body with. */
  schema: z.ZodType;
  /** Where the body is POSTed. */
  endpoint: string;
  initialValues: Values;
  /** What the form holds after a successful send; `initialValues` when not given. */
  resetValues?: Values;
  /** The schema's input from the form's values, e.g. a year typed as text made a number. */
  toInput?: (values: Values) => Record<string, unknown>;
  captcha: CaptchaState;
  /** The spec's toasts for a failed write, and for a write refused for its token even after the retry. */
  notices: { failed: Notice; tokenRefreshed: Notice };
  onSuccess: (result: Result) => void;
}

/** The names of the form's text values. */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

const CAPTCHA_FAILED: Notice = {
  title: 'Captcha Verification Failed',
  description: 'Please complete the captcha verification correctly.',
};

const subscribeNothing = () => () => {};

/** False during the server render and hydration, true after: a form can only send once its script runs. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The one submit flow of the visitor forms (submit a game, report an error, contact): the values,
 * validation with the shared schema, the captcha, the honeypot, the POST through `api` (which
 * retries once with a fresh anti-forgery token), and the spec's toasts for each way it can fail.
 * Field errors, from the schema or from the server, land under their fields and the first one
 * takes focus. On success the form is reset and a new captcha is loaded (the old one is used up).
 */
export function useContributionForm<Values extends Record<string, unknown>, Result = unknown>(
  options: ContributionFormOptions<Values, Result>,
) {
  const { schema, endpoint, initialValues, resetValues, toInput, captcha, notices, onSuccess } = options;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusFirstError = useRef(false);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current
      ?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]',
      )
      ?.focus();
  }, [errors]);

  const showErrors = useCallback((next: FieldErrors) => {
    focusFirstError.current = Object.keys(next).length > 0;
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
      clearError(key);
    },
    [clearError],
  );

  /** Value, change handler and message of a text field, for TextField, TextAreaField and SelectField. */
  const bind = <K extends TextKeys<Values>>(key: K) => ({
    value: values[key] as string,
    onValueChange: (value: string) => setValue(key, value as Values[K]),
    error: errors[key],
  });

  const fail = (error: unknown) => {
    if (error instanceof ApiRequestError) {
      if (error.isInvalidCsrfToken) {
        fetchCsrfToken().catch((tokenError: unknown) => console.warn('Could not fetch a security token', tokenError));
        toast(notices.tokenRefreshed);
        return;
      }
      if (isCaptchaRefusal(error)) {
        toast({ ...CAPTCHA_FAILED, variant: 'destructive' });
        captcha.renew();
        return;
      }
      if (error.fieldErrors.length > 0) showErrors(toFieldErrors(error.fieldErrors));
    } else {
      console.warn(`POST ${endpoint} failed`, error);
    }
    toast({ ...notices.failed, variant: 'destructive' });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    formRef.current = event.currentTarget;
    const nickname = new FormData(event.currentTarget).get(HONEYPOT_NAME);
    const parsed = schema.safeParse({
      ...(toInput ? toInput(values) : values),
      captchaId: captcha.challenge?.id ?? '',
      captcha: captcha.answer,
      nickname: typeof nickname === 'string' ? nickname : undefined,
    });
    if (!parsed.success) {
      showErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (captcha.status === 'mismatch') {
      toast({ ...CAPTCHA_FAILED, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const result = await api<Result>('POST', endpoint, parsed.data);
      setValues(resetValues ?? initialValues);
      captcha.renew();
      onSuccess(result);
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    setValue,
    bind,
    errors,
    clearError,
    submitting,
    /** Whether the submit button may be pressed: hydrated and not already sending. */
    canSubmit: hydrated && !submitting,
    handleSubmit,
  };
}
