import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { ENGINES, freshDatabase } from '../../../test/harness.ts';
import { pgBossRunner } from './pg-boss-runner.ts';

const log = { error: () => {} } as unknown as FastifyBaseLogger;
const POLL_DELAY_MS = 600;

describe.runIf(ENGINES.includes('postgres'))('the pg-boss job runner', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgboss-'));
    fresh = await freshDatabase('postgres', dir);
  });
  afterAll(async () => {
    await fresh.drop();
    await fresh.handle.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The database as the runner sees it, with each poll for jobs held back a moment and every query
   * counted, so that a test can stop the runner while a poll is under way.
   */
  function watchedDb(db: Db) {
    const watch = { queries: 0, afterStop: [] as string[], stopped: false, pollUnderWay: false };
    const proxy = new Proxy(db, {
      get(target, prop) {
        if (prop === 'executeQuery') {
          return async (query: CompiledQuery) => {
            if (watch.stopped) watch.afterStop.push(query.sql.slice(0, 60));
            watch.queries++;
            if (/SKIP LOCKED/i.test(query.sql)) {
              watch.pollUnderWay = true;
              await new Promise((resolve) => setTimeout(resolve, POLL_DELAY_MS));
            }
            return target.executeQuery(query);
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { db: proxy, watch };
  }

  it('handles the job a poll under way finds before it stops, and touches the database no more after', async () => {
    const { db, watch } = watchedDb(fresh.handle.db);
    const runner = await pgBossRunner(db, log);
    const handled: object[] = [];
    await runner.work('late-poll', async (data) => {
      handled.push(data);
    });
    await expect.poll(() => watch.pollUnderWay, { timeout: 5_000 }).toBe(true);
    await runner.send('late-poll', { n: 1 });
    await runner.stop();
    watch.stopped = true;
    expect(handled).toEqual([{ n: 1 }]);
    // Long enough for anything still under way to reach the database.
    await new Promise((resolve) => setTimeout(resolve, POLL_DELAY_MS * 2));
    expect(watch.afterStop).toEqual([]);
  }, 20_000);
});
