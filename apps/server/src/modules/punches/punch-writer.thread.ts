import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { FileStore } from '../../platform/files.ts';
import { openFileStorage } from '../../platform/storage/file-storage.ts';
import { toWire, type WriterData, type WriterReply, type WriterRequest } from './punch-writer.ts';
import { GroupCommit } from './group-commit.ts';
import { storePunches } from './service.ts';

/*
 * The punch writer thread (punch-writer.ts): its own connection to the SQLite file, and the same
 * storePunches as PostgreSQL's requests run. Requests are applied in the order they arrive, one
 * transaction at a time: the requests of a company that arrive while one is written share the next
 * (group commit), up to MAX_PUNCHES punches.
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

/** The most punches one transaction applies: a few batches, or a morning's single punches. */
const MAX_PUNCHES = 500;

type Answer = Awaited<ReturnType<typeof storePunches>>;
const groups = new Map<number, GroupCommit<WriterRequest, Answer>>();

/** Applies requests together; the clock is the newest request's. */
async function applyTogether(requests: WriterRequest[]): Promise<Answer[]> {
  const now = requests.at(-1)!.now;
  const at = () => new Date(now);
  const results = await storePunches(
    { db: database.db, engine: 'sqlite', now: at, files },
    requests.flatMap((r) => r.sent),
  );
  let from = 0;
  return requests.map((r) => results.slice(from, (from += r.sent.length)));
}

port.on('message', async (request: WriterRequest) => {
  const companyId = request.sent[0]!.auth.companyId;
  let group = groups.get(companyId);
  if (!group)
    groups.set(companyId, (group = new GroupCommit(applyTogether, MAX_PUNCHES, (r) => r.sent.length)));
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
