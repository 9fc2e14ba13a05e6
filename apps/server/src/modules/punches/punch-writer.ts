import type { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/errors.ts';
import type { AppContext } from '../../platform/context.ts';
import type { PostgresConnection } from '../../db/database.ts';
import { startThread } from '../../platform/threads.ts';
import type { PunchResult, Sent } from './service.ts';

/**
 * Punches are written by a thread of their own (punch-writer.thread.ts) with its own connection to the
 * database. On SQLite a transaction of better-sqlite3 holds its thread from the first statement to the
 * commit (and SQLite's checkpoints run inside commits); on PostgreSQL a batch's own work (deriving its
 * entries, building and reading statements of hundreds of values) held the event loop for milliseconds
 * at a time. Either way, on the request thread a morning's uploads held every clerk's read and the health
 * check behind them. The request thread parses and checks the requests; the writer thread applies them.
 * What it answers is what storePunches answers, sent back as plain data.
 */
export interface PunchWriter {
  store(sent: Sent[]): Promise<(PunchResult | AppError)[]>;
  /** Starts the thread ahead of the first punch, if it is not running. */
  start(): void;
  close(): Promise<void>;
}

/** What the writer thread is given at its start (punch-writer.thread.ts): the database it writes to. */
export interface WriterData {
  database: { sqliteFile: string } | { postgres: PostgresConnection };
  dataDir: string;
  s3: AppContext['config']['s3'];
}

/** A request to the thread: punches to store as of `now` (the request thread's clock). */
export interface WriterRequest {
  id: number;
  sent: Sent[];
  now: string;
}

/** A refusal as it crosses the thread boundary; the request thread makes it an AppError again. */
export interface WireError {
  statusCode: number;
  code: string;
  message: string;
  errors: Record<string, string> | null;
}

export type WriterReply =
  | { id: number; results: (PunchResult | { refused: WireError })[] }
  | { id: number; failure: { message: string; stack?: string; code?: string } }
  | { log: { message: string; keys: string[] } };

export function startPunchWriter(ctx: AppContext, data: WriterData): PunchWriter {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(r: (PunchResult | AppError)[]): void; reject(e: Error): void }>();

  const started = () => {
    if (worker) return worker;
    const w = startThread('punch-writer', new URL('./punch-writer.thread.ts', import.meta.url), data);
    w.on('message', (reply: WriterReply) => {
      if ('log' in reply) return ctx.log.error({ keys: reply.log.keys }, reply.log.message);
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('failure' in reply) waiting.reject(Object.assign(new Error(reply.failure.message), reply.failure));
      else waiting.resolve(reply.results.map((r) => ('refused' in r ? toAppError(r.refused) : r)));
    });
    // A thread that stops (a crash, or closing) fails what it had not answered; the next punch starts
    // another. SQLite takes back a transaction its connection did not commit.
    const gone = (err: Error) => {
      if (worker === w) worker = null;
      for (const waiting of pending.values()) waiting.reject(err);
      pending.clear();
    };
    w.on('error', gone);
    w.on('exit', (code) => gone(new Error(`the punch writer thread stopped (exit code ${code})`)));
    return (worker = w);
  };

  return {
    store(sent) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const request: WriterRequest = { id, sent, now: ctx.now().toISOString() };
        started().postMessage(request);
      });
    },
    start() {
      started();
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

export function toWire(err: AppError): WireError {
  return { statusCode: err.statusCode, code: err.code, message: err.message, errors: err.errors };
}

function toAppError(e: WireError): AppError {
  return new AppError(e.statusCode, e.code, e.message, e.errors);
}
