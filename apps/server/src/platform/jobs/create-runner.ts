import type { FastifyBaseLogger } from 'fastify';
import type { Db, Engine } from '../../db/database.ts';
import { inProcessRunner } from './in-process-runner.ts';
import { pgBossRunner } from './pg-boss-runner.ts';
import type { JobRunner } from './runner.ts';

export function createJobRunner(engine: Engine, db: Db, log: FastifyBaseLogger): Promise<JobRunner> {
  return engine === 'postgres' ? pgBossRunner(db, log) : Promise.resolve(inProcessRunner(log));
}
