/** Domain errors the central error handler maps to their status codes. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    /** Field errors, in the same form as a failed schema validation's. */
    public readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/** Input that passed its schema but not a check only the server can make (a captcha, say). */
export class FieldError extends HttpError {
  constructor(path: string, message: string, code?: string) {
    super(400, message, code, [{ path, message }]);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, code?: string) {
    super(409, message, code);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden', code?: string) {
    super(403, message, code);
  }
}
