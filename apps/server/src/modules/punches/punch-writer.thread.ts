import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import { startWalCheckpointer, WRITER_AUTOCHECKPOINT } from '../../db/wal-checkpointer.ts';
import { AppError } from '../../platform/errors.ts';
import { FileStore } from '../../platform/files.ts';
import { openFileStorage } from '../../platform/storage/file-storage.ts';
import { toWire, type WriterData, type WriterReply, type WriterRequest } from './punch-writer.ts';
import { GroupCommit } from './group-commit.ts';
import { storePunches } from './service.ts';

/*
 * The punch writer thread (punch-writer.ts): its own connection to the database, and storePunches.
 * A company's requests are applied in the order they arrive: those that arrive while its transaction
 * is written share the next (group commit), up to MAX_PUNCHES punches. SQLite writes one transaction at
 * a time; on PostgreSQL a company has up to PARALLEL_GROUPS at once, and companies run side by side.
 */

const data = workerData as WriterData;
/**
 * PostgreSQL: a company's groups applied at once (while one waits for the database, the next is built
 * and sent; employees' row locks order two that meet), and the thread's connections.
 */
const PARALLEL_GROUPS = 2;
const POOL_SIZE = 4;
const port = parentPort!;
const send = (reply: WriterReply) => port.postMessage(reply);

const database =
  'sqliteFile' in data.database
    ? // The request thread's start gathered the statistics the planner reads from the file.
      openDatabase({
        dataDir: data.dataDir,
        sqliteFile: data.database.sqliteFile,
        analyze: false,
        walAutocheckpoint: WRITER_AUTOCHECKPOINT,
      })
    : openDatabase({
        dataDir: data.dataDir,
        databaseUrl: data.database.postgres.url,
        searchPath: data.database.postgres.searchPath,
        poolSize: POOL_SIZE,
      });
// On SQLite the log is copied back into the file beside this thread, not inside its commits.
const checkpointer = database.sqliteFile ? startWalCheckpointer(database.sqliteFile) : null;
const storage = openFileStorage({ s3: data.s3, dataDir: data.dataDir }, database);
// Files whose transaction committed but which could not be written are logged by the request thread.
const log = {
  error: (obj: { keys?: string[] }, message: string) => send({ log: { message, keys: obj.keys ?? [] } }),
};
// This thread stores photos and never signs their URLs: its FileStore's key is its own.
const files = new FileStore(storage, randomBytes(32).toString('hex'), () => new Date(), log);

/** The most punches one transaction applies: a few batches, or a morning's single punches. */
const MAX_PUNCHES = 500;

type Answer = Awaited<ReturnType<typeof storePunches>>;
const groups = new Map<number, GroupCommit<WriterRequest, Answer>>();

/** Applies requests together; the clock is the newest request's. */
async function applyTogether(requests: WriterRequest[]): Promise<Answer[]> {
  const now = requests.at(-1)!.now;
  const at = () => new Date(now);
  const results = await storePunches(
    { db: database.db, engine: database.engine, now: at, files },
    requests.flatMap((r) => r.sent),
  );
  checkpointer?.committed();
  let from = 0;
  return requests.map((r) => results.slice(from, (from += r.sent.length)));
}

port.on('message', async (request: WriterRequest) => {
  const companyId = request.sent[0]!.auth.companyId;
  let group = groups.get(companyId);
  if (!group)
    groups.set(
      companyId,
      (group = new GroupCommit(
        applyTogether,
        MAX_PUNCHES,
        (r) => r.sent.length,
        database.engine === 'postgres' ? PARALLEL_GROUPS : 1,
      )),
    );
  try {
    const results = await group.submit(request);
    send({
      id: request.id,
      results: results.map((r) => (r instanceof AppError ? { refused: toWire(r) } : r)),
    });
  } catch (err) {
    const { message, stack, code } = err as Error & { code?: string };
    send({ id: request.id, failure: { message, stack, code } });
  }
});
