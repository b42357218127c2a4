/**
 * The API's domain errors, one class per status it answers with. The central error handler turns
 * any of them into the one error envelope; loaders tell them apart with `instanceof`.
 *
 * The server process and the React Router build each bundle their own copy of this module, so
 * `instanceof` matches on a brand every instance carries (the kinds of its class and its parents)
 * instead of on the prototype chain, and works across both copies.
 */
const KINDS = Symbol.for('cozy-games.http-error.kinds');

interface Branded {
  [KINDS]?: readonly string[];
}

export interface FieldProblem {
  path: string;
  message: string;
}

export class HttpError extends Error {
  static readonly kind: string = 'http-error';

  static override [Symbol.hasInstance](this: { kind: string }, value: unknown): boolean {
    if (typeof value !== 'object' || value === null) return false;
    return (value as Branded)[KINDS]?.includes(this.kind) ?? false;
  }

  declare readonly [KINDS]: readonly string[];

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    /** Field errors, in the same form as a failed schema validation's. */
    public readonly errors?: FieldProblem[],
  ) {
    super(message);
    const kinds: string[] = [];
    for (let type = new.target as unknown; typeof type === 'function' && 'kind' in type;) {
      kinds.push((type as { kind: string }).kind);
      type = Object.getPrototypeOf(type);
    }
    Object.defineProperty(this, KINDS, { value: kinds });
  }
}

/** 400: input that passed its schema but not a rule only the server can check. */
export class BadRequestError extends HttpError {
  static override readonly kind: string = 'bad-request';
  constructor(message: string, code?: string, errors?: FieldProblem[]) {
    super(400, message, code, errors);
  }
}

/** 400 on one field (a wrong captcha, say), in the same form as a failed schema validation. */
export class FieldError extends BadRequestError {
  static override readonly kind: string = 'field';
  constructor(path: string, message: string, code?: string) {
    super(message, code, [{ path, message }]);
  }
}

/** 401: no session, or a sign-in that did not succeed. */
export class UnauthorizedError extends HttpError {
  static override readonly kind: string = 'unauthorized';
  constructor(message = 'Please sign in to continue.', code = 'unauthenticated') {
    super(401, message, code);
  }
}

export class ForbiddenError extends HttpError {
  static override readonly kind: string = 'forbidden';
  constructor(message = 'Forbidden', code?: string) {
    super(403, message, code);
  }
}

export class NotFoundError extends HttpError {
  static override readonly kind: string = 'not-found';
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  static override readonly kind: string = 'conflict';
  constructor(message: string, code?: string) {
    super(409, message, code);
  }
}

export class TooManyRequestsError extends HttpError {
  static override readonly kind: string = 'too-many-requests';
  constructor(
    message: string,
    /** Sent as `Retry-After`. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(429, message, 'too-many-requests');
  }
}

export class ServiceUnavailableError extends HttpError {
  static override readonly kind: string = 'service-unavailable';
  constructor(
    message = 'The service is temporarily unavailable. Please try again shortly.',
    public readonly retryAfterSeconds?: number,
  ) {
    super(503, message);
  }
}
