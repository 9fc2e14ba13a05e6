import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, WEB_TOKEN_KEY } from '@portal/contracts';
import { envelope, failure, mockFetch } from '../test/fetch-mock.ts';
import { apiDownload, apiRequest, ApiError, setUnauthorizedHandler } from './api-client.ts';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token as a bearer token and JSON bodies', async () => {
    localStorage.setItem(WEB_TOKEN_KEY, 'tok-1');
    const { calls } = mockFetch({ 'PUT /api/v1/profile': { body: envelope({ ok: 1 }, 'Saved') } });
    const body = await apiRequest('/api/v1/profile', { method: 'PUT', body: { phone_number: null } });
    expect(body).toEqual(envelope({ ok: 1 }, 'Saved'));
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ phone_number: null });
  });

  it('adds the query string without empty values', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/check-token': { body: envelope(null) } });
    await apiRequest('/api/v1/check-token', { query: { token: 'a b', skip: undefined } });
    expect(calls[0]?.url).toBe('/api/v1/check-token?token=a+b');
  });

  it('on a 401 forgets the token and tells the session owner', async () => {
    localStorage.setItem(WEB_TOKEN_KEY, 'revoked');
    const handler = vi.fn();
    const stop = setUnauthorizedHandler(handler);
    mockFetch({ 'GET /api/v1/me': { status: 401, body: failure(401, MSG.unauthenticated, null) } });
    const error = await rejection(apiRequest('/api/v1/me'));
    stop();
    expect(error.status).toBe(401);
    expect(localStorage.getItem(WEB_TOKEN_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it.each([500, 504])('rejects a %d with the generic message', async (status) => {
    mockFetch({ 'GET /api/v1/me': { status, body: failure(status, 'stack trace', null) } });
    const error = await rejection(apiRequest('/api/v1/me'));
    expect(error.message).toBe(MSG.tryAgain);
    expect(error.status).toBe(status);
  });

  it('rejects with the generic message when no answer comes', async () => {
    mockFetch({ 'GET /api/v1/me': 'network' });
    const error = await rejection(apiRequest('/api/v1/me'));
    expect(error.message).toBe(MSG.tryAgain);
    expect(error.status).toBeNull();
  });

  it('passes the body of other errors on, field errors included', async () => {
    mockFetch({
      'POST /api/v1/login': {
        status: 422,
        body: failure(422, MSG.login.badCredentials, { password: MSG.login.badCredentials }),
      },
    });
    const error = await rejection(apiRequest('/api/v1/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(MSG.login.badCredentials);
    expect(error.errors).toEqual({ password: MSG.login.badCredentials });
    expect(error.code).toBe('validation_failed');
  });

  it('says Unexpected Error when an error has no body', async () => {
    mockFetch({ 'GET /api/v1/me': { status: 403 } });
    const error = await rejection(apiRequest('/api/v1/me'));
    expect(error.message).toBe(MSG.unexpected);
    expect(error.status).toBe(403);
  });

  it('downloads a file with the bearer token and the name of its content-disposition', async () => {
    localStorage.setItem(WEB_TOKEN_KEY, 'tok-1');
    const fetchMock = vi.fn(
      async () =>
        new Response('Date and Time,User\n', {
          headers: { 'content-disposition': 'attachment; filename="2026-11-16 Logs Export.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/api/v1/audit-log-list', { query: { export: true } });
    expect(file.fileName).toBe('2026-11-16 Logs Export.csv');
    expect(await file.blob.text()).toBe('Date and Time,User\n');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/audit-log-list?export=true',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer tok-1' }) }),
    );
  });

  it('fails a download with the server’s message', async () => {
    mockFetch({ 'GET /api/v1/audit-log-list': { status: 404, body: failure(404, 'No rows.', null) } });
    const error = await rejection(apiDownload('/api/v1/audit-log-list'));
    expect(error.message).toBe('No rows.');
    expect(error.status).toBe(404);
  });
});
