import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SYNC_TYPE } from '@portal/contracts/sync';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Engine } from '../src/db/database.ts';
import { insertCompany } from '../src/db/seed/builders.ts';
import { systemActor } from '../src/platform/audit.ts';
import { startSync, syncStatus } from '../src/modules/sync/service.ts';
import { generatedData } from '../src/modules/sync/simulator/data.ts';
import { startSimulator } from '../src/modules/sync/simulator/server.ts';
import { connect, createTarget, dropTarget, type Target } from './target.ts';

/**
 * The sync scenario: a CMiC of 20,000 employees and 5,000 jobs (the simulator, in this process) synced
 * into an empty company by a portal in a process of its own, then synced again with nothing changed.
 * Prints the time of each run and how far the portal's memory grew above what it used before.
 */

const SIZE = { employees: 20_000, jobs: 5_000 };
const TARGET = { seconds: 60, growthMb: 150 };

interface Run {
  seconds: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  parts: string;
}

export async function benchSync(engine: Engine, databaseUrl?: string): Promise<void> {
  const target = await createTarget(engine, databaseUrl);
  const simulator = await startSimulator(generatedData(SIZE), { maxPageSize: 500 });
  try {
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(target), simulator.url], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
    });
    const runs = await new Promise<Run[]>((resolve, reject) => {
      child.once('message', (m: Run[] | { error: string }) =>
        'error' in m ? reject(new Error(m.error)) : resolve(m),
      );
      child.once('exit', (code) => reject(new Error(`the sync process exited (${code})`)));
    });
    console.log(
      `\n## ${engine}: sync from CMiC and Star Builder, ${SIZE.employees} employees and ${SIZE.jobs} jobs`,
    );
    console.log('| run | seconds | memory growth (RSS) | heap growth | parts (count) | target met |');
    console.log('| --- | ---: | ---: | ---: | --- | --- |');
    for (const [i, r] of runs.entries()) {
      const met = r.seconds < TARGET.seconds && r.rssGrowthMb < TARGET.growthMb;
      console.log(
        `| ${i === 0 ? 'first (all new)' : 'again (no change)'} | ${r.seconds.toFixed(1)} | ${r.rssGrowthMb.toFixed(0)} MB | ${r.heapGrowthMb.toFixed(0)} MB | ${r.parts} | ${met ? 'yes' : 'NO'} |`,
      );
    }
  } finally {
    await simulator.close();
    await dropTarget(target);
  }
}

/** The child: an empty company on the target, synced twice while its memory is sampled. */
async function syncTwice(target: Target, simulatorUrl: string): Promise<Run[]> {
  const handle = connect(target);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    CMIC_BASE_URL: simulatorUrl,
    STAR_BUILDER_BASE_URL: simulatorUrl,
  });
  const app = await buildApp(config, { database: handle, serveWeb: false, jobs: false });
  await app.ready();
  const company = await insertCompany(handle.db, {
    code: 'BENCH01',
    name: 'Bench Co',
    at: new Date().toISOString(),
  });
  const runs: Run[] = [];
  for (let i = 0; i < 2; i++) {
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peak = { rss: before.rss, heap: before.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
    }, 25);
    const started = performance.now();
    const { id, done } = await startSync(app.ctx, systemActor(company.id), SYNC_TYPE.manual);
    await done;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const s = (await syncStatus(app.ctx, company.id, id))!;
    if (s.errors) throw new Error(`the sync failed: ${JSON.stringify(s.errors)}`);
    runs.push({
      seconds,
      rssGrowthMb: (peak.rss - before.rss) / 2 ** 20,
      heapGrowthMb: (peak.heap - before.heapUsed) / 2 ** 20,
      parts: `active ${s.active_emp}, inactive ${s.in_active_emp}, jobs ${s.job}, companies ${s.sub_company}`,
    });
  }
  await app.close();
  await handle.db.destroy();
  return runs;
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  syncTwice(JSON.parse(process.argv[2]!) as Target, process.argv[3]!).then(
    (runs) => {
      process.send!(runs, () => process.exit(0));
    },
    (err: unknown) => {
      process.send!({ error: String(err) }, () => process.exit(1));
    },
  );
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.BENCH_DATABASE_URL;
  for (const engine of url ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const))
    await benchSync(engine, url);
}
