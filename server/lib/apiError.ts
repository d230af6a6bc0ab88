// The error every layer throws for an expected failure with its user-facing text (spec §8); the errors plugin
// (server/plugins/errors.ts) turns it into the response. Here, below every layer, so lib and services need no plugin.
import { MSG } from '../../src/domain/messages';

/** Thrown by services and routes for an expected failure with the user-facing text. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra structured detail for the client (e.g. every flow validation error with its place). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, fields?: Record<string, string>) => new ApiError(400, msg, fields);
export const unauthorized = (msg: string = MSG.authRequired) => new ApiError(401, msg);
export const forbidden = (msg: string = MSG.notAuthorized) => new ApiError(403, msg);
export const notFound = (msg: string = MSG.notFound) => new ApiError(404, msg);
