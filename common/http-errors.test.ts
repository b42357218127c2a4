import { describe, expect, it } from 'vitest';
import * as errors from './http-errors.ts';

describe('the API error classes', () => {
  it('carry their status, and match their own class and its parents only', () => {
    const notFound = new errors.NotFoundError('No such game');
    expect(notFound).toMatchObject({ statusCode: 404, message: 'No such game' });
    expect(notFound).toBeInstanceOf(errors.NotFoundError);
    expect(notFound).toBeInstanceOf(errors.HttpError);
    expect(notFound).toBeInstanceOf(Error);
    expect(notFound).not.toBeInstanceOf(errors.ConflictError);
    const field = new errors.FieldError('captcha', 'Wrong answer');
    expect(field).toMatchObject({ statusCode: 400, errors: [{ path: 'captcha', message: 'Wrong answer' }] });
    expect(field).toBeInstanceOf(errors.BadRequestError);
    expect(new errors.BadRequestError('Bad')).not.toBeInstanceOf(errors.FieldError);
    expect(new errors.UnauthorizedError()).toMatchObject({ statusCode: 401, code: 'unauthenticated' });
    expect(new errors.ForbiddenError().statusCode).toBe(403);
    expect(new errors.ConflictError('Taken').statusCode).toBe(409);
    expect(new errors.TooManyRequestsError('Slow down', 60)).toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
    expect(new errors.ServiceUnavailableError().statusCode).toBe(503);
    expect({ statusCode: 404 }).not.toBeInstanceOf(errors.NotFoundError);
    expect(null).not.toBeInstanceOf(errors.HttpError);
  });

  it('match an error thrown by another copy of the module (the server and the page build each bundle one)', async () => {
    const copy = (await import('./http-errors.ts?second-copy' as string)) as typeof errors;
    expect(copy.NotFoundError).not.toBe(errors.NotFoundError);
    const thrown = new copy.NotFoundError();
    expect(thrown).toBeInstanceOf(errors.NotFoundError);
    expect(thrown).toBeInstanceOf(errors.HttpError);
    expect(thrown).not.toBeInstanceOf(errors.ForbiddenError);
  });
});
