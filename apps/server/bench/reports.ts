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
 * own, whose resident memory is sampled every 10 ms while the file streams. BENCH_REPORT_EMPLOYEES and
 * BENCH_REPORT_WEEKS shrink it on a busy machine.
 */

const TARGET = { pdfSeconds: 5, csvSeconds: 2, growthMb: 100 };
const RUNS = 3;
const FORMATS = [
  { name: 'PDF', type: 1, seconds: TARGET.pdfSeconds },
  { name: 'CSV', type: 2, seconds: TARGET.csvSeconds },
  { name: 'XLSX', type: 3, seconds: null },
] as const;

const envInt = (name: string, fallback: number) => Number(process.env[name] || fallback);

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Downloads the report, reading the stream to its end; seconds, bytes and peak memory growth. */
async function download(url: string, token: string, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
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
    return { seconds: (performance.now() - started) / 1000, firstByte, bytes, growth: peak - before };
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
    // Load the writers once (exceljs is imported on first use) so a run measures the report alone.
    const lastWeek = `start_date=${data.weeks.at(-1)!.start}&end_date=${data.weeks.at(-1)!.end}`;
    for (const f of FORMATS) await download(report(f.type, lastWeek), token, server.pid);

    console.log(
      `\n## ${engine}: timesheet report by employee, ${size.employees} employees, ${size.weeks} weeks ` +
        `(${data.counts.entries.toLocaleString('en-US')} time entries, ${size.employees * size.weeks} rows)`,
    );
    console.log(
      '| format | runs | median s | worst s | first byte s | file size | memory growth (RSS, worst) | target | met |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const f of FORMATS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await download(report(f.type), token, server.pid));
      const seconds = runs.map((r) => r.seconds).sort((a, b) => a - b);
      const growth = Math.max(...runs.map((r) => r.growth));
      const worst = seconds.at(-1)!;
      const goal =
        f.seconds === null ? `< ${TARGET.growthMb} MB` : `< ${f.seconds} s, < ${TARGET.growthMb} MB`;
      const met = (f.seconds === null || worst < f.seconds) && growth < TARGET.growthMb;
      console.log(
        `| ${f.name} | ${RUNS} | ${percentile(seconds, 50).toFixed(2)} | ${worst.toFixed(2)} | ` +
          `${runs[0]!.firstByte.toFixed(2)} | ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB | ` +
          `${growth.toFixed(0)} MB | ${goal} | ${met ? 'yes' : 'NO'} |`,
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
