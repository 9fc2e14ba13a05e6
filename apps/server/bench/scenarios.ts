import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import {
  addDays,
  localDateTime,
  localDateTimeToInstant,
  minutesToTimeOfDay,
  type Week,
} from '@portal/domain';
import {
  timeSheetDetailQuery,
  type PunchUpload,
  type TimeSheetDetailQuery,
} from '@portal/contracts/timesheets';
import type { TimeSheetListQuery } from '@portal/contracts/timesheets';
import type { Db } from '../src/db/database.ts';
import { punchSheetQueries } from '../src/modules/subcontractor-timesheets/sheet.ts';
import { detailQueries } from '../src/modules/timesheets/detail.ts';
import { gridQueries } from '../src/modules/timesheets/grid-rows.ts';
import type { LoadOptions } from './load.ts';
import { TARGETS } from './report.ts';

/** The company's own employees, or the sub-contractor companies' workers. */
export type People = 'employees' | 'workers';

/** What the scenarios need from the generated data set. */
export interface Fixtures {
  companyId: number;
  timeZone: string;
  /** The week the list, detail and widgets read: last week, un-approved. */
  week: Week;
  /** The weeks before it, newest first: each is read once to measure the list without its cache. */
  earlierWeeks: Week[];
  employeeIds: number[];
  /** The sub-contractor companies' workers. */
  workerIds: number[];
  /** Entries of the measured week, of employees and of workers: the bare SQL's changes write them. */
  weekEntryIds: Record<People, number[]>;
  jobs: { id: number; latitude: number | null; longitude: number | null }[];
  /** Un-approved, closed entries, oldest week first: approval takes them 50 at a time. */
  unApproved: { id: number; version: number; clock_in_at: string }[];
  /** Punches already stored, to upload again as a phone retrying after a lost answer would. */
  stored: Pick<PunchUpload, 'client_id' | 'employee_id' | 'job_id' | 'type' | 'device_time'>[];
}

export async function loadFixtures(
  db: Db,
  companyId: number,
  weeks: Week[],
  counts: Counts,
): Promise<Fixtures> {
  const settings = await db
    .selectFrom('settings')
    .select(['time_zone', 'regular_time'])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const employees = await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('subcontractor_company_id', 'is', null)
    .orderBy('id')
    .execute();
  const workers = await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('subcontractor_company_id', 'is not', null)
    .orderBy('id')
    .execute();
  const week = weeks.at(-1)!;
  const weekEntries = await db
    .selectFrom('time_entries')
    .select(['id', 'subcontractor_company_id'])
    .where('company_id', '=', companyId)
    .where('work_date', '>=', week.start)
    .where('work_date', '<=', week.end)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'latitude', 'longitude'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const unApproved = await db
    .selectFrom('time_entries')
    .select(['id', 'version', 'clock_in_at'])
    .where('company_id', '=', companyId)
    .where('subcontractor_company_id', 'is', null)
    .where('approved_status', '=', 'un-approved')
    .where('clock_out_at', 'is not', null)
    .orderBy('work_date')
    .orderBy('id')
    .execute();
  const stored = await db
    .selectFrom('punches')
    .select(['client_id', 'employee_id', 'job_id', 'punch_type', 'punched_at'])
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(counts.warmup + counts.requests)
    .execute();
  return {
    companyId,
    timeZone: settings.time_zone,
    week,
    earlierWeeks: weeks.slice(0, -1).reverse().slice(0, counts.requests),
    employeeIds: employees.map((e) => e.id),
    workerIds: workers.map((e) => e.id),
    weekEntryIds: {
      employees: weekEntries.filter((e) => e.subcontractor_company_id === null).map((e) => e.id),
      workers: weekEntries.filter((e) => e.subcontractor_company_id !== null).map((e) => e.id),
    },
    jobs,
    unApproved,
    stored: stored.map((p) => ({
      client_id: p.client_id,
      employee_id: p.employee_id,
      job_id: p.job_id,
      type: p.punch_type,
      device_time: p.punched_at,
    })),
  };
}

export interface Scenario extends LoadOptions {
  name: string;
  /** Punches each call sends, for the ingestion scenarios. */
  punchesPerCall?: number;
  /** The bare-SQL scenario (name) the list compares with at the same concurrency. */
  bare?: string;
  /** The HTTP/SQL ratio (p50) to stay under, when not the list's. */
  ratioTarget?: number;
  /** A bare-SQL scenario (name) the call must be faster than at p50: what a read without stored figures fetched. */
  fasterThan?: string;
}

export interface Counts {
  warmup: number;
  requests: number;
}

const APPROVAL_SIZE = 50;
export const PUNCH_BATCH = 100;

/** The HTTP scenarios, in the order they run: reads first, then the writes that change the data. */
export function httpScenarios(
  url: string,
  tokens: { payroll: string; admin: string },
  fx: Fixtures,
  counts: Counts,
): Scenario[] {
  const week = `start_date=${fx.week.start}&end_date=${fx.week.end}`;
  const get = (token: string, path: string) => () => send(`${url}${path}`, { headers: auth(token) }, 200);
  const listOf = (w: Week, by: 1 | 2) =>
    getCompressed(
      `${url}/api/v1/time-sheet-list?start_date=${w.start}&end_date=${w.end}&time_sheet_by=${by}`,
      tokens.payroll,
    );
  const list = (by: 1 | 2) => listOf(fx.week, by);
  const subSheetOf = (w: Week) =>
    getCompressed(
      `${url}/api/v1/sub-contractor-punch-sheet?start_date=${w.start}&end_date=${w.end}&time_sheet_by=1`,
      tokens.payroll,
    );
  const post = (token: string, path: string, body: unknown, expected: number) =>
    send(
      `${url}${path}`,
      {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      expected,
    );
  const onePunch = pairedPunches(punchPairs(fx, 'this week'));
  // The change before a read after a change: a phone's punch in the measured week (a clock-in, then
  // its clock-out), which the portal stores and whose week's pay figures it works out again.
  const latePunch = (people: People) => {
    const next = pairedPunches(punchPairs(fx, people));
    return () => post(tokens.admin, '/api/v1/punches', next(0), 200);
  };
  const onePunchEach = (name: string, warmup: number): Scenario => ({
    name,
    concurrency: 8,
    warmup,
    requests: counts.requests * 20,
    punchesPerCall: 1,
    call: (_, worker) => post(tokens.admin, '/api/v1/punches', onePunch(worker), 200),
  });
  // Approval never approves an entry twice, so the pool of un-approved entries bounds its calls.
  const approvalCalls = Math.floor(fx.unApproved.length / APPROVAL_SIZE);
  const approvalWarmup = Math.min(counts.warmup, Math.floor(approvalCalls / 10));

  // A throughput target (cached reads a second): 200 requests took 0.1-0.2 s, over which the machine's
  // noise moved the figure by half (docs/benchmarks-history.md, the thirteenth session).
  const cached = { warmup: counts.warmup, requests: counts.requests * 10 };
  const scenarios: Scenario[] = [
    { name: 'time-sheet-list by employee', concurrency: 8, ...cached, call: list(1), bare: SAME_WEEK_SQL },
    { name: 'time-sheet-list by job', concurrency: 8, ...cached, call: list(2), bare: SAME_WEEK_SQL },
    { name: 'time-sheet-list by employee', concurrency: 1, ...counts, call: list(1), bare: SAME_WEEK_SQL },
    {
      name: 'time-sheet-list by employee, first read after a change',
      concurrency: 1,
      ...counts,
      prepare: latePunch('employees'),
      call: list(1),
      bare: AFTER_CHANGE_SQL[1],
      ratioTarget: TARGETS.readRatio,
      fasterThan: RAW_ENTRIES_SQL,
    },
    {
      name: 'time-sheet-list by job, first read after a change',
      concurrency: 1,
      ...counts,
      prepare: latePunch('employees'),
      call: list(2),
      bare: AFTER_CHANGE_SQL[2],
      ratioTarget: TARGETS.readRatio,
      fasterThan: RAW_ENTRIES_SQL,
    },
    ...([1, 2] as const).map((by): Scenario => ({
      name: `time-sheet-list by ${by === 1 ? 'employee' : 'job'}, each week once (uncached)`,
      concurrency: 1,
      warmup: 0,
      requests: fx.earlierWeeks.length,
      call: (i) => listOf(fx.earlierWeeks[i]!, by)(),
      bare: EACH_WEEK_SQL[by],
      ratioTarget: TARGETS.readRatio,
    })),
    {
      name: 'sub-contractor-punch-sheet by sub contractor',
      concurrency: 1,
      ...counts,
      call: subSheetOf(fx.week),
      bare: SUB_SAME_WEEK_SQL,
      ratioTarget: TARGETS.subSheetRatio,
    },
    {
      name: 'sub-contractor-punch-sheet by sub contractor, first read after a change',
      concurrency: 1,
      ...counts,
      prepare: latePunch('workers'),
      call: subSheetOf(fx.week),
      bare: SUB_AFTER_CHANGE_SQL,
      ratioTarget: TARGETS.subSheetRatio,
    },
    {
      name: 'sub-contractor-punch-sheet by sub contractor, each week once (uncached)',
      concurrency: 1,
      warmup: 0,
      requests: fx.earlierWeeks.length,
      call: (i) => subSheetOf(fx.earlierWeeks[i]!)(),
      bare: SUB_EACH_WEEK_SQL,
      ratioTarget: TARGETS.subSheetRatio,
    },
    {
      name: DETAIL,
      concurrency: 8,
      ...counts,
      call: (i) =>
        get(
          tokens.payroll,
          `/api/v1/time-sheet-detail?${week}&time_sheet_by=1&id=${fx.employeeIds[i % fx.employeeIds.length]}&pageSizeLimit=10&offset=0`,
        )(),
      bare: DETAIL_SQL,
      ratioTarget: TARGETS.detailRatio,
    },
    {
      name: 'time-sheet-widgets',
      concurrency: 8,
      ...counts,
      call: get(tokens.payroll, `/api/v1/time-sheet-widgets?${week}`),
    },
    {
      name: `approval of ${APPROVAL_SIZE} entries`,
      concurrency: 8,
      warmup: approvalWarmup,
      requests: Math.min(counts.requests, approvalCalls - approvalWarmup),
      call: (i) =>
        post(
          tokens.payroll,
          '/api/v1/time-entry-approval-update',
          {
            time_entries: fx.unApproved.slice(i * APPROVAL_SIZE, (i + 1) * APPROVAL_SIZE).map((e) => ({
              id: e.id,
              version: e.version,
              clock_in_date_time: localDateTime(e.clock_in_at, fx.timeZone),
            })),
          },
          202,
        ),
    },
    // As many punches as the batches send, after a second of them: 200 requests took a tenth of a
    // second, less than the punch writer's warm-up and the machine's noise (docs/benchmarks-history.md).
    onePunchEach('punch ingestion, one a request', counts.warmup * 50),
    // The same again, straight after: the first run is what a server's first seconds of punches get,
    // while V8 still optimises their code (about 5,000 punches on a 2-core machine); this one what a
    // server gets once it has (docs/benchmarks-history.md, "What a fresh server's first punches cost").
    onePunchEach('punch ingestion, one a request, again', 0),
    {
      name: `punch ingestion, batches of ${PUNCH_BATCH}`,
      concurrency: 8,
      // A fifth of the calls still sends twenty times the punches of the one-a-request scenario.
      warmup: Math.ceil(counts.warmup / 5),
      requests: Math.ceil(counts.requests / 5),
      punchesPerCall: PUNCH_BATCH,
      call: batchUpload(url, tokens.admin, fx),
    },
    {
      name: 'punch retry (already stored)',
      concurrency: 8,
      ...counts,
      call: (i) => post(tokens.admin, '/api/v1/punches', fx.stored[i % fx.stored.length], 200),
    },
  ];
  // A data set too small to approve even one batch of entries has nothing to measure there.
  return scenarios.filter((s) => s.requests > 0);
}

const SAME_WEEK_SQL = 'grid SQL by employee (same week)';
/** The grid's SQL after a change, by employee (1) and by job (2). */
const AFTER_CHANGE_SQL = {
  1: 'grid SQL by employee (same week, after a change)',
  2: 'grid SQL by job (same week, after a change)',
} as const;
const DETAIL = 'time-sheet-detail (employee, 10 a page)';
const DETAIL_SQL = 'detail SQL (employee, 10 a page)';
/** The grid's SQL of each earlier week once, by employee (1) and by job (2). */
const EACH_WEEK_SQL = {
  1: 'grid SQL by employee (each week once)',
  2: 'grid SQL by job (each week once)',
} as const;
const RAW_ENTRIES_SQL = "the week's entries, raw (what a read without stored figures fetched)";
const SUB_SAME_WEEK_SQL = 'punch sheet SQL by sub contractor (same week)';
const SUB_AFTER_CHANGE_SQL = 'punch sheet SQL by sub contractor (same week, after a change)';
const SUB_EACH_WEEK_SQL = 'punch sheet SQL by sub contractor (each week once)';

/**
 * The bare SQL of each read: the same queries through the same driver, without HTTP and without any
 * work in code around them, for the measured week again and again, after a write to one of its entries
 * by another connection (`write`), and for each earlier week once. And, for comparison, what a read
 * fetched before pay figures were stored: every live entry of the week and the columns the pay rules read.
 */
export function sqlScenarios(
  db: Db,
  fx: Fixtures,
  counts: Counts,
  write: (people: People, i: number) => Promise<void>,
): Scenario[] {
  const grid = async (week: Week, by: 1 | 2 = 1) => {
    const query = { start_date: week.start, end_date: week.end, time_sheet_by: by, location: null };
    await gridQueries(db, fx.companyId, query as TimeSheetListQuery);
  };
  const afterChange = (by: 1 | 2): Scenario => ({
    name: AFTER_CHANGE_SQL[by],
    concurrency: 1,
    ...counts,
    prepare: (i) => write('employees', i),
    call: () => grid(fx.week, by),
  });
  const eachWeek = (by: 1 | 2): Scenario => ({
    name: EACH_WEEK_SQL[by],
    concurrency: 1,
    warmup: 0,
    requests: fx.earlierWeeks.length,
    call: (i) => grid(fx.earlierWeeks[i]!, by),
  });
  const rawEntries = () =>
    db
      .selectFrom('time_entries')
      .select([
        'id',
        'employee_id',
        'job_id',
        'work_date',
        'clock_in_at',
        'clock_out_at',
        'minutes',
        'approved_status',
        'approved_regular_minutes',
        'approved_overtime_minutes',
        'is_corrected',
        'edit_source',
      ])
      .where('company_id', '=', fx.companyId)
      .where('subcontractor_company_id', 'is', null)
      .where('work_date', '>=', fx.week.start)
      .where('work_date', '<=', fx.week.end)
      .where('deleted_at', 'is', null)
      .execute();
  const subSheet = async (week: Week) => {
    await punchSheetQueries(db, {
      companyId: fx.companyId,
      by: 1,
      id: undefined,
      start: week.start,
      end: week.end,
      siteId: null,
      filters: {},
    });
  };
  const scenarios: Scenario[] = [
    { name: SAME_WEEK_SQL, concurrency: 1, ...counts, call: () => grid(fx.week) },
    { name: SAME_WEEK_SQL, concurrency: 8, ...counts, call: () => grid(fx.week) },
    afterChange(1),
    afterChange(2),
    eachWeek(1),
    eachWeek(2),
    {
      name: RAW_ENTRIES_SQL,
      concurrency: 1,
      ...counts,
      prepare: (i) => write('employees', i),
      call: rawEntries,
    },
    {
      name: DETAIL_SQL,
      concurrency: 8,
      ...counts,
      call: async (i) => {
        // The query as the route reads it from the same URL.
        const query = timeSheetDetailQuery.parse({
          start_date: fx.week.start,
          end_date: fx.week.end,
          time_sheet_by: '1',
          id: String(fx.employeeIds[i % fx.employeeIds.length]),
          pageSizeLimit: '10',
          offset: '0',
        }) as TimeSheetDetailQuery;
        await detailQueries(db, fx.companyId, query);
      },
    },
    { name: SUB_SAME_WEEK_SQL, concurrency: 1, ...counts, call: () => subSheet(fx.week) },
    {
      name: SUB_AFTER_CHANGE_SQL,
      concurrency: 1,
      ...counts,
      prepare: (i) => write('workers', i),
      call: () => subSheet(fx.week),
    },
    {
      name: SUB_EACH_WEEK_SQL,
      concurrency: 1,
      warmup: 0,
      requests: fx.earlierWeeks.length,
      call: (i) => subSheet(fx.earlierWeeks[i]!),
    },
  ];
  return scenarios.filter((s) => s.requests > 0);
}

type Pair = (type: 'in' | 'out') => Record<string, unknown>;

/** A call that uploads PUNCH_BATCH new punches (clock-in and clock-out pairs) and checks each was stored. */
export function batchUpload(url: string, token: string, fx: Fixtures): () => Promise<void> {
  const pairs = punchPairs(fx, 'this week');
  return async () => {
    const punches = Array.from({ length: PUNCH_BATCH / 2 }, () => {
      const pair = pairs();
      return [pair('in'), pair('out')];
    }).flat();
    const body = await send(
      `${url}/api/v1/punches/batch`,
      {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ punches }),
      },
      200,
    );
    const refused = (JSON.parse(body) as { data: { ok: boolean }[] }).data.filter((r) => !r.ok);
    if (refused.length)
      throw new Error(`batch refused ${refused.length} punches: ${JSON.stringify(refused[0])}`);
  };
}

const pairSources = new WeakMap<Fixtures, Map<string, () => Pair>>();

/**
 * Clock-in/clock-out pairs of 45 minutes, one source per data set and kind, shared by every scenario
 * that punches, so that no two pairs overlap. 'this week' (the ingestion scenarios): the current week,
 * which the generator left empty; pair n is employee n mod E at an hour of its own from 01:00. Employees
 * or workers: late punches in the measured week, after the day crews' last clock-out (15:30) and
 * before the night crews' first clock-in (19:00): pair n is person n mod P, Monday to Friday, 16:00 to
 * 18:45.
 */
function punchPairs(fx: Fixtures, kind: 'this week' | People): () => Pair {
  const sources = pairSources.get(fx) ?? new Map<string, () => Pair>();
  pairSources.set(fx, sources);
  const known = sources.get(kind);
  if (known) return known;
  const people = kind === 'workers' ? fx.workerIds : fx.employeeIds;
  const [monday, firstMinute, perDay] =
    kind === 'this week' ? [addDays(fx.week.end, 1), 60, 20] : [fx.week.start, 16 * 60, 3];
  let n = 0;
  const next = (): Pair => {
    const person = n % people.length;
    const slot = Math.floor(n++ / people.length);
    if (kind !== 'this week' && slot >= 5 * perDay) throw new Error('no late punch slot left in the week');
    const job = fx.jobs[person % fx.jobs.length]!;
    const day = addDays(monday, Math.floor(slot / perDay));
    const clockIn = localDateTimeToInstant(
      `${day} ${minutesToTimeOfDay(firstMinute + (slot % perDay) * 60)}`,
      fx.timeZone,
    );
    const at = { in: clockIn, out: new Date(Date.parse(clockIn) + 45 * 60_000).toISOString() };
    return (type) => ({
      client_id: randomUUID(),
      employee_id: people[person],
      job_id: job.id,
      type,
      device_time: at[type],
      latitude: job.latitude,
      longitude: job.longitude,
      face_match: true,
    });
  };
  sources.set(kind, next);
  return next;
}

/** One punch a call: each worker sends the clock-in of a new pair, then its clock-out. */
function pairedPunches(pairs: () => Pair) {
  const open = new Map<number, Pair>();
  return (worker: number) => {
    const pair = open.get(worker);
    if (pair) {
      open.delete(worker);
      return pair('out');
    }
    const next = pairs();
    open.set(worker, next);
    return next('in');
  };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Keeps connections open between requests, as a browser does. */
const agent = new http.Agent({ keepAlive: true });

/** Closes the connections the benchmark's calls keep open, so the process can end. */
export function closeConnections(): void {
  agent.destroy();
}

/**
 * A GET as a browser makes it, accepting a compressed answer, which is read whole but not decoded: a
 * browser decodes natively in a few milliseconds, where Node's fetch decoding a 1 MB grid took about
 * 20 ms of the client's own, not the portal's.
 */
export function getCompressed(url: string, token: string): () => Promise<void> {
  return async () => {
    await call(url, { headers: auth(token) }, 200);
  };
}

/** A call as getCompressed makes it, its answer decoded and returned as text. */
export async function send(url: string, init: CallInit, expected: number): Promise<string> {
  const { chunks, encoding } = await call(url, init, expected);
  const body = Buffer.concat(chunks);
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A call over node:http on kept-alive connections, accepting what a browser or a phone accepts. Not
 * fetch: the load generator shares the machine's two cores with the portal, and fetch took about 1.1 ms
 * of CPU a call, against about 2 ms of the portal's own (all its threads) for a single punch.
 */
function call(url: string, init: CallInit, expected: number) {
  const headers = { 'accept-encoding': 'gzip, deflate, br', ...init.headers };
  // The chunks are joined only when the body is read: a grid is 50-80 KB, and copying every answer
  // cost the load generator's share of the cores measurably (cached grids at c=8: 500-760 req/s
  // against 900 without the copy).
  return new Promise<{ chunks: Buffer[]; encoding: string | undefined }>((resolve, reject) => {
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const encoding = res.headers['content-encoding'];
        if (res.statusCode === expected) return resolve({ chunks, encoding });
        const what = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
        const text = encoding ? `(${encoding})` : Buffer.concat(chunks).toString('utf8').slice(0, 500);
        reject(new Error(`${what} answered ${res.statusCode} (expected ${expected}): ${text}`));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const body = await send(
    `${url}/api/v1/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    200,
  );
  return (JSON.parse(body) as { data: { token: string } }).data.token;
}
