import { workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { CheckpointerData } from './wal-checkpointer.ts';

/*
 * The checkpointer thread (wal-checkpointer.ts): a connection of its own to the SQLite file, which
 * copies the write-ahead log into the database when commits came since it last looked. PASSIVE never
 * waits for a reader or the writer: it copies what no reader still needs, and SQLite starts the log
 * over at the next write once all of it is copied.
 */

/** How often the thread looks for new commits: the commits of that time share one checkpoint. */
const CHECKPOINT_INTERVAL_MS = 100;

const { file, commits } = workerData as CheckpointerData;
const count = new Int32Array(commits);
const sqlite = new SQLite(file);
sqlite.pragma('synchronous = NORMAL');
let seen = 0;

setInterval(() => {
  const now = Atomics.load(count, 0);
  if (now === seen) return;
  seen = now;
  sqlite.pragma('wal_checkpoint(PASSIVE)');
}, CHECKPOINT_INTERVAL_MS);
