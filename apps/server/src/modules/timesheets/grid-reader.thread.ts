import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import type { ReaderData, ReaderReply, ReaderRequest } from './grid-reader.ts';
import { gridPartRows } from './grid-rows.ts';

/* The grid reader thread (grid-reader.ts): its own connection to the database, and gridPartRows. */

const data = workerData as ReaderData;
const port = parentPort!;
const send = (reply: ReaderReply) => port.postMessage(reply);

const { db } =
  'sqliteFile' in data.database
    ? // The request thread's start gathered the statistics the planner reads from the file.
      openDatabase({ dataDir: data.dataDir, sqliteFile: data.database.sqliteFile, analyze: false })
    : openDatabase({
        dataDir: data.dataDir,
        databaseUrl: data.database.postgres.url,
        searchPath: data.database.postgres.searchPath,
        poolSize: 2,
      });

port.on('message', (request: ReaderRequest) => {
  gridPartRows(db, request.companyId, request.query, request.part, request.since).then(
    (rows) => send({ id: request.id, rows }),
    (err: Error) => send({ id: request.id, failure: { message: err.message, stack: err.stack } }),
  );
});
send({ ready: true });
