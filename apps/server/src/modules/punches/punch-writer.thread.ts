import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { FileStore } from '../../platform/files.ts';
import { openFileStorage } from '../../platform/storage/file-storage.ts';
import { toWire, type WriterData, type WriterReply, type WriterRequest } from './punch-writer.ts';
import { storePunches } from './service.ts';

/*
 * The punch writer thread (punch-writer.ts): its own connection to the SQLite file, and the same
 * storePunches as PostgreSQL's requests run. Requests are applied in the order they arrive; Kysely
 * gives the one connection to one transaction at a time.
 */

const data = workerData as WriterData;
const port = parentPort!;
const send = (reply: WriterReply) => port.postMessage(reply);

// The request thread's start gathered the statistics the planner reads from the file.
const database = openDatabase({ dataDir: data.dataDir, sqliteFile: data.sqliteFile, analyze: false });
const storage = openFileStorage({ s3: data.s3, dataDir: data.dataDir }, database);
// Files whose transaction committed but which could not be written are logged by the request thread.
const log = {
  error: (obj: { keys?: string[] }, message: string) => send({ log: { message, keys: obj.keys ?? [] } }),
};
// This thread stores photos and never signs their URLs: its FileStore's key is its own.
const files = new FileStore(storage, randomBytes(32).toString('hex'), () => new Date(), log);

port.on('message', async ({ id, sent, now }: WriterRequest) => {
  const at = () => new Date(now);
  try {
    const results = await storePunches({ db: database.db, engine: 'sqlite', now: at, files }, sent);
    send({ id, results: results.map((r) => (r instanceof AppError ? { refused: toWire(r) } : r)) });
  } catch (err) {
    const { message, stack, code } = err as Error & { code?: string };
    send({ id, failure: { message, stack, code } });
  }
});
