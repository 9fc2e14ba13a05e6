import type { Worker } from 'node:worker_threads';
import { startThread } from '../platform/threads.ts';

/**
 * SQLite's checkpoints on a thread of their own (wal-checkpointer.thread.ts). A commit that fills the
 * write-ahead log past `wal_autocheckpoint` pages copies the log back into the database file inside
 * that commit, on the committing thread: the punch writer thread spent up to half of a transaction
 * there (docs/decisions/008-punch-writer-thread.md). The writer raises its own threshold to
 * WRITER_AUTOCHECKPOINT and counts its commits where this thread reads them; this thread checkpoints
 * a moment after commits, beside the writer. Should this thread stop, the next commit starts another,
 * and the writer's raised threshold bounds the log meanwhile.
 */
export interface WalCheckpointer {
  /** A transaction committed: a checkpoint follows within a tenth of a second. */
  committed(): void;
  close(): Promise<void>;
}

/** The writer's own checkpoint threshold, in pages: 40 MB of log, reached only without this thread. */
export const WRITER_AUTOCHECKPOINT = 10_000;

/** What the thread is given: the file, and the count of commits (one Int32 shared with the writer). */
export interface CheckpointerData {
  file: string;
  commits: SharedArrayBuffer;
}

export function startWalCheckpointer(file: string): WalCheckpointer {
  // A counter, not a message a commit: a message cost the writer more than the checkpoint it saved.
  const commits = new SharedArrayBuffer(4);
  const count = new Int32Array(commits);
  const start = () => {
    const source = new URL('./wal-checkpointer.thread.ts', import.meta.url);
    const t = startThread('wal-checkpointer', source, { file, commits } satisfies CheckpointerData);
    // It never holds the process open, and a failure of its own leaves the writer's threshold to work.
    t.unref();
    t.on('error', () => {});
    t.on('exit', () => {
      if (thread === t) thread = null;
    });
    return t;
  };
  // Started with the writer, so that its start (loading a module, opening the file) is not a cost of
  // the first punches.
  let thread: Worker | null = start();
  return {
    committed() {
      thread ??= start();
      Atomics.add(count, 0, 1);
    },
    async close() {
      const t = thread;
      thread = null;
      if (t) await t.terminate();
    },
  };
}
