/** The portal's HTTP API as the field app calls it: `{ status, message, data, errors }` bodies. */

/** The server answered with an error: its status, message and field errors, shown as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> | null,
  ) {
    super(message);
  }
}

/** The request never reached the server (no signal, server down): nothing was stored. */
export class OfflineError extends Error {}

interface Options {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string | null;
}

export async function api<T>(path: string, { method = 'GET', body, token }: Options = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new OfflineError('offline');
  }
  const json = (await res.json().catch(() => null)) as {
    message?: string;
    data?: T;
    errors?: Record<string, string> | null;
  } | null;
  if (!res.ok) {
    throw new ApiError(
      res.status,
      json?.message || res.statusText || `HTTP ${res.status}`,
      json?.errors ?? null,
    );
  }
  return json?.data as T;
}
