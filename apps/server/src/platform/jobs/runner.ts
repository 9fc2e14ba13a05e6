/**
 * Background work, the same on both engines: named queues with one handler each, jobs sent to them,
 * and cron schedules that send a job at each occurrence. On PostgreSQL (pg-boss) a job or an
 * occurrence is handled by one instance however many share the database; on SQLite there is one
 * instance and the runner lives in its process (docs/sync.md, The job runner).
 */
export interface JobRunner {
  /** Handles each job of `queue`; a handler that throws is retried up to `retries` times. */
  work<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    opts?: { retries?: number },
  ): Promise<void>;
  /** Sends a job to `queue`, to be handled at once or `afterSeconds` later. */
  send(queue: string, data: object, opts?: { afterSeconds?: number }): Promise<void>;
  /** Sends an empty job to `queue` at every occurrence of the 5-field `cron` in `timeZone` (UTC by default). */
  schedule(queue: string, cron: string, timeZone?: string): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}
