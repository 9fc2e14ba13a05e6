import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { LoadResult } from './load.ts';
import type { Scenario } from './scenarios.ts';

/** The targets for this 2-core machine (issues 16 and 38). */
export const TARGETS = {
  listP95Ms: 150,
  /** A cached list read, against its SQL: HTTP caching by the week's revision answers it. */
  listRatio: 2,
  /** A grid read no cache can answer (a week read for the first time, or after a write): within 1.3 times its SQL. */
  readRatio: 1.3,
  subSheetRatio: 1.3,
  detailRatio: 1.5,
  /** Cached grid reads on PostgreSQL at concurrency 8, requests a second (issue 16). */
  cachedListPerSecond: 1200,
  /** While batches of 100 punches arrive at concurrency 8 (issue 16): a grid read's and the health check's p95. */
  listWhileUploadingP95Ms: 50,
  healthWhileUploadingP95Ms: 20,
};

/** Ingestion targets (issue 16): punches a second, and on PostgreSQL the p95 of a batch. */
const INGESTION: Record<string, { batch: number; single: number | null; batchP95Ms?: number }> = {
  sqlite: { batch: 5000, single: 1500 },
  postgres: { batch: 3000, single: null, batchP95Ms: 250 },
};

function ingestionTarget(s: Scenario, r: LoadResult, engine: string, punches: number) {
  const goal = INGESTION[engine];
  const batch = (s.punchesPerCall ?? 1) > 1;
  const perSecond = batch ? goal?.batch : goal?.single;
  if (!goal || !perSecond) return null;
  const p95 = batch ? goal.batchP95Ms : undefined;
  return {
    text: `>= ${rate(perSecond)} punches/s${p95 ? `, p95 < ${p95} ms` : ''}`,
    ok: punches >= perSecond && (!p95 || r.p95 < p95),
  };
}

export type Row = Record<string, string>;

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const rate = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');

export function scenarioRow(s: Scenario, r: LoadResult, engine: string): Row {
  const punches = s.punchesPerCall ? r.perSecond * s.punchesPerCall : null;
  const isList = s.name.startsWith('time-sheet-list') && s.concurrency === 8;
  const target =
    punches !== null
      ? ingestionTarget(s, r, engine, punches)
      : isList && engine === 'sqlite'
        ? { text: `p95 < ${TARGETS.listP95Ms} ms`, ok: r.p95 < TARGETS.listP95Ms }
        : isList
          ? {
              text: `>= ${rate(TARGETS.cachedListPerSecond)} req/s`,
              ok: r.perSecond >= TARGETS.cachedListPerSecond,
            }
          : null;
  return {
    scenario: s.name,
    conc: String(s.concurrency),
    requests: String(r.requests),
    'p50 ms': ms(r.p50),
    'p95 ms': ms(r.p95),
    'req/s': r.perSecond.toFixed(1),
    'punches/s': punches === null ? '' : rate(punches),
    target: target?.text ?? '',
    met: target ? verdict(target.ok) : '',
  };
}

export function ratioRow(
  name: string,
  concurrency: number,
  http: LoadResult,
  bare: LoadResult,
  target = TARGETS.listRatio,
): Row {
  const p50 = http.p50 / bare.p50;
  const what = target === 1 ? 'faster than that SQL' : `p50 ratio < ${target}`;
  return {
    list: name,
    conc: String(concurrency),
    'HTTP p50': ms(http.p50),
    'SQL p50': ms(bare.p50),
    'ratio p50': p50.toFixed(2),
    'HTTP p95': ms(http.p95),
    'SQL p95': ms(bare.p95),
    'ratio p95': (http.p95 / bare.p95).toFixed(2),
    target: what,
    met: verdict(p50 < target),
  };
}

/** A Markdown table, aligned so it also reads well in a terminal. */
export function markdownTable(rows: Row[]): string {
  const heads = Object.keys(rows[0] ?? {});
  const widths = heads.map((h) => Math.max(h.length, ...rows.map((r) => (r[h] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(heads),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(heads.map((h) => r[h] ?? ''))),
  ].join('\n');
}

export async function machine(handle: DatabaseHandle): Promise<string> {
  const version =
    handle.engine === 'sqlite'
      ? `SQLite ${(await sql<{ v: string }>`select sqlite_version() as v`.execute(handle.db)).rows[0]!.v}`
      : `PostgreSQL ${(await sql<{ server_version: string }>`show server_version`.execute(handle.db)).rows[0]!.server_version}`;
  const gb = (os.totalmem() / 2 ** 30).toFixed(0);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), ${gb} GB, Node ${process.version}, ${version}, load average ${load}`;
}

/** The machine's CPU time so far, from Linux's /proc/stat: all of it, and what the host took (steal). */
function cpuTimes(): { total: number; steal: number } | null {
  let line: string | undefined;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest time is in user's)
  const fields = line?.split(/\s+/).slice(1, 9).map(Number) ?? [];
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7]! };
}

/**
 * Measures the share of the machine's CPU time its host took for other guests while the scenarios ran
 * (steal): on a shared virtual machine it slows every figure alike, and a run's figures are read with it.
 */
export function stealMeter(): { summary(): string } {
  const start = cpuTimes();
  return {
    summary() {
      const end = cpuTimes();
      if (!start || !end || end.total === start.total) return 'CPU steal: not measured (no /proc/stat).';
      const share = ((end.steal - start.steal) / (end.total - start.total)) * 100;
      return `CPU steal while the scenarios ran: ${share.toFixed(1)} % of the machine's CPU time taken by its host.`;
    },
  };
}
