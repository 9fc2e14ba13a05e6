import createClient from 'openapi-fetch';
import { MSG } from '@portal/contracts';
import type { paths } from './api-types.gen.ts';
import { tokenStorage } from './token-storage.ts';

/** Field errors as the API sends them (`{ field: message }`); older answers may carry a plain string. */
export type ApiFieldErrors = Record<string, string> | string | null;

/** A failed call: the server's message and field errors, or one of the spec's generic messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when no answer came back. */
    readonly status: number | null,
    readonly errors: ApiFieldErrors = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The API, typed by the OpenAPI document the server builds from its zod contracts (api-types.gen.ts,
 * `npm run api:types`): a call's path, parameters, body and answer are checked when the web is built,
 * and a contract changed on the server fails the web's type check. A failure rejects with an ApiError
 * (failureOf), so a call that returns has its success body.
 */
export const api = createClient<paths>({
  baseUrl: globalThis.location?.origin,
  headers: { accept: 'application/json' },
  // Looked up at each call: the component tests' MSW server puts its own fetch in place after this loads.
  fetch: (request) => globalThis.fetch(request),
});

api.use({
  onRequest({ request }) {
    const token = tokenStorage.get();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ response }) {
    if (!response.ok) throw await failureOf(response);
    return undefined;
  },
  onError({ error, request }) {
    if (request.signal.aborted) return error instanceof Error ? error : new Error(String(error));
    return new ApiError(MSG.tryAgain, null);
  },
});

let unauthorizedHandler: () => void = () => {};

/** The session owner is told when any call answers 401 (the token is already gone by then). */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = () => {};
  };
}

/**
 * The success body of a call of `api` (`answer(api.GET('/api/v1/me'))`). Its type is the one the
 * document gives the path's success answer; a failure has already rejected with its ApiError.
 */
export async function answer<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}

/** A file the API sends as a download, with the name its content-disposition gives. */
export interface ApiFile {
  blob: Blob;
  fileName: string;
}

/** The asking of a download (reports, exports, backups): any type, read as a blob. */
export const asDownload = { parseAs: 'blob', headers: { accept: '*/*' } } as const;

/**
 * The file of a download call (`download(api.GET('/api/v1/time-sheet-report', { params, ...asDownload }))`);
 * fails like any call.
 */
export async function download(call: Promise<{ data?: Blob; response: Response }>): Promise<ApiFile> {
  const { data, response } = await call;
  const fallback = response.url ? (new URL(response.url).pathname.split('/').pop() ?? '') : '';
  return { blob: data ?? new Blob(), fileName: fileNameOf(response.headers, fallback || 'download') };
}

/** The error of a failed answer: its body's message and field errors, or the spec's generic message. */
async function failureOf(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (response.status === 401) {
    tokenStorage.clear();
    unauthorizedHandler();
    return new ApiError(messageOf(body) ?? MSG.unauthenticated, 401, null, 'unauthenticated');
  }
  if (response.status === 500 || response.status === 504 || (response.status > 500 && body === null)) {
    return new ApiError(MSG.tryAgain, response.status);
  }
  if (!isRecord(body)) return new ApiError(MSG.unexpected, response.status);
  return new ApiError(
    messageOf(body) ?? MSG.unexpected,
    response.status,
    errorsOf(body),
    typeof body.code === 'string' ? body.code : null,
  );
}

/** The file name of `content-disposition` (RFC 6266: filename* wins over filename). */
function fileNameOf(headers: Headers, fallback: string): string {
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
}

function errorsOf(body: Record<string, unknown>): ApiFieldErrors {
  const { errors } = body;
  if (typeof errors === 'string') return errors;
  if (!isRecord(errors)) return null;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string') out[field] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return out;
}
