import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../src/db/database.ts';
import { generate } from './generate.ts';
import { percentile } from './load.ts';
import { closeConnections, signIn } from './scenarios.ts';
import { startServer } from './server.ts';
import { connect, createTarget, dropTarget } from './target.ts';

/**
 * The report scenario: a quarter (13 weeks) of 2,000 employees, the timesheet report by employee
 * (an employee-week a row) downloaded as PDF, CSV and XLSX over HTTP from a portal in a process of its
 * own, whose memory is sampled every 10 ms while the file streams: its resident set, and the part of it
 * that is the process's own (RssAnon: the JavaScript heap and what SQLite allocates, not the database
 * file SQLite maps into memory, which the system may drop at any time). The server's CPU time of each
 * run is printed too: on a busy machine it says what the report costs better than the wall clock.
 * BENCH_REPORT_EMPLOYEES and BENCH_REPORT_WEEKS change the size (4 weeks of 2,000 employees is about
 * the 75,000 entries the targets were set for).
 */

const TARGET = { pdfSeconds: 5, csvSeconds: 2, growthMb: 100 };
const RUNS = 3;
const FORMATS = [
  { name: 'PDF', type: 1, seconds: TARGET.pdfSeconds },
  { name: 'CSV', type: 2, seconds: TARGET.csvSeconds },
  { name: 'XLSX', type: 3, seconds: null },
] as const;

const envInt = (name: string, fallback: number) => Number(process.env[name] || fallback);

/** Resident memory of a process in MB, all of it (VmRSS) and its own (RssAnon) (Linux). */
function memoryMb(pid: number): { rss: number; anon: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024 };
}

/** CPU seconds (user and system) a process has used so far (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Downloads the report, reading the stream to its end; seconds, bytes and peak memory growth. */
async function download(url: string, token: string, pid: number) {
  const before = memoryMb(pid);
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = memoryMb(pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.anon = Math.max(peak.anon, now.anon);
  }, 10);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let firstByte = 0;
    for await (const chunk of res.body!) {
      if (bytes === 0) firstByte = (performance.now() - started) / 1000;
      bytes += (chunk as Uint8Array).length;
    }
    return {
      seconds: (performance.now() - started) / 1000,
      cpu: cpuSeconds(pid) - cpuBefore,
      firstByte,
      bytes,
      growth: peak.rss - before.rss,
      ownGrowth: peak.anon - before.anon,
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchReports(engine: Engine, databaseUrl?: string): Promise<void> {
  const size = {
    employees: envInt('BENCH_REPORT_EMPLOYEES', 2000),
    jobs: 300,
    weeks: envInt('BENCH_REPORT_WEEKS', 13),
    subcontractors: 1,
    workers: 1,
  };
  const target = await createTarget(engine, databaseUrl);
  let stop = async () => {};
  try {
    const handle = connect(target);
    const data = await generate(handle, size, new Date());
    await handle.db.destroy();
    const server = await startServer(target);
    stop = server.stop;
    const token = await signIn(server.url, data.users.payroll, data.password);
    const range = `start_date=${data.weeks[0]!.start}&end_date=${data.weeks.at(-1)!.end}`;
    const report = (type: number, query = range) =>
      `${server.url}/api/v1/time-sheet-report?${query}&filter_by=by_employee&download_type=${type}`;
    // One small report first, so a run measures the report and not the server's first request.
    const lastWeek = `start_date=${data.weeks.at(-1)!.start}&end_date=${data.weeks.at(-1)!.end}`;
    for (const f of FORMATS) await download(report(f.type, lastWeek), token, server.pid);

    console.log(
      `\n## ${engine}: timesheet report by employee, ${size.employees} employees, ${size.weeks} weeks ` +
        `(${data.counts.entries.toLocaleString('en-US')} time entries, ${size.employees * size.weeks} rows)`,
    );
    console.log(
      '| format | runs | median s | worst s | server CPU s (median) | first byte s | file size | ' +
        'memory growth (RSS, worst) | own memory growth (RssAnon, worst) | target | met |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const f of FORMATS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await download(report(f.type), token, server.pid));
      const seconds = runs.map((r) => r.seconds).sort((a, b) => a - b);
      const growth = Math.max(...runs.map((r) => r.growth));
      const ownGrowth = Math.max(...runs.map((r) => r.ownGrowth));
      const cpu = percentile(
        runs.map((r) => r.cpu).sort((a, b) => a - b),
        50,
      );
      const worst = seconds.at(-1)!;
      const goal =
        f.seconds === null ? `< ${TARGET.growthMb} MB` : `< ${f.seconds} s, < ${TARGET.growthMb} MB`;
      const met = (f.seconds === null || worst < f.seconds) && growth < TARGET.growthMb;
      console.log(
        `| ${f.name} | ${RUNS} | ${percentile(seconds, 50).toFixed(2)} | ${worst.toFixed(2)} | ${cpu.toFixed(2)} | ` +
          `${runs[0]!.firstByte.toFixed(2)} | ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB | ` +
          `${growth.toFixed(0)} MB | ${ownGrowth.toFixed(0)} MB | ${goal} | ${met ? 'yes' : 'NO'} |`,
      );
    }
  } finally {
    closeConnections();
    await stop();
    await dropTarget(target);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.BENCH_DATABASE_URL;
  for (const engine of (url ? ['sqlite', 'postgres'] : ['sqlite']) as Engine[])
    await benchReports(engine, url);
}
