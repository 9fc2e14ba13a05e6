import type { Engine } from '../src/db/database.ts';
import { generate, type Size } from './generate.ts';
import { closedLoop, type LoadResult } from './load.ts';
import { machine, markdownTable, ratioRow, scenarioRow, stealMeter, type Row } from './report.ts';
import {
  closeConnections,
  httpScenarios,
  loadFixtures,
  signIn,
  sqlScenarios,
  type Counts,
  type People,
} from './scenarios.ts';
import { startServer } from './server.ts';
import { mixedScenario } from './mixed.ts';
import { benchReports } from './reports.ts';
import { benchSync } from './sync.ts';
import { connect, createTarget, dropTarget } from './target.ts';
import { refreshStatistics } from '../src/platform/jobs/statistics.ts';
import { payDifferences } from '../src/modules/pay-figures/service.ts';

/**
 * npm run bench: generates the data set on SQLite (and on PostgreSQL when BENCH_DATABASE_URL is set),
 * starts the portal on a random port and measures it over real HTTP. A report, not a test: it prints
 * whether each target is met and fails only when a request gets an unexpected answer.
 */

function envInt(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not ${value}`);
  return n;
}

const size: Size = {
  employees: envInt('BENCH_EMPLOYEES', 2000),
  jobs: envInt('BENCH_JOBS', 300),
  weeks: envInt('BENCH_WEEKS', 52),
  subcontractors: envInt('BENCH_SUBCONTRACTORS', 40),
  workers: envInt('BENCH_SUB_WORKERS', 600),
};
const counts: Counts = { warmup: envInt('BENCH_WARMUP', 20), requests: envInt('BENCH_REQUESTS', 200) };
const databaseUrl = process.env.BENCH_DATABASE_URL;
/**
 * Comma-separated beginnings of scenario names to run, e.g. "time-sheet-list,punch"; unset: all. A comma
 * followed by a space is part of a name ("punch ingestion, one a request"), not a separator.
 */
const only = (process.env.BENCH_ONLY ?? '')
  .split(/,(?! )/)
  .map((s) => s.trim())
  .filter(Boolean);
/** The reads-while-uploading scenario's name, for BENCH_ONLY. */
const MIXED = 'mixed: reads while batches arrive';
const chosen = (name: string) => only.length === 0 || only.some((prefix) => name.startsWith(prefix));

async function bench(engine: Engine): Promise<void> {
  const target = await createTarget(engine, databaseUrl);
  let stopServer = async () => {};
  let stopWriter = async () => {};
  try {
    const handle = connect(target);
    const data = await generate(handle, size, new Date());
    // What the job runner does after a release's migrations and every hour: the bare SQL and the portal
    // are measured on the same plans.
    await refreshStatistics(handle.db, engine);
    const fx = await loadFixtures(handle.db, data.companyId, data.weeks, counts);
    const about = await machine(handle);
    const { entries, punches, unApproved, subEntries } = data.counts;
    console.log(`\n## ${engine}: ${about}`);
    console.log(
      `Generated ${size.employees} employees, ${size.jobs} jobs, ${size.weeks} weeks: ${entries.toLocaleString('en-US')} time entries ` +
        `(${unApproved.toLocaleString('en-US')} un-approved), ${punches.toLocaleString('en-US')} punches in ${data.seconds.toFixed(1)} s ` +
        `(${((data.seconds / entries) * 100_000).toFixed(1)} s per 100k entries).`,
    );
    console.log(
      `Of the entries, ${subEntries.toLocaleString('en-US')} are of ${size.workers} workers of ${size.subcontractors} sub-contractor companies.`,
    );
    console.log(`Week measured: ${fx.week.start} to ${fx.week.end}.`);
    // What `npm run verify-pay` checks, on the generated company: every stored figure of the open weeks
    // against a fresh computation by the domain.
    const checkStarted = performance.now();
    const differences = await payDifferences(handle.db, data.companyId);
    console.log(
      `verify-pay on the generated company: ${differences.length} differences ` +
        `(${((performance.now() - checkStarted) / 1000).toFixed(1)} s).`,
    );

    const rows: Row[] = [];
    const record = (row: Row) => {
      rows.push(row);
      console.log(`  ${row.scenario} (c=${row.conc}): p50 ${row['p50 ms']} ms, p95 ${row['p95 ms']} ms`);
    };
    const bare = new Map<string, LoadResult>();
    const steal = stealMeter();
    // The bare SQL's writes come through a connection of their own, as another instance's would: one
    // UPDATE of one entry of the week a call (the HTTP scenarios write through the portal: a punch). It
    // moves the entry's time stamp, not its version, which the approval scenario's calls name.
    const writer = connect(target, 1);
    stopWriter = () => writer.db.destroy();
    const write = async (people: People, i: number) => {
      const ids = fx.weekEntryIds[people];
      await writer.db
        .updateTable('time_entries')
        .set({ updated_at: new Date(Date.now() + i).toISOString() })
        .where('id', '=', ids[i % ids.length]!)
        .execute();
    };
    // The bare SQL that a chosen HTTP scenario is compared with (the scenarios are only named here).
    const compared = new Set(
      httpScenarios('', { payroll: '', admin: '' }, fx, counts)
        .filter((s) => chosen(s.name))
        .flatMap((s) => [s.bare, s.fasterThan]),
    );
    for (const s of sqlScenarios(handle.db, fx, counts, write).filter((s) => compared.has(s.name))) {
      const r = await closedLoop(s);
      bare.set(`${s.name}|${s.concurrency}`, r);
      record(scenarioRow(s, r, engine));
    }
    await handle.db.destroy();

    const server = await startServer(target);
    stopServer = server.stop;
    const tokens = {
      payroll: await signIn(server.url, data.users.payroll, data.password),
      admin: await signIn(server.url, data.users.admin, data.password),
    };
    const ratios: Row[] = [];
    for (const s of httpScenarios(server.url, tokens, fx, counts).filter((s) => chosen(s.name))) {
      const r = await closedLoop(s);
      record(scenarioRow(s, r, engine));
      const sqlResult = bare.get(`${s.bare}|${s.concurrency}`);
      if (sqlResult) ratios.push(ratioRow(s.name, s.concurrency, r, sqlResult, s.ratioTarget));
      const raw = bare.get(`${s.fasterThan}|${s.concurrency}`);
      if (raw) ratios.push(ratioRow(`${s.name}, against the raw entries`, s.concurrency, r, raw, 1));
    }
    if (rows.length) console.log(`\n${markdownTable(rows)}`);
    if (ratios.length) console.log(`\n${markdownTable(ratios)}`);
    // Last: its uploads change the data every other scenario reads.
    if (chosen(MIXED)) {
      console.log(`\n${MIXED} (one reader at a time):\n`);
      console.log(markdownTable(await mixedScenario(server.url, tokens, fx, counts)));
    }
    console.log(`\n${steal.summary()}`);
  } finally {
    closeConnections();
    await stopWriter();
    await stopServer();
    await dropTarget(target);
  }
}

/** BENCH_ONLY=report (or sync) alone skips the main data set: those scenarios generate their own. */
const standaloneOnly =
  only.length > 0 && only.every((prefix) => prefix.startsWith('report') || prefix.startsWith('sync'));

/** BENCH_ENGINES=postgres (or sqlite) measures one engine of the two. */
const engines: Engine[] = (databaseUrl ? ['sqlite', 'postgres'] : ['sqlite']).filter(
  (e): e is Engine => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(e),
);
for (const engine of engines) {
  if (!standaloneOnly) await bench(engine);
  if (chosen('sync')) await benchSync(engine, databaseUrl);
  if (chosen('report')) await benchReports(engine, databaseUrl);
}
