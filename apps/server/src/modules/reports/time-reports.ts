import type { TimeReportBy } from '@portal/contracts/reports';
import {
  addDays,
  dayKey,
  DAY_KEYS,
  displayDateTime,
  displayMonthDay,
  displayTime,
  lateness,
  localDateTime,
  weekOfDate,
} from '@portal/domain';
import { addHours, noFigures, type Figures } from './hours.ts';
import type { Job, Person } from './queries.ts';
import {
  byCode,
  clockTime,
  count,
  date,
  hoursColumn,
  text,
  type Cell,
  type Column,
  type ReportTable,
} from './table.ts';
import type { Range, TimeData, TimeEntry } from './time-data.ts';

/**
 * The timesheet and sub-contractor reports: every Report by is a grouping of the same entries, read a
 * batch of people at a time (time-data.ts), their hours from hours.ts. Rows of people are finished
 * batch by batch (people come in code order); rows of jobs and lists by date are added up or collected
 * over every batch and sorted at the end. docs/reports.md says what each one holds.
 */

export interface TimeReportOptions {
  range: Range;
  /**
   * The entries worked at this site (rows of absent or inactive people: the people of the site, with
   * all their entries); null for all.
   */
  siteId: number | null;
  /** The company's today, the last day that can have an absence. */
  today: string;
  /** A Double Time column beside Regular and Overtime: an entry of the report has double time. */
  doubleTime: boolean;
}

/** Whether a Report by lists entries with their note, not only hours. */
export const needsDetail = (by: TimeReportBy | undefined) =>
  by === undefined ||
  by === 'by_time_sheet_weekly_entry' ||
  by === 'by_time_sheet_manual_entry' ||
  by === 'by_late_clockin_early_clockout';

/** `by` undefined: every entry of the range (the sub-contractor punch report without a Report by). */
export function timeReport(
  by: TimeReportBy | undefined,
  data: TimeData,
  opts: TimeReportOptions,
): Promise<ReportTable> {
  const r = new Rows(data, opts);
  switch (by) {
    case undefined:
    case 'by_time_sheet_weekly_entry':
      return r.entryList(() => true);
    case 'by_time_sheet_manual_entry':
      return r.entryList((e) => e.source === 'MANUAL');
    case 'by_employee':
      return r.personWeeks(true, () => true);
    case 'by_over_time_by_employee':
      return r.personWeeks(false, premium);
    case 'by_job':
      return r.jobWeeks(true, () => true);
    case 'by_over_time_by_job':
      return r.jobWeeks(false, premium);
    case 'by_job_per_employee':
      return r.jobPerPerson();
    case 'by_total_employee_on_job':
      return r.peopleOnJobs();
    case 'by_employee_absent':
      return r.absent();
    case 'by_inactive_report':
      return r.inactive();
    case 'by_late_clockin_early_clockout':
      return r.lateEarly();
    case 'by_meal_periods':
      return r.mealPeriods();
    default:
      // by_totals and the quarters (whose range the service has set to the quarter).
      return r.personTotals();
  }
}

/** The rows of the overtime reports: those with overtime or double time. */
const premium = (f: Figures) => f.overtime > 0 || f.double_time > 0;

const DAY_COLUMNS = DAY_KEYS.map((k) => hoursColumn(k[0]!.toUpperCase() + k.slice(1)));
const STATUS: Record<string, string> = {
  'un-approved': 'Unapproved',
  approved: 'Approved',
  'pre-approved': 'Pre-approved',
};

/** The figures of one row, added up from its entries; its first entry names it. */
interface Tally {
  first: TimeEntry;
  figures: Figures;
  people: Set<number>;
}

/** Adds an entry to the row of its key. */
function tally<K>(rows: Map<K, Tally>, key: K, e: TimeEntry): void {
  let row = rows.get(key);
  if (!row) rows.set(key, (row = { first: e, figures: noFigures(), people: new Set() }));
  addHours(row.figures, e);
  row.people.add(e.employee_id);
}

const weekOf = (e: TimeEntry) => weekOfDate(e.work_date).start;

class Rows {
  constructor(
    private readonly data: TimeData,
    private readonly opts: TimeReportOptions,
  ) {}

  private person = (e: { employee_id: number }): Person => this.data.person.get(e.employee_id)!;
  private job = (e: { job_id: number }): Job => this.data.jobs.get(e.job_id)!;
  private ofSite = (p: Person) => this.opts.siteId === null || p.site_id === this.opts.siteId;

  /**
   * The entries the report covers, batch by batch: those of the people given (the site's people, all
   * their entries), or everyone's, with a site only those worked at it (as the grid shows them).
   */
  private async *batches(people?: Person[]): AsyncGenerator<TimeEntry[]> {
    const site = this.opts.siteId;
    for await (const batch of this.data.entries(people ?? this.data.people)) {
      yield people || site === null ? batch : batch.filter((e) => e.site_id === site);
    }
  }

  private personColumns(): Column[] {
    return this.data.sub ? [text('ID'), text('Worker'), text('Company')] : [text('ID'), text('Employee')];
  }
  private personCells(p: Person): Cell[] {
    const name = `${p.first_name} ${p.last_name}`;
    return this.data.sub ? [p.code, name, p.company] : [p.code, name];
  }
  private hourColumns(): Column[] {
    if (this.data.sub) return [hoursColumn('Hours')];
    const double = this.opts.doubleTime ? [hoursColumn('Double Time')] : [];
    return [hoursColumn('Regular'), hoursColumn('Overtime'), ...double, hoursColumn('Total')];
  }
  private hourCells(f: Figures): Cell[] {
    if (this.data.sub) return [f.total];
    return [f.regular, f.overtime, ...(this.opts.doubleTime ? [f.double_time] : []), f.total];
  }
  private readonly jobColumns = [text('Job ID'), text('Job')];
  private jobCells = (j: Job): Cell[] => [j.code, j.name];

  private byPerson = (a: { first: TimeEntry }, b: { first: TimeEntry }) =>
    byCode(this.person(a.first).code, this.person(b.first).code);
  private byJob = (a: { first: TimeEntry }, b: { first: TimeEntry }) =>
    byCode(this.job(a.first).code, this.job(b.first).code);

  async personWeeks(withDays: boolean, keep: (f: Figures) => boolean): Promise<ReportTable> {
    return {
      columns: [
        ...this.personColumns(),
        date('Week of'),
        ...(withDays ? DAY_COLUMNS : []),
        ...this.hourColumns(),
      ],
      rows: this.personWeekRows(withDays, keep),
    };
  }

  /** A row per person and week, people in code order: a piece of rows per batch of people. */
  private async *personWeekRows(withDays: boolean, keep: (f: Figures) => boolean): AsyncGenerator<Cell[][]> {
    for await (const batch of this.batches()) {
      const weeks = new Map<string, Tally>();
      for (const e of batch) tally(weeks, `${e.employee_id}|${weekOf(e)}`, e);
      const done = [...weeks.values()]
        .filter((w) => keep(w.figures))
        .sort((a, b) => this.byPerson(a, b) || weekOf(a.first).localeCompare(weekOf(b.first)));
      yield done.map((w) => [
        ...this.personCells(this.person(w.first)),
        weekOf(w.first),
        ...(withDays ? w.figures.days : []),
        ...this.hourCells(w.figures),
      ]);
    }
  }

  async jobWeeks(withDays: boolean, keep: (f: Figures) => boolean): Promise<ReportTable> {
    const weeks = new Map<string, Tally>();
    for await (const batch of this.batches())
      for (const e of batch) tally(weeks, `${e.job_id}|${weekOf(e)}`, e);
    const rows = [...weeks.values()]
      .filter((w) => keep(w.figures))
      .sort((a, b) => this.byJob(a, b) || weekOf(a.first).localeCompare(weekOf(b.first)));
    return {
      columns: [...this.jobColumns, date('Week of'), ...(withDays ? DAY_COLUMNS : []), ...this.hourColumns()],
      rows: rows.map((w) => [
        ...this.jobCells(this.job(w.first)),
        weekOf(w.first),
        ...(withDays ? w.figures.days : []),
        ...this.hourCells(w.figures),
      ]),
    };
  }

  async personTotals(): Promise<ReportTable> {
    return {
      columns: [...this.personColumns(), text('Site'), ...this.hourColumns()],
      rows: this.personTotalRows(),
    };
  }

  /** A row per person, in code order: a piece of rows per batch of people. */
  private async *personTotalRows(): AsyncGenerator<Cell[][]> {
    for await (const batch of this.batches()) {
      const people = new Map<number, Tally>();
      for (const e of batch) tally(people, e.employee_id, e);
      yield [...people.values()].sort(this.byPerson).map((r) => {
        const p = this.person(r.first);
        return [...this.personCells(p), p.site, ...this.hourCells(r.figures)];
      });
    }
  }

  async jobPerPerson(): Promise<ReportTable> {
    const pairs = new Map<string, Tally>();
    for await (const batch of this.batches())
      for (const e of batch) tally(pairs, `${e.job_id}|${e.employee_id}`, e);
    const rows = [...pairs.values()].sort((a, b) => this.byJob(a, b) || this.byPerson(a, b));
    return {
      columns: [...this.jobColumns, ...this.personColumns(), ...this.hourColumns()],
      rows: rows.map((r) => [
        ...this.jobCells(this.job(r.first)),
        ...this.personCells(this.person(r.first)),
        ...this.hourCells(r.figures),
      ]),
    };
  }

  async peopleOnJobs(): Promise<ReportTable> {
    const jobs = new Map<number, Tally>();
    for await (const batch of this.batches()) for (const e of batch) tally(jobs, e.job_id, e);
    const rows = [...jobs.values()].sort(this.byJob);
    return {
      columns: [...this.jobColumns, count(this.data.sub ? 'Workers' : 'Employees'), hoursColumn('Hours')],
      rows: rows.map((r) => [...this.jobCells(this.job(r.first)), r.people.size, r.figures.total]),
    };
  }

  /** The entries the report covers that `keep` keeps, by date, person and clock-in. */
  private async entriesByDay(keep: (e: TimeEntry) => boolean): Promise<TimeEntry[]> {
    const entries: TimeEntry[] = [];
    for await (const batch of this.batches()) for (const e of batch) if (keep(e)) entries.push(e);
    return entries.sort(
      (a, b) =>
        a.work_date.localeCompare(b.work_date) ||
        this.byPerson({ first: a }, { first: b }) ||
        a.clock_in_at.localeCompare(b.clock_in_at),
    );
  }

  /** The columns that say which entry a row is: its day, person, job and clock times. */
  private entryColumns() {
    return [date('Date'), ...this.personColumns(), text('Job'), text('Clock-In'), text('Clock-Out')];
  }

  private entryCells(e: TimeEntry): Cell[] {
    const tz = this.data.settings.time_zone;
    return [
      e.work_date,
      ...this.personCells(this.person(e)),
      jobLabel(this.job(e)),
      clock(e.clock_in_at, e.work_date, tz),
      e.clock_out_at ? clock(e.clock_out_at, e.work_date, tz) : 'open',
    ];
  }

  async entryList(keep: (e: TimeEntry) => boolean): Promise<ReportTable> {
    const entries = await this.entriesByDay(keep);
    return {
      columns: [...this.entryColumns(), text('Source'), text('Status'), text('Note'), hoursColumn('Hours')],
      rows: entries.map((e) => [
        ...this.entryCells(e),
        e.source === 'MANUAL' ? 'Manual' : 'Regular',
        STATUS[e.approved_status] ?? e.approved_status,
        e.notes ?? '',
        e.hours.total,
      ]),
    };
  }

  /**
   * The entries that missed a meal period under California's policy (docs/time-rules.md, "Meal
   * periods"), with whether the clerk marked their premium owed.
   */
  async mealPeriods(): Promise<ReportTable> {
    const entries = await this.entriesByDay((e) => e.meal_periods_missed > 0);
    return {
      columns: [
        ...this.entryColumns(),
        hoursColumn('Hours'),
        count('Meal Periods Missed'),
        text('Premium Owed'),
      ],
      rows: entries.map((e) => [
        ...this.entryCells(e),
        e.hours.total,
        e.meal_periods_missed,
        e.meal_premium_owed === 1 ? 'Yes' : 'No',
      ]),
    };
  }

  /** Active employees of the site without an entry on a weekday of the range, up to today. */
  async absent(): Promise<ReportTable> {
    const people = this.data.people.filter((p) => p.is_active === 1 && this.ofSite(p));
    const last = this.opts.range.end < this.opts.today ? this.opts.range.end : this.opts.today;
    const weekdays: string[] = [];
    for (let day = this.opts.range.start; day <= last; day = addDays(day, 1)) {
      if (dayKey(day) !== 'sat' && dayKey(day) !== 'sun') weekdays.push(day);
    }
    const worked = new Set<string>();
    for await (const batch of this.batches(people))
      for (const e of batch) worked.add(`${e.employee_id}|${e.work_date}`);
    const rows: Cell[][] = [];
    for (const day of weekdays) {
      for (const p of people) {
        if (!worked.has(`${p.id}|${day}`)) rows.push([day, ...this.personCells(p), p.site]);
      }
    }
    return { columns: [date('Date'), ...this.personColumns(), text('Site')], rows };
  }

  /** Every inactive employee (or worker) with the hours of the range, if any. */
  async inactive(): Promise<ReportTable> {
    const tz = this.data.settings.time_zone;
    const people = this.data.people.filter((p) => p.is_active !== 1 && this.ofSite(p));
    const hours = new Map<number, Tally>();
    for await (const batch of this.batches(people)) for (const e of batch) tally(hours, e.employee_id, e);
    return {
      columns: [...this.personColumns(), text('Site'), text('Last Clock-In'), hoursColumn('Hours')],
      rows: people.map((p) => [
        ...this.personCells(p),
        p.site,
        p.last_clock_in ? displayDateTime(p.last_clock_in, tz) : '',
        hours.get(p.id)?.figures.total ?? 0,
      ]),
    };
  }

  /**
   * Punched (not manual) day-shift entries that began after the job's start or ended before its
   * stop, past the rounding windows.
   */
  async lateEarly(): Promise<ReportTable> {
    const { settings } = this.data;
    const tz = settings.time_zone;
    const found: { e: TimeEntry; row: Cell[] }[] = [];
    for await (const batch of this.batches()) {
      for (const e of batch) {
        if (e.source !== 'REGULAR' || e.shift === 2) continue;
        const job = this.job(e);
        const { late_minutes, early_minutes } = lateness(e, settings, job);
        if (late_minutes === 0 && early_minutes === 0) continue;
        found.push({
          e,
          row: [
            e.work_date,
            ...this.personCells(this.person(e)),
            jobLabel(job),
            clockTime(job.default_job_start_time || settings.default_job_start_time),
            clock(e.clock_in_at, e.work_date, tz),
            late_minutes,
            clockTime(job.default_job_end_time || settings.default_job_stop_time),
            e.clock_out_at ? clock(e.clock_out_at, e.work_date, tz) : 'open',
            early_minutes,
          ],
        });
      }
    }
    found.sort(
      (a, b) => a.e.work_date.localeCompare(b.e.work_date) || this.byPerson({ first: a.e }, { first: b.e }),
    );
    return {
      columns: [
        date('Date'),
        ...this.personColumns(),
        text('Job'),
        text('Job Start'),
        text('Clock-In'),
        count('Late (min)'),
        text('Job End'),
        text('Clock-Out'),
        count('Early (min)'),
      ],
      rows: found.map((f) => f.row),
    };
  }
}

const jobLabel = (j: Job) => `${j.code} ${j.name}`;

/** '07:00 am' on the company's clock, with the day when it is not the entry's work day ('11/17 05:22 am'). */
function clock(instant: string, workDate: string, tz: string): string {
  const [date, time] = localDateTime(instant, tz).split(' ') as [string, string];
  return date === workDate ? displayTime(time) : `${displayMonthDay(date)} ${displayTime(time)}`;
}
