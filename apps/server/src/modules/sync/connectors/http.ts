import { SourceError } from './source.ts';

export interface HttpSettings {
  timeoutMs: number;
  /** Further attempts after a 5xx answer, a timeout or a dropped connection. */
  retries: number;
  /** The first wait before a retry; each next one doubles. */
  backoffMs?: number;
}

/**
 * GETs one JSON document. A 5xx answer, a timeout or a dropped connection is tried again after a
 * growing wait; anything else fails at once. `what` names the read in the error ("CMiC employees, page 2").
 */
export async function getJson(
  url: URL,
  what: string,
  headers: Record<string, string>,
  http: HttpSettings,
): Promise<unknown> {
  const backoffMs = http.backoffMs ?? 250;
  for (let attempt = 0; ; attempt++) {
    const failure = await tryOnce(url, what, headers, http.timeoutMs);
    if (!('retry' in failure)) return failure.body;
    if (attempt >= http.retries) {
      const tries = attempt + 1;
      throw new SourceError(`${what}: ${failure.retry} (${tries} ${tries === 1 ? 'try' : 'tries'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
  }
}

async function tryOnce(
  url: URL,
  what: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ body: unknown } | { retry: string }> {
  let text: string;
  let status: number;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return { retry: timedOut ? `no answer within ${timeoutMs} ms` : 'the server could not be reached' };
  }
  if (status >= 500) return { retry: `the server answered HTTP ${status}` };
  if (status === 401 || status === 403) throw new SourceError(`${what}: the credentials were refused`);
  if (status >= 400) throw new SourceError(`${what}: the server answered HTTP ${status}`);
  try {
    return { body: JSON.parse(text) };
  } catch {
    throw new SourceError(`${what}: the answer is not valid JSON`);
  }
}

const MAX_PAGES = 100_000;

/**
 * Reads page after page until a page says it is the last. A page is asked for by its number (from 0)
 * or by how many records came before it: a server may send fewer than asked for.
 */
export async function readAllPages<T>(
  readPage: (index: number, received: number) => Promise<{ items: T[]; more: boolean }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let index = 0; index < MAX_PAGES; index++) {
    const { items, more } = await readPage(index, all.length);
    for (const item of items) all.push(item);
    if (!more || items.length === 0) return all;
  }
  throw new SourceError(`more than ${MAX_PAGES} pages`);
}
