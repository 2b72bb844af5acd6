import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, databaseErrorOf, type FieldErrors, VALIDATION_MESSAGE } from './errors';

/**
 * Unique, foreign-key and exclusion violations that slipped past a service's own checks are conflicts, not
 * crashes (a service that knows the constraint answers it in its own words first).
 */
function fromDatabaseError(err: unknown): AppError | null {
  const cause = databaseErrorOf(err);
  if (cause?.code === '23505') return new AppError(409, 'This record already exists.');
  if (cause?.code === '23503') return new AppError(409, 'This record is referenced by other records.');
  if (cause?.code === '23P01') return new AppError(409, 'This record conflicts with another record.');
  return null;
}

function fieldErrorsFromZod(issues: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] ??= [];
    errors[field].push(issue.message ?? 'The value is invalid.');
  }
  return errors;
}

/** Maps every failure to the shapes of API.md; a 500 is logged with its stack and answered without it. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .status(err.statusCode)
        .send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .status(422)
        .send({ message: VALIDATION_MESSAGE, errors: fieldErrorsFromZod(err.validation) });
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (err.statusCode === 400 && err instanceof SyntaxError)
    ) {
      return reply
        .status(422)
        .send({ message: VALIDATION_MESSAGE, errors: { body: ['The request body is not valid JSON.'] } });
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(422)
        .send({ message: VALIDATION_MESSAGE, errors: { body: ['The request body is empty.'] } });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Unsupported content type.' });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.status(413).send({ message: 'The request is too large.' });
    }
    const dbError = fromDatabaseError(err);
    if (dbError) {
      request.log.warn({ err }, 'database constraint');
      return reply.status(dbError.statusCode).send({ message: dbError.message });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Server error', request_id: request.id });
  });
}
