import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../lib/api-types.gen.ts';

/**
 * The component tests' API: MSW handlers typed by the server's OpenAPI document (the client's own
 * types), so a test answers only paths the server has, with bodies of the shape the server gives.
 * setup.ts starts the server; a test adds its handlers with `server.use(...)`, and an unhandled call
 * fails the test.
 */
export const http = createOpenApiHttp<paths>();
export const server = setupServer();

/** The success envelope the API wraps every JSON answer in. */
export function envelope<T>(data: T, message = '') {
  return { status: true as const, message, data, errors: null };
}

/**
 * A failure as the API sends it: the status, the message and the field errors. The document describes
 * success answers only, so a failure goes untyped.
 */
export function failure(
  status: number,
  message: string,
  errors: Record<string, string> | string | null = null,
) {
  const body = {
    status: false,
    message,
    code: status === 422 ? 'validation_failed' : 'error',
    data: null,
    errors,
  };
  return HttpResponse.json(body, { status });
}
