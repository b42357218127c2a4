import type { FieldError } from '~/lib/api';

/** Field messages keyed by path (`title`, `features.0`); the first message for a path wins. */
export type FieldErrors = Record<string, string>;

/** The captcha's id and answer are one field on screen. */
const pathAliases: Record<string, string> = { captchaId: 'captcha' };

export function toFieldErrors(issues: ReadonlyArray<{ path: string | ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const raw = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const path = pathAliases[raw] ?? raw;
    errors[path] ??= issue.message;
  }
  return errors;
}

export function isCaptchaRefusal(error: { code?: string; fieldErrors: FieldError[] }): boolean {
  return (
    error.code === 'captcha-mismatch' || error.fieldErrors.some((e) => (pathAliases[e.path] ?? e.path) === 'captcha')
  );
}
