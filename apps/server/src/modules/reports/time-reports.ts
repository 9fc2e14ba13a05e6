import type { TimeReportBy } from '@portal/contracts/reports';
import {
  addDays,
  DAY_KEYS,
  dayKey,
  lateness,
  localDate,
  localDateTime,
  minuteHundredths,
  weekOfDate,
} from '@portal/domain';
import { dayjs } from '@portal/domain/dayjs';
import {
  addEntry,
  addFigures,
  emptyTally,
  noFigures,
  weekFigures,
  type Figures,
  type Tally,
} from './hours.ts';
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
 * The timesheet and sub-contractor reports: every Report by is a grouping of the same entries, their
 * hours from hours.ts. docs/reports.md says what each one holds.
 */

export interface TimeReportOptions {
  range: Range;
  /** The employee's site (rows of people) or the job's site (rows of jobs); null for all. */
  siteId: number | null;
  /** The company's today, the last day that can have an absence. */
  today: string;
}

/** Reports whose rows are jobs: the site filter applies to the job's site, as the grid by job does. */
const JOB_ROWS: ReadonlySet<string> = new Set([
  'by_job',
  'by_over_time_by_job',
  'by_job_per_employee',
  'by_total_employee_on_job',
]);

/** Whether a Report by lists entries with their clock-out, status and note, not only hours. */
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
): ReportTable {
  const r = new Rows(data, opts, by !== undefined && JOB_ROWS.has(by));
  switch (by) {
    case undefined:
    case 'by_time_sheet_weekly_entry':
      return r.entryList(() => true);
    case 'by_time_sheet_manual_entry':
      return r.entryList((e) => e.source === 'MANUAL');
    case 'by_employee':
      return r.personWeeks(true, () => true);
    case 'by_over_time_by_employee':
      return r.personWeeks(false, (f) => f.overtime > 0);
    case 'by_job':
      return r.jobWeeks(true, () => true);
    case 'by_over_time_by_job':
      return r.jobWeeks(false, (f) => f.overtime > 0);
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
    default:
      // by_totals and the quarters (whose range the service has set to the quarter).
      return r.personTotals();
  }
}

const DAY_COLUMNS = DAY_KEYS.map((k) => hoursColumn(k[0]!.toUpperCase() + k.slice(1)));
const STATUS: Record<string, string> = {
  'un-approved': 'Unapproved',
  approved: 'Approved',
  'pre-approved': 'Pre-approved',
};

class Rows {
  private readonly entries: TimeEntry[];

  constructor(
    private readonly data: TimeData,
    private readonly opts: TimeReportOptions,
    jobRows: boolean,
  ) {
    const site = opts.siteId;
    this.entries =
      site === null
        ? data.entries
        : data.entries.filter((e) =>
            jobRows ? this.job(e).site_id === site : this.person(e).site_id === site,
          );
  }

  private person = (e: { employee_id: number }): Person => this.data.people.get(e.employee_id)!;
  private job = (e: { job_id: number }): Job => this.data.jobs.get(e.job_id)!;

  private personColumns(): Column[] {
    return this.data.sub
      ? [text('ID', 50), text('Worker', 110), text('Company', 100)]
      : [text('ID', 50), text('Employee', 120)];
  }
  private personCells(p: Person): Cell[] {
    const name = `${p.first_name} ${p.last_name}`;
    return this.data.sub ? [p.code, name, p.company] : [p.code, name];
  }
  private hourColumns(): Column[] {
    return this.data.sub
      ? [hoursColumn('Hours')]
      : [hoursColumn('Regular'), hoursColumn('Overtime'), hoursColumn('Total')];
  }
  private hourCells(f: Figures): Cell[] {
    return this.data.sub ? [f.total] : [f.regular, f.overtime, f.total];
  }
  private readonly jobColumns = [text('Job ID', 56), text('Job', 130)];
  private jobCells = (j: Job): Cell[] => [j.code, j.name];

  /** One row per key and week: the week's figures, the row's first entry to name it. */
  private weeks(key: (e: TimeEntry) => string | number) {
    const rows = new Map<string, { first: TimeEntry; week: string; tally: Tally }>();
    for (const e of this.entries) {
      const week = weekOfDate(e.work_date).start;
      const k = `${key(e)}|${week}`;
      let row = rows.get(k);
      if (!row) rows.set(k, (row = { first: e, week, tally: emptyTally() }));
      addEntry(row.tally, e);
    }
    return [...rows.values()].map((r) => ({ ...r, figures: weekFigures(r.tally) }));
  }

  /** The week figures of the key added up over the range. */
  private totals(key: (e: TimeEntry) => string | number) {
    const rows = new Map<string | number, { first: TimeEntry; figures: Figures; people: Set<number> }>();
    for (const w of this.weeks(key)) {
      const k = key(w.first);
      let row = rows.get(k);
      if (!row) rows.set(k, (row = { first: w.first, figures: noFigures(), people: new Set() }));
      addFigures(row.figures, w.figures);
    }
    for (const e of this.entries) rows.get(key(e))!.people.add(e.employee_id);
    return [...rows.values()];
  }

  private byPerson = (a: { first: TimeEntry }, b: { first: TimeEntry }) =>
    byCode(this.person(a.first).code, this.person(b.first).code);
  private byJob = (a: { first: TimeEntry }, b: { first: TimeEntry }) =>
    byCode(this.job(a.first).code, this.job(b.first).code);

  personWeeks(withDays: boolean, keep: (f: Figures) => boolean): ReportTable {
    const rows = this.weeks((e) => e.employee_id)
      .filter((w) => keep(w.figures))
      .sort((a, b) => this.byPerson(a, b) || a.week.localeCompare(b.week));
    return {
      columns: [
        ...this.personColumns(),
        date('Week of'),
        ...(withDays ? DAY_COLUMNS : []),
        ...this.hourColumns(),
      ],
      rows: rows.map((w) => [
        ...this.personCells(this.person(w.first)),
        w.week,
        ...(withDays ? w.figures.days : []),
        ...this.hourCells(w.figures),
      ]),
    };
  }

  jobWeeks(withDays: boolean, keep: (f: Figures) => boolean): ReportTable {
    const rows = this.weeks((e) => e.job_id)
      .filter((w) => keep(w.figures))
      .sort((a, b) => this.byJob(a, b) || a.week.localeCompare(b.week));
    return {
      columns: [...this.jobColumns, date('Week of'), ...(withDays ? DAY_COLUMNS : []), ...this.hourColumns()],
      rows: rows.map((w) => [
        ...this.jobCells(this.job(w.first)),
        w.week,
        ...(withDays ? w.figures.days : []),
        ...this.hourCells(w.figures),
      ]),
    };
  }

  personTotals(): ReportTable {
    const rows = this.totals((e) => e.employee_id).sort(this.byPerson);
    return {
      columns: [...this.personColumns(), text('Site', 90), ...this.hourColumns()],
      rows: rows.map((r) => {
        const p = this.person(r.first);
        return [...this.personCells(p), p.site, ...this.hourCells(r.figures)];
      }),
    };
  }

  jobPerPerson(): ReportTable {
    const rows = this.totals((e) => `${e.job_id}|${e.employee_id}`).sort(
      (a, b) => this.byJob(a, b) || this.byPerson(a, b),
    );
    return {
      columns: [...this.jobColumns, ...this.personColumns(), ...this.hourColumns()],
      rows: rows.map((r) => [
        ...this.jobCells(this.job(r.first)),
        ...this.personCells(this.person(r.first)),
        ...this.hourCells(r.figures),
      ]),
    };
  }

  peopleOnJobs(): ReportTable {
    const rows = this.totals((e) => e.job_id).sort(this.byJob);
    return {
      columns: [...this.jobColumns, count(this.data.sub ? 'Workers' : 'Employees'), hoursColumn('Hours')],
      rows: rows.map((r) => [...this.jobCells(this.job(r.first)), r.people.size, r.figures.total]),
    };
  }

  entryList(keep: (e: TimeEntry) => boolean): ReportTable {
    const tz = this.data.settings.time_zone;
    const rows = this.entries
      .filter(keep)
      .sort(
        (a, b) =>
          a.work_date.localeCompare(b.work_date) ||
          this.byPerson({ first: a }, { first: b }) ||
          a.clock_in_at.localeCompare(b.clock_in_at),
      );
    return {
      columns: [
        date('Date'),
        ...this.personColumns(),
        text('Job', 110),
        text('Clock-In', 56),
        text('Clock-Out', 62),
        text('Source', 52),
        text('Status', 60),
        text('Note', 120),
        hoursColumn('Hours'),
      ],
      rows: rows.map((e) => [
        e.work_date,
        ...this.personCells(this.person(e)),
        jobLabel(this.job(e)),
        clock(e.clock_in_at, e.work_date, tz),
        e.clock_out_at ? clock(e.clock_out_at, e.work_date, tz) : 'open',
        e.source === 'MANUAL' ? 'Manual' : 'Regular',
        STATUS[e.approved_status ?? ''] ?? e.approved_status,
        e.notes ?? '',
        minuteHundredths(e.minutes),
      ]),
    };
  }

  /** Active employees of the site without an entry on a weekday of the range, up to today. */
  absent(): ReportTable {
    const worked = new Set(this.entries.map((e) => `${e.employee_id}|${e.work_date}`));
    const people = [...this.data.people.values()]
      .filter((p) => p.is_active === 1 && (this.opts.siteId === null || p.site_id === this.opts.siteId))
      .sort((a, b) => byCode(a.code, b.code));
    const rows: Cell[][] = [];
    const last = this.opts.range.end < this.opts.today ? this.opts.range.end : this.opts.today;
    for (let day = this.opts.range.start; day <= last; day = addDays(day, 1)) {
      if (dayKey(day) === 'sat' || dayKey(day) === 'sun') continue;
      for (const p of people) {
        if (!worked.has(`${p.id}|${day}`)) rows.push([day, ...this.personCells(p), p.site]);
      }
    }
    return { columns: [date('Date'), ...this.personColumns(), text('Site', 100)], rows };
  }

  /** Every inactive employee (or worker) with the hours of the range, if any. */
  inactive(): ReportTable {
    const tz = this.data.settings.time_zone;
    const hours = new Map(
      this.totals((e) => e.employee_id).map((r) => [r.first.employee_id, r.figures.total]),
    );
    const people = [...this.data.people.values()]
      .filter((p) => p.is_active !== 1 && (this.opts.siteId === null || p.site_id === this.opts.siteId))
      .sort((a, b) => byCode(a.code, b.code));
    return {
      columns: [...this.personColumns(), text('Site', 90), text('Last Clock-In', 90), hoursColumn('Hours')],
      rows: people.map((p) => [
        ...this.personCells(p),
        p.site,
        p.last_clock_in ? stamp(p.last_clock_in, tz) : '',
        hours.get(p.id) ?? 0,
      ]),
    };
  }

  /**
   * Punched (not manual) day-shift entries that began after the job's start or ended before its
   * stop, past the rounding windows.
   */
  lateEarly(): ReportTable {
    const { settings } = this.data;
    const tz = settings.time_zone;
    const rows: Cell[][] = [];
    const day = this.entries
      .filter((e) => e.source === 'REGULAR' && e.shift !== 2)
      .sort((a, b) => a.work_date.localeCompare(b.work_date) || this.byPerson({ first: a }, { first: b }));
    for (const e of day) {
      const job = this.job(e);
      const { late_minutes, early_minutes } = lateness(e, settings, job);
      if (late_minutes === 0 && early_minutes === 0) continue;
      rows.push([
        e.work_date,
        ...this.personCells(this.person(e)),
        jobLabel(job),
        clockTime(job.default_job_start_time || settings.default_job_start_time),
        clock(e.clock_in_at, e.work_date, tz),
        late_minutes,
        clockTime(job.default_job_end_time || settings.default_job_stop_time),
        e.clock_out_at ? clock(e.clock_out_at, e.work_date, tz) : 'open',
        early_minutes,
      ]);
    }
    return {
      columns: [
        date('Date'),
        ...this.personColumns(),
        text('Job', 110),
        text('Job Start', 52),
        text('Clock-In', 56),
        count('Late (min)'),
        text('Job End', 52),
        text('Clock-Out', 62),
        count('Early (min)'),
      ],
      rows,
    };
  }
}

const jobLabel = (j: Job) => `${j.code} ${j.name}`;

/** 'hh:mm AM' on the company's clock, with the date when it is not the entry's work day. */
function clock(instant: string, workDate: string, tz: string): string {
  const local = localDateTime(instant, tz);
  const time = dayjs.utc(local).format('hh:mm A');
  return localDate(instant, tz) === workDate ? time : `${dayjs.utc(local).format('MM/DD')} ${time}`;
}

const stamp = (instant: string, tz: string) =>
  dayjs.utc(localDateTime(instant, tz)).format('MM/DD/YY hh:mm A');
