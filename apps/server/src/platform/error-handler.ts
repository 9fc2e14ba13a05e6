import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@portal/contracts';
import { AppError, TooManyRequestsError } from './errors.ts';

/** One place maps every thrown error to the spec's body `{ status, message, code, data, errors }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(issue.params?.issue ?? 'body');
        errors[field] ??= issue.message ?? MSG.validation;
      }
      return reply.status(422).send({
        status: false,
        message: Object.values(errors)[0] ?? MSG.validation,
        code: 'validation_failed',
        data: null,
        errors,
      });
    }
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ status: false, message: error.message, code: error.code, data: null, errors: error.errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ status: false, message: MSG.tryAgain, code: 'internal_error', data: null, errors: null });
    }
    // Fastify's own client errors (bad JSON, too large a body, unsupported media type).
    return reply.status(status).send({
      status: false,
      message: error.message,
      code: error.code ?? 'bad_request',
      data: null,
      errors: null,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ status: false, message: MSG.notFound, code: 'not_found', data: null, errors: null });
  });
}
