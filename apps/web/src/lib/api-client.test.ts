import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MSG, WEB_TOKEN_KEY } from '@portal/contracts';
import { envelope, failure, http, server } from '../test/api-mock.ts';
import { answer, api, ApiError, asDownload, download, setUnauthorizedHandler } from './api-client.ts';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const me = () => answer(api.GET('/api/v1/me'));
const range = { start_date: '2026-11-16', end_date: '2026-11-22', export: 'true' } as const;

describe('the API client', () => {
  it('sends the stored token as a bearer token and JSON bodies, and gives the answer’s body', async () => {
    localStorage.setItem(WEB_TOKEN_KEY, 'tok-1');
    const seen: Request[] = [];
    server.use(
      http.put('/api/v1/profile', ({ request, response }) => {
        seen.push(request.clone());
        return response.untyped(HttpResponse.json(envelope({ ok: 1 }, 'Saved')));
      }),
    );
    const body = await answer(api.PUT('/api/v1/profile', { body: { phone_number: null } }));
    expect(body).toEqual(envelope({ ok: 1 }, 'Saved'));
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ phone_number: null });
  });

  it('adds the query string without empty values', async () => {
    const urls: string[] = [];
    server.use(
      http.get('/api/v1/check-token', ({ request, response }) => {
        urls.push(new URL(request.url).search);
        return response.untyped(HttpResponse.json(envelope(null)));
      }),
    );
    await answer(api.GET('/api/v1/check-token', { params: { query: { token: 'a b' } } }));
    expect(urls).toEqual(['?token=a%20b']);
  });

  it('on a 401 forgets the token and tells the session owner', async () => {
    localStorage.setItem(WEB_TOKEN_KEY, 'revoked');
    const handler = vi.fn();
    const stop = setUnauthorizedHandler(handler);
    server.use(http.get('/api/v1/me', ({ response }) => response.untyped(failure(401, MSG.unauthenticated))));
    const error = await rejection(me());
    stop();
    expect(error.status).toBe(401);
    expect(localStorage.getItem(WEB_TOKEN_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it.each([500, 504])('rejects a %d with the generic message', async (status) => {
    server.use(http.get('/api/v1/me', ({ response }) => response.untyped(failure(status, 'stack trace'))));
    const error = await rejection(me());
    expect(error.message).toBe(MSG.tryAgain);
    expect(error.status).toBe(status);
  });

  it('rejects with the generic message when no answer comes', async () => {
    server.use(http.get('/api/v1/me', () => HttpResponse.error()));
    const error = await rejection(me());
    expect(error.message).toBe(MSG.tryAgain);
    expect(error.status).toBeNull();
  });

  it('passes the body of other errors on, field errors included', async () => {
    server.use(
      http.post('/api/v1/login', ({ response }) =>
        response.untyped(failure(422, MSG.login.badCredentials, { password: MSG.login.badCredentials })),
      ),
    );
    const error = await rejection(
      answer(api.POST('/api/v1/login', { body: { email: 'a@b.test', password: 'x' } })),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe(MSG.login.badCredentials);
    expect(error.errors).toEqual({ password: MSG.login.badCredentials });
    expect(error.code).toBe('validation_failed');
  });

  it('says Unexpected Error when an error has no body', async () => {
    server.use(
      http.get('/api/v1/me', ({ response }) => response.untyped(new HttpResponse(null, { status: 403 }))),
    );
    const error = await rejection(me());
    expect(error.message).toBe(MSG.unexpected);
    expect(error.status).toBe(403);
  });

  it('downloads a file with the bearer token and the name of its content-disposition', async () => {
    localStorage.setItem(WEB_TOKEN_KEY, 'tok-1');
    const seen: Request[] = [];
    server.use(
      http.get('/api/v1/audit-log-list', ({ request, response }) => {
        seen.push(request);
        return response.untyped(
          new HttpResponse('Date and Time,User\n', {
            headers: { 'content-disposition': 'attachment; filename="2026-11-16 Logs Export.csv"' },
          }),
        );
      }),
    );
    const file = await download(
      api.GET('/api/v1/audit-log-list', { params: { query: range }, ...asDownload }),
    );
    expect(file.fileName).toBe('2026-11-16 Logs Export.csv');
    expect(await file.blob.text()).toBe('Date and Time,User\n');
    expect(new URL(seen[0]!.url).search).toBe('?start_date=2026-11-16&end_date=2026-11-22&export=true');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('fails a download with the server’s message', async () => {
    server.use(
      http.get('/api/v1/audit-log-list', ({ response }) => response.untyped(failure(404, 'No rows.'))),
    );
    const error = await rejection(
      download(api.GET('/api/v1/audit-log-list', { params: { query: range }, ...asDownload })),
    );
    expect(error.message).toBe('No rows.');
    expect(error.status).toBe(404);
  });
});
