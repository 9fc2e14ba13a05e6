import { PostgresAdapter, sql, type Insertable } from 'kysely';
import { addDays, derivedColumns, entrySite, toSettings, weekOf, type Week } from '@portal/domain';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { storeCompanyPayFigures } from '../src/modules/pay-figures/service.ts';
import type { PunchesTable, TimeEntriesTable } from '../src/db/schema.ts';
import { DEFAULT_COMPANY_SETTINGS, insertCompany, insertUser } from '../src/db/seed/builders.ts';
import { seededRandom } from '../src/db/seed/random.ts';
import { bulkWriter, type BulkWriter } from './bulk.ts';
import { createDeriver, type Shape } from './derive.ts';

export interface Size {
  employees: number;
  jobs: number;
  weeks: number;
  /** Sub-contractor companies, and their workers spread evenly over them. */
  subcontractors: number;
  workers: number;
}

export interface DataSet {
  companyId: number;
  users: { payroll: string; admin: string };
  password: string;
  /** The generated weeks, oldest first; the last one is last week. */
  weeks: Week[];
  counts: {
    employees: number;
    jobs: number;
    punches: number;
    entries: number;
    unApproved: number;
    /** The sub-contractor workers' entries among `entries`. */
    subEntries: number;
  };
  seconds: number;
}

const PASSWORD = 'bench-password-1';
const UN_APPROVED_WEEKS = 2;
const DAY_JOB = { default_job_start_time: '07:00:00', default_job_end_time: '15:30:00' };
const NIGHT_JOB = { default_job_start_time: '19:00:00', default_job_end_time: '05:30:00' };
const FIRST = ['Ana', 'Ben', 'Carlos', 'Dana', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivan', 'Jo'];
const LAST = ['Silva', 'Okafor', 'Nguyen', 'Kowalski', 'Reyes', 'Murphy', 'Haddad', 'Berg', 'Ito'];

type Crew = 'split' | 'single' | 'night';
/** One in ten works nights, one in twenty a single day job; the rest move between two jobs each day. */
const crewOf = (i: number): Crew => (i % 10 === 9 ? 'night' : i % 20 === 4 ? 'single' : 'split');

/**
 * A company of `size` for the benchmark, with `size.weeks` weeks of punches and time entries ending
 * last week. Older weeks are approved, the last two are not. Each week goes in as one bulk write; ids
 * are assigned here so entries can point at their punches.
 */
export async function generate(handle: DatabaseHandle, size: Size, now: Date): Promise<DataSet> {
  const started = performance.now();
  const { db } = handle;
  const writer = bulkWriter(handle);
  const at = now.toISOString();
  await migrateToLatest(db);
  const company = await insertCompany(db, { code: 'BENCH', name: 'Bench Construction', at });
  const users = { payroll: 'payroll@bench.example.com', admin: 'admin@bench.example.com' };
  const user = (role: string, email: string) =>
    insertUser(db, {
      companyId: company.id,
      roleId: company.roles[role]!,
      name: `Bench ${role}`,
      email,
      password: PASSWORD,
      at,
    });
  const payrollId = await user('Payroll', users.payroll);
  const adminId = await user('Administrator', users.admin);
  const { employees, workers } = await insertPeople(db, writer, company.id, size, at);

  const settings = toSettings(DEFAULT_COMPANY_SETTINGS);
  const thisWeek = weekOf(at, settings.time_zone);
  const weeks = Array.from({ length: size.weeks }, (_, w) => {
    const start = addDays(thisWeek.start, -7 * (size.weeks - w));
    return { start, end: addDays(start, 6) };
  });
  const rnd = seededRandom(42);
  const rowsOf = rowMaker({
    companyId: company.id,
    adminId,
    payrollId,
    rnd,
    derive: createDeriver(settings, at),
  });
  const counts = {
    employees: employees.length,
    jobs: size.jobs,
    punches: 0,
    entries: 0,
    unApproved: 0,
    subEntries: 0,
  };

  for (const [w, week] of weeks.entries()) {
    const approvedAt = w < weeks.length - UN_APPROVED_WEEKS ? `${addDays(week.end, 1)}T14:00:00.000Z` : null;
    const punches: Insertable<PunchesTable>[] = [];
    const entries: Insertable<TimeEntriesTable>[] = [];
    for (const [i, employee] of employees.entries()) {
      for (const shape of weekShapes(rnd, week.start, crewOf(i))) {
        const made = rowsOf(employee, shape, approvedAt);
        punches.push(...made.punches);
        entries.push(made.entry);
      }
    }
    // Sub-contractor crews work single day jobs, clocked in by the foremen.
    for (const worker of workers) {
      for (const shape of weekShapes(rnd, week.start, 'single')) {
        const made = rowsOf(worker, shape, approvedAt);
        punches.push(...made.punches);
        entries.push(made.entry);
        counts.subEntries += 1;
      }
    }
    await writer.write([
      ['punches', punches],
      ['time_entries', entries],
    ]);
    counts.punches += punches.length;
    counts.entries += entries.length;
    if (!approvedAt) counts.unApproved += entries.length;
  }
  writer.close();
  await restartIdSequences(db, ['punches', 'time_entries']);
  // The entries were written straight to the tables: their pay figures, as every write stores them.
  await storeCompanyPayFigures(db, company.id);
  return {
    companyId: company.id,
    users,
    password: PASSWORD,
    weeks,
    counts,
    seconds: (performance.now() - started) / 1000,
  };
}

type Employee = Awaited<ReturnType<typeof insertPeople>>['employees'][number];

/**
 * The punches and the time entry of one worked shape, as the ingestion would have stored them, with
 * a few GPS misses (3 %), face mismatches (4 %) and corrections by the office (1 %).
 */
type Random = ReturnType<typeof seededRandom>;

function rowMaker(c: {
  rnd: Random;
  companyId: number;
  adminId: number;
  payrollId: number;
  derive: ReturnType<typeof createDeriver>;
}) {
  const { rnd } = c;
  const ids = { punch: 0, entry: 0 };
  return (emp: Employee, shape: WeekShape, approvedAt: string | null) => {
    const job = shape.second ? emp.secondJob : emp.homeJob;
    const d = c.derive({ ...shape, job: shape.crew === 'night' ? NIGHT_JOB : DAY_JOB });
    const gpsMiss = rnd.chance(0.03);
    const faceMiss = rnd.chance(0.04);
    const corrected = rnd.chance(0.01);
    const punch = (type: 'in' | 'out', punchedAt: string): Insertable<PunchesTable> => {
      const miss = gpsMiss && type === 'in' ? 0.12 : 0;
      const id = ++ids.punch;
      return {
        id,
        company_id: c.companyId,
        client_id: `gen-${id}`,
        employee_id: emp.id,
        job_id: job.id,
        punch_type: type,
        punched_at: punchedAt,
        latitude: job.latitude + miss + (rnd.next() - 0.5) * 0.002,
        longitude: job.longitude + miss + (rnd.next() - 0.5) * 0.002,
        face_status: faceMiss && type === 'in' ? 1 : 0,
        recorded_by_user_id: c.adminId,
        received_at: punchedAt,
      };
    };
    const punches = [
      punch('in', d.punchedIn),
      ...(d.punchedOut === null ? [] : [punch('out', d.punchedOut)]),
    ];
    const entry: Insertable<TimeEntriesTable> = {
      id: ++ids.entry,
      company_id: c.companyId,
      employee_id: emp.id,
      subcontractor_company_id: emp.subcontractorCompanyId,
      job_id: job.id,
      site_id: entrySite(job, emp),
      punch_in_id: punches[0]!.id,
      punch_out_id: punches[1]?.id ?? null,
      source: 'REGULAR',
      ...derivedColumns(d),
      original_clock_in_at: d.punchedIn,
      original_clock_out_at: d.punchedOut,
      notes: corrected ? 'wrong job selected' : null,
      approved_status: approvedAt ? 'approved' : 'un-approved',
      is_corrected: corrected ? 1 : 0,
      edit_source: corrected ? 'web' : null,
      gps_in_status: gpsMiss ? 1 : 0,
      face_in_status: faceMiss ? 1 : 0,
      modified_by: corrected || approvedAt ? c.payrollId : null,
      approved_by: approvedAt ? c.payrollId : null,
      approved_at: approvedAt,
      created_at: d.punchedIn,
      updated_at: approvedAt ?? d.punchedOut ?? d.punchedIn,
    };
    return { punches, entry };
  };
}

interface WeekShape extends Omit<Shape, 'job'> {
  crew: Crew;
  /** The afternoon half of a split day, on the employee's second job. */
  second: boolean;
}

/**
 * An employee's week: weekdays, and a Saturday morning one week in seven. Arrivals are a few minutes
 * either side of the start (rounded to it), one in twelve late; three clock-outs in a hundred are
 * forgotten (closed automatically and time-flagged).
 */
function weekShapes(rnd: Random, monday: string, crew: Crew): WeekShape[] {
  const arrive = (minute: number) => minute + (rnd.chance(0.08) ? rnd.int(15, 45) : rnd.int(-6, 6));
  const leave = (minute: number) => (rnd.chance(0.03) ? null : minute + rnd.int(-8, 10));
  const shapes: WeekShape[] = [];
  const add = (date: string, inMinute: number, outMinute: number | null, second = false) =>
    shapes.push({ date, inMinute, outMinute, crew, second });
  for (let day = 0; day < 5; day++) {
    const date = addDays(monday, day);
    if (crew === 'night') add(date, arrive(19 * 60), leave(29 * 60 + 30));
    else if (crew === 'single') add(date, arrive(7 * 60), leave(15 * 60 + 30));
    else {
      add(date, arrive(7 * 60), 11 * 60 + 30 + rnd.int(-5, 5));
      add(date, 12 * 60 + rnd.int(-3, 5), leave(15 * 60 + 30), true);
    }
  }
  if (crew !== 'night' && rnd.chance(1 / 7)) add(addDays(monday, 5), arrive(7 * 60), leave(12 * 60));
  return shapes;
}

interface JobRow {
  id: number;
  latitude: number;
  longitude: number;
  site_id: number | null;
}

/**
 * Sites, jobs (one in ten a night job), employees, each with a home job and a second one, and the
 * sub-contractor companies with their workers (employees of a kind, docs/decisions/004), each company
 * on three day jobs.
 */
async function insertPeople(db: Db, writer: BulkWriter, companyId: number, size: Size, at: string) {
  const stamps = { company_id: companyId, created_at: at, updated_at: at };
  const sites = await db
    .insertInto('sites')
    .values([1, 2, 3].map((n) => ({ ...stamps, code: `S${n}`, name: `Site ${n}` })))
    .returning('id')
    .execute();
  const siteId = (n: number) => sites[n % sites.length]!.id;
  const jobRows = Array.from({ length: size.jobs }, (_, j) => ({
    ...stamps,
    ...(j % 10 === 9 ? NIGHT_JOB : DAY_JOB),
    code: `J${String(j + 1).padStart(4, '0')}`,
    name: `Job ${j + 1}`,
    latitude: 40.5 + (j % 17) * 0.03,
    longitude: -74.5 + (j % 13) * 0.03,
    site_id: siteId(j),
  }));
  const employeeRows = Array.from({ length: size.employees }, (_, i) => ({
    ...stamps,
    code: `E${String(i + 1).padStart(5, '0')}`,
    first_name: FIRST[i % FIRST.length]!,
    last_name: `${LAST[i % LAST.length]!}${i + 1}`,
    site_id: siteId(i),
    shift: crewOf(i) === 'night' ? 2 : 1,
    subcontractor_company_id: null,
  }));
  await writer.write([
    ['jobs', jobRows],
    ['employees', employeeRows],
  ]);
  const companies = size.subcontractors
    ? await db
        .insertInto('subcontractor_companies')
        .values(
          Array.from({ length: size.subcontractors }, (_, c) => ({
            ...stamps,
            name: `Sub ${String(c + 1).padStart(3, '0')} Coatings`,
          })),
        )
        .returning('id')
        .execute()
    : [];
  const workerRows = companies.length
    ? Array.from({ length: size.workers }, (_, w) => ({
        ...stamps,
        code: `W${String(w + 1).padStart(5, '0')}`,
        first_name: FIRST[w % FIRST.length]!,
        last_name: `${LAST[(w + 4) % LAST.length]!}${w + 1}`,
        site_id: null,
        shift: 1,
        subcontractor_company_id: companies[w % companies.length]!.id,
      }))
    : [];
  await writer.write([['employees', workerRows]]);
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'latitude', 'longitude', 'default_job_start_time', 'site_id'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const located = (night: boolean): JobRow[] =>
    jobs
      .filter((j) => (j.default_job_start_time === NIGHT_JOB.default_job_start_time) === night)
      .map((j) => ({ id: j.id, latitude: j.latitude!, longitude: j.longitude!, site_id: j.site_id }));
  const [dayJobs, nightJobs] = [located(false), located(true)];
  const people = await db
    .selectFrom('employees')
    .select(['id', 'subcontractor_company_id', 'site_id'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const employees = people
    .filter((p) => p.subcontractor_company_id === null)
    .map(({ id, site_id }, i) => {
      const pool = crewOf(i) === 'night' ? nightJobs : dayJobs;
      return {
        id,
        site_id,
        subcontractorCompanyId: null as number | null,
        homeJob: pool[i % pool.length]!,
        secondJob: pool[(i * 7 + 3) % pool.length]!,
      };
    });
  const companyIndex = new Map(companies.map((c, k) => [c.id, k]));
  const workers = people
    .filter((p) => p.subcontractor_company_id !== null)
    .map(({ id, subcontractor_company_id: sub, site_id }, w) => {
      const job = dayJobs[(companyIndex.get(sub!)! * 5 + (w % 3)) % dayJobs.length]!;
      return { id, site_id, subcontractorCompanyId: sub, homeJob: job, secondJob: job };
    });
  return { employees, workers };
}

/** PostgreSQL's serial counters do not see explicit ids; move them past the rows inserted here. */
async function restartIdSequences(db: Db, tables: string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      db,
    );
  }
}
