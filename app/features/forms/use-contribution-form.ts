import type { z } from 'zod';
import type { ApiResponse } from '../../../common/api/contract';
import { api, ApiRequestError, fetchCsrfToken } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { HONEYPOT_NAME } from './honeypot-field';
import { isCaptchaRefusal, toFieldErrors, type FieldErrors } from './field-errors';
import { useForm } from './use-form';

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

/** The visitor forms' calls, each with the body its schema makes. */
type Route = 'POST /api/submissions' | 'POST /api/report-error' | 'POST /api/contact';
type Body<R extends Route> = Parameters<typeof api<R>>[1] extends { body: infer B } | undefined ? B : never;

interface ContributionFormOptions<Values, R extends Route> {
  /** The shared schema the server validates the same body with. */
  schema: z.ZodType<Body<R>>;
  /** The call the body goes out with. */
  route: R;
  initialValues: Values;
  /** What the form holds after a successful send; `initialValues` when not given. */
  resetValues?: Values;
  /** The schema's input from the form's values, e.g. a year typed as text made a number. */
  toInput?: (values: Values) => Record<string, unknown>;
  captcha: CaptchaState;
  /** The spec's toasts for a failed write, and for a write refused for its token even after the retry. */
  notices: { failed: Notice; tokenRefreshed: Notice };
  onSuccess: (result: ApiResponse<R>) => void;
  /** Puts a message where it belongs on screen (a list's entry numbered without its empty rows, say). */
  placeError?: (path: string, message: string, values: Values) => { path: string; message: string };
}

const CAPTCHA_FAILED: Notice = {
  title: 'Captcha Verification Failed',
  description: 'Please complete the captcha verification correctly.',
};

/**
 * The visitor forms (submit a game, report an error, contact) on the one form mechanism: validation
 * with the shared schema, the captcha, the honeypot, the call (retried once with a fresh
 * anti-forgery token), and the spec's toasts for each way it can fail. On success the form is
 * reset and a new captcha is loaded (the old one is used up).
 */
export function useContributionForm<Values extends Record<string, unknown>, R extends Route>(
  options: ContributionFormOptions<Values, R>,
) {
  const { schema, route, initialValues, resetValues, toInput, captcha, notices, onSuccess, placeError } = options;

  const placed = (errors: FieldErrors, values: Values): FieldErrors => {
    if (!placeError) return errors;
    const moved: FieldErrors = {};
    for (const [path, message] of Object.entries(errors)) {
      const spot = placeError(path, message, values);
      moved[spot.path] ??= spot.message;
    }
    return moved;
  };

  const fail = (error: unknown, values: Values): FieldErrors | void => {
    if (error instanceof ApiRequestError) {
      if (error.is('invalid-csrf-token')) {
        fetchCsrfToken().catch((tokenError: unknown) => console.warn('Could not fetch a security token', tokenError));
        toast(notices.tokenRefreshed);
        return;
      }
      if (isCaptchaRefusal(error)) {
        toast({ ...CAPTCHA_FAILED, variant: 'destructive' });
        captcha.renew();
        return;
      }
      toast({ ...notices.failed, variant: 'destructive' });
      if (error.fieldErrors.length > 0) return placed(toFieldErrors(error.fieldErrors), values);
      return;
    }
    console.warn(`${route} failed`, error);
    toast({ ...notices.failed, variant: 'destructive' });
  };

  const form = useForm<Values, Body<R>>({
    initialValues,
    parse: (values, element) => {
      const nickname = new FormData(element).get(HONEYPOT_NAME);
      const parsed = schema.safeParse({
        ...(toInput ? toInput(values) : values),
        captchaId: captcha.challenge?.id ?? '',
        captcha: captcha.answer,
        nickname: typeof nickname === 'string' ? nickname : undefined,
      });
      if (!parsed.success) return { ok: false, errors: placed(toFieldErrors(parsed.error.issues), values) };
      if (captcha.status === 'mismatch') {
        toast({ ...CAPTCHA_FAILED, variant: 'destructive' });
        return { ok: false, errors: {} };
      }
      return { ok: true, data: parsed.data };
    },
    send: async (body, values) => {
      let result: ApiResponse<R>;
      try {
        result = await api<Route>(route, { body } as never);
      } catch (error) {
        return fail(error, values);
      }
      form.setValues(resetValues ?? initialValues);
      captcha.renew();
      onSuccess(result);
    },
  });
  return form;
}
