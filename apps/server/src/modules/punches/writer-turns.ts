/**
 * The turns of SQLite's one writer. Punch transactions run one after another, each only once the event
 * loop has had a turn, and a transaction of better-sqlite3 holds the thread from its first statement to
 * its commit: a request that arrives meanwhile (a clerk's read, the health check) then waits for the one
 * transaction under way, never for every batch queued on the connection behind it.
 */
export class WriterTurns {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.last.then(eventLoopTurn).then(work);
    this.last = turn.catch(() => undefined);
    return turn;
  }
}

const eventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
