// One error handler shapes every error response as spec §8 reads it: { errMessage: { errorMsg }, fields? }.
// Unknown failures answer the generic text and log the cause; nothing is half-sent.
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody } from '../../src/domain/errors';
import { fieldErrors } from '../../src/domain/schemas/auth';
import { MSG } from '../../src/domain/messages';

import { ApiError } from '../lib/apiError';

// Routes (and, until they move, a few integrations) import these from here; lib and services use lib/apiError.
export { ApiError, badRequest, forbidden, notFound, unauthorized } from '../lib/apiError';

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | ApiError | ValidationError, request, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.statusCode).send({ ...errorBody(err.message, err.fields), ...err.details });
    }
    if (err instanceof ValidationError) {
      const fields = fieldErrors(err);
      return reply.status(400).send(errorBody(Object.values(fields)[0] ?? err.message, fields));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = CLIENT_ERRORS[(err as FastifyError).code ?? ''];
      return reply.status(status).send(errorBody(known ?? (status === 429 ? MSG.tooManyAttempts : err.message)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(MSG.somethingWrong));
  });
});
