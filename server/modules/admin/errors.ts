import { apiErrorSchema } from '../../../common/schemas/errors.ts';

/** What every admin route may answer besides success: bad input, not signed in, not an admin, no such record. */
export const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
