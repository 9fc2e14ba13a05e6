import type { Worker } from 'node:worker_threads';
import type { TimeSheetListQuery } from '@portal/contracts/timesheets';
import type { PostgresConnection } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { startThread } from '../../platform/threads.ts';
import { gridPartRows, type PartRows } from './grid-rows.ts';
import type { GridPart } from './queries.ts';

/**
 * A second thread that reads parts of the employee grid (grid-reader.thread.ts) with its own connection
 * to the database, so that a grid read anew is worked out on both of the machine's cores: its SQL, pay
 * rules and rows are most of a clerk's wait for a week read for the first time.
 */
export interface GridReader {
  /** A part of the grid (gridPartRows), read by the thread once it is up and here until then. */
  read(companyId: number, query: TimeSheetListQuery, part: GridPart, since: string | null): Promise<PartRows>;
  /** Starts the thread if it is not running, and waits until it reads. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** What the thread is given at its start: the database it reads. */
export interface ReaderData {
  database: { sqliteFile: string } | { postgres: PostgresConnection };
  dataDir: string;
}

export interface ReaderRequest {
  id: number;
  companyId: number;
  query: TimeSheetListQuery;
  part: GridPart;
  since: string | null;
}

export type ReaderReply =
  | { ready: true }
  | { id: number; rows: PartRows }
  | { id: number; failure: { message: string; stack?: string } };

function startGridReader(ctx: AppContext, data: ReaderData): GridReader {
  let worker: Worker | null = null;
  let ready = false;
  let whenReady: Promise<void> = Promise.resolve();
  let closed = false;
  let nextId = 1;
  /** The reads sent to a thread and not yet answered, with the thread they were sent to. */
  const pending = new Map<number, { w: Worker; resolve(r: PartRows): void; reject(e: Error): void }>();

  const start = () => {
    const w = startThread('grid-reader', new URL('./grid-reader.thread.ts', import.meta.url), data);
    let up = () => {};
    let failed = (_err: Error) => {};
    whenReady = new Promise((resolve, reject) => {
      up = resolve;
      failed = reject;
    });
    whenReady.catch(() => {});
    w.on('message', (reply: ReaderReply) => {
      if ('ready' in reply) {
        ready = worker === w;
        return up();
      }
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('failure' in reply) waiting.reject(Object.assign(new Error(reply.failure.message), reply.failure));
      else waiting.resolve(reply.rows);
    });
    // A thread that stops (a crash, or the app's close) fails what it had not answered, which is then
    // read here; the next read starts another.
    const gone = (err: Error) => {
      failed(err);
      if (worker === w) {
        worker = null;
        ready = false;
      }
      for (const [id, waiting] of pending) {
        if (waiting.w !== w) continue;
        pending.delete(id);
        waiting.reject(err);
      }
    };
    w.on('error', gone);
    w.on('exit', (code) => gone(new Error(`the grid reader thread stopped (exit code ${code})`)));
    worker = w;
  };

  const inThread = (w: Worker, request: Omit<ReaderRequest, 'id'>) =>
    new Promise<PartRows>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { w, resolve, reject });
      w.postMessage({ id, ...request } satisfies ReaderRequest);
    });

  return {
    async read(companyId, query, part, since) {
      const here = () => gridPartRows(ctx.db, companyId, query, part, since);
      if (closed) return here();
      if (!worker) start();
      const w = worker;
      if (!ready || !w) return here();
      try {
        return await inThread(w, { companyId, query, part, since });
      } catch (err) {
        // A failure of the database is the same here and is answered as such; a thread that stopped is
        // logged, and the part read here.
        if (worker === w) throw err;
        ctx.log.error({ err }, 'grid reader thread failed; reading here');
        return here();
      }
    },
    ready() {
      if (!worker && !closed) start();
      return whenReady;
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      ready = false;
      if (w) await w.terminate();
    },
  };
}

const readers = new WeakMap<AppContext, GridReader>();

/**
 * The app's grid reader, started with its first read; none when the app was given a database another
 * thread cannot open (a PostgreSQL pool without its connection settings, in a few tests).
 */
export function gridReader(ctx: AppContext): GridReader | null {
  const database = ctx.sqliteFile
    ? { sqliteFile: ctx.sqliteFile }
    : ctx.postgres && { postgres: ctx.postgres };
  if (!database) return null;
  let reader = readers.get(ctx);
  if (!reader) readers.set(ctx, (reader = startGridReader(ctx, { database, dataDir: ctx.config.dataDir })));
  return reader;
}

/**
 * Starts the app's grid reader thread ahead of the first grid read (a server, once it listens): it
 * then loads its code while no clerk waits, not beside the first reads.
 */
export function startGridReaderEarly(ctx: AppContext): Promise<void> {
  return gridReader(ctx)?.ready() ?? Promise.resolve();
}

/** Stops the app's grid reader thread, if it started (the app's close). */
export async function closeGridReader(ctx: AppContext): Promise<void> {
  await readers.get(ctx)?.close();
  readers.delete(ctx);
}
