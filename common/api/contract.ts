import type { z } from 'zod';
import type * as admin from '../schemas/admin.ts';
import type * as auth from '../schemas/auth.ts';
import type * as contributions from '../schemas/contributions.ts';
import type * as games from '../schemas/games.ts';
import type * as screenshots from '../schemas/screenshots.ts';
import type { csrfTokenSchema } from '../schemas/security.ts';

/**
 * The browser's calls, each named by its method and path as the server registers it, with the
 * body it sends, the query it may add and the answer it gets, all taken from the schemas the server
 * validates with. Types only: importing this adds no code (and no zod) to a page.
 */
type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;
type Success = { success: true };
/** A call whose body is what `body` accepts and whose answer is what `response` gives. */
type Send<Body extends z.ZodType, Response extends z.ZodType> = { body: In<Body>; response: Out<Response> };
/** A form's call: the body is what its schema made of the form's values. */
type Submit<Body extends z.ZodType, Response extends z.ZodType> = { body: Out<Body>; response: Out<Response> };
/** A read with an optional query. */
type Read<Query extends z.ZodType, Response> = { query: In<Query>; response: Response };
type Game = Out<typeof games.gameSchema>;
/** A write whose image URL the server fetched: `coverError` says why it could not become the cover. */
type WithCoverError<T> = T & { coverError?: string };

export interface ApiContract {
  'GET /api/csrf-token': { response: Out<typeof csrfTokenSchema> };

  'POST /api/auth/login': Send<typeof auth.loginSchema, typeof auth.loginResponseSchema>;
  'POST /api/auth/login/2fa': Send<typeof auth.loginSecondFactorSchema, typeof auth.signedInSchema>;
  'POST /api/auth/logout': { response: Success };
  'GET /api/auth/2fa': { response: Out<typeof auth.twoFactorStatusSchema> };
  'POST /api/auth/2fa/setup': { response: Out<typeof auth.twoFactorSetupSchema> };
  'POST /api/auth/2fa/enable': Send<typeof auth.twoFactorCodeSchema, typeof auth.recoveryCodesSchema>;
  'POST /api/auth/2fa/disable': { body: In<typeof auth.twoFactorCodeSchema>; response: Success };

  'GET /api/captcha': { response: Out<typeof contributions.captchaChallengeSchema> };
  'POST /api/captcha/check': Send<typeof contributions.captchaCheckInputSchema, typeof contributions.okSchema>;
  'POST /api/submissions': Submit<typeof contributions.submissionInputSchema, typeof contributions.submissionSchema>;
  'POST /api/report-error': Submit<typeof contributions.errorReportInputSchema, typeof contributions.createdSchema>;
  'POST /api/contact': Submit<typeof contributions.contactInputSchema, typeof contributions.createdSchema>;
  'GET /api/games/:id/cozy-rating': Read<
    typeof contributions.cozyRatingQuerySchema,
    Out<typeof contributions.cozyRatingSchema>
  >;
  'POST /api/games/:id/cozy-rating': Send<
    typeof contributions.cozyRatingInputSchema,
    typeof contributions.cozyRatingResultSchema
  >;

  'GET /api/games': Read<typeof games.gameListQuerySchema, Game[]>;
  'GET /api/games/:id': { response: Game };
  'POST /api/games': { body: In<typeof admin.gameInputSchema>; response: WithCoverError<Game> };
  'PATCH /api/games/:id': { body: In<typeof admin.gameInputSchema>; response: WithCoverError<Game> };
  'PUT /api/games/:id': { body: In<typeof admin.gameInputSchema>; response: WithCoverError<Game> };
  'DELETE /api/games/:id/cover': { response: Game };
  'DELETE /api/games/:id/screenshots/:screenshotId': { response: Game };
  'PUT /api/games/:id/screenshots/order': { body: In<typeof screenshots.screenshotOrderSchema>; response: Game };
  'POST /api/games/:id/art/import': { response: Out<typeof screenshots.artImportAgainSchema> };
  'PATCH /api/games/:id/review': Send<typeof admin.reviewInputSchema, typeof games.gameSchema>;
  'DELETE /api/games/:id': { response: null };

  'GET /api/submissions': Read<typeof admin.submissionListQuerySchema, Out<typeof admin.adminSubmissionSchema>[]>;
  'GET /api/submissions/counts': { response: Out<typeof admin.submissionCountsSchema> };
  'GET /api/submissions/possible-duplicates': Read<
    typeof admin.possibleDuplicatesQuerySchema,
    Out<typeof admin.possibleDuplicatesSchema>
  >;
  'PATCH /api/submissions/:id/status': {
    body: In<typeof admin.statusChangeSchema>;
    response: WithCoverError<Out<typeof admin.adminSubmissionSchema>>;
  };
  'PATCH /api/submissions/:id/content': Send<typeof admin.submissionContentSchema, typeof admin.adminSubmissionSchema>;
  'DELETE /api/submissions/:id': { response: null };

  'GET /api/error-reports': { response: Out<typeof admin.errorReportSchema>[] };
  'PATCH /api/error-reports/:id': Send<typeof admin.errorReportUpdateSchema, typeof admin.errorReportSchema>;
  'GET /api/contact-messages': { response: Out<typeof admin.contactMessageSchema>[] };
  'PATCH /api/contact-messages/:id': Send<typeof admin.contactMessageUpdateSchema, typeof admin.contactMessageSchema>;
  'GET /api/audit-log': { response: Out<typeof admin.auditEntrySchema>[] };
}

export type ApiRoute = keyof ApiContract;
/** The calls that only read: what a query hook may run. */
export type ApiReadRoute = Extract<ApiRoute, `GET ${string}`>;

type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type PathParams<R extends ApiRoute> = [ParamNames<R>] extends [never]
  ? unknown
  : { params: Record<ParamNames<R>, string | number> };
type BodyPart<R extends ApiRoute> = ApiContract[R] extends { body: infer B } ? { body: B } : unknown;
type QueryPart<R extends ApiRoute> = ApiContract[R] extends { query: infer Q } ? { query?: Q } : unknown;

/** What a call needs besides its name: the path's parameters, the body, the query. */
export type ApiCallOptions<R extends ApiRoute> = PathParams<R> & BodyPart<R> & QueryPart<R>;
export type ApiResponse<R extends ApiRoute> = ApiContract[R]['response'];
