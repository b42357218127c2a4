/**
 * The `code` an API error answer may carry (beside its `message`), for a client to act on without
 * reading the message. A validation failure has no code: its `errors` name the fields.
 */
export const API_ERROR_CODES = [
  'invalid-csrf-token',
  'cross-origin-request',
  'captcha-mismatch',
  'too-many-requests',
  'invalid-credential',
  'user-disabled',
  'challenge-expired',
  'invalid-two-factor-code',
  'two-factor-required',
  'two-factor-disabled',
  'two-factor-enabled',
  'two-factor-not-started',
  'already-rated',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
