import { NOTE_OTHER, type AddTimeEntriesRequest } from '@portal/contracts/timesheets';
import { DAY_KEYS, type DayKey } from '@portal/domain';
import type { LocalTime } from './entry-times.ts';

/** A day's times as the pickers keep them: the clock-in on its day, the clock-out as clamped. */
export interface DayTimes {
  clockIn?: LocalTime | null;
  clockOut?: LocalTime | null;
  note?: string | null;
  other?: string | null;
}

export interface DayRow extends DayTimes {
  employee?: number | null;
}

export type WeekRow = { employee?: number | null } & Partial<Record<DayKey, DayTimes>>;

/** Which form field each sent entry came from, to put the server's field errors back. */
export interface EntryRef {
  row: number;
  day: DayKey | null;
}

type Entry = AddTimeEntriesRequest['time_entries'][number];

const noteOf = (t: DayTimes) => (t.note === NOTE_OTHER ? t.other?.trim() || null : t.note || null);

function entryOf(employee: number, jobId: number, t: DayTimes): Entry {
  return {
    emp_id: employee,
    job_id: jobId,
    clock_in_date_time: t.clockIn!,
    clock_out_date_time: t.clockOut!,
    notes: noteOf(t),
  };
}

const hasTimes = (t: DayTimes | undefined): t is DayTimes => Boolean(t?.clockIn && t.clockOut);

/** A row is sent only with an employee, a clock-in and a clock-out. */
export function dayEntries(rows: DayRow[], jobId: number) {
  const entries: Entry[] = [];
  const refs: EntryRef[] = [];
  rows.forEach((r, row) => {
    if (r.employee && hasTimes(r)) {
      entries.push(entryOf(r.employee, jobId, r));
      refs.push({ row, day: null });
    }
  });
  return { entries, refs };
}

/** Each day of a week row with both times becomes an entry. */
export function weekEntries(rows: WeekRow[], jobId: number) {
  const entries: Entry[] = [];
  const refs: EntryRef[] = [];
  rows.forEach((r, row) => {
    DAY_KEYS.forEach((day) => {
      const times = r[day];
      if (r.employee && hasTimes(times)) {
        entries.push(entryOf(r.employee, jobId, times));
        refs.push({ row, day });
      }
    });
  });
  return { entries, refs };
}

const FIELD: Record<string, string> = {
  emp_id: 'employee',
  clock_in_date_time: 'clockIn',
  clock_out_date_time: 'clockOut',
  notes: 'note',
};

/** The form path of a server error keyed 'time_entries.{i}.{field}'. */
export function errorPath(key: string, refs: EntryRef[]): (string | number)[] | null {
  const match = /^time_entries\.(\d+)\.(\w+)$/.exec(key);
  const ref = match ? refs[Number(match[1])] : undefined;
  if (!match || !ref) return null;
  if (match[2] === 'job_id') return ['job'];
  const field = FIELD[match[2]!] ?? 'employee';
  if (field === 'employee' || ref.day === null) return ['rows', ref.row, field];
  return ['rows', ref.row, ref.day, field];
}
