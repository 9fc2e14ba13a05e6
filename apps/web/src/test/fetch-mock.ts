import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch with answers by "METHOD path" (query string ignored); records every call. A route
 * answering `'network'` fails as if the server were unreachable.
 */
export function mockFetch(routes: Record<string, MockAnswer | 'network'>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = routes[`${method} ${url.split('?')[0]}`];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (!answer) return new Response(null, { status: 404 });
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function envelope<T>(data: T, message = '') {
  return { status: true, message, data, errors: null };
}

export function failure(status: number, message: string, errors: Record<string, string> | string | null) {
  return { status: false, message, code: status === 422 ? 'validation_failed' : 'error', data: null, errors };
}
