import { TIMESHEET_MSG, type PunchUpload } from '@portal/contracts/timesheets';
import {
  deriveEntry,
  derivedColumns,
  entrySite,
  findDuplicatePunches,
  gpsFlag,
  displayDateTime,
  type Flag,
  type JobDefaults,
  type PunchType,
  type Settings,
} from '@portal/domain';
import { AppError, ValidationError } from '../../platform/errors.ts';
import { employeeLabel, jobLabel } from '../time-entries/service.ts';

/*
 * A batch of punches applied in memory, in the order taken: what each punch answers and the rows the
 * batch writes. No I/O: the caller reads the state of the batch's employees once, and writes the
 * result with one statement per table (service.ts), so a batch of 100 costs a dozen statements.
 */

export interface Employee {
  id: number;
  site_id: number | null;
  is_active: number;
  code: string;
  first_name: string;
  last_name: string;
  subcontractor_company_id: number | null;
}

export interface Job extends JobDefaults {
  id: number;
  is_active: number;
  site_id: number | null;
  latitude: number | null;
  longitude: number | null;
  code: string;
  name: string;
}

/** A stored entry of an employee of the batch: open, or still waiting for its clock-out punch. */
export interface StoredEntry {
  id: number;
  employee_id: number;
  original_clock_in_at: string;
  clock_out_at: string | null;
  /** As stored: a change may derive another (the job's hours or the zone moved since). */
  work_date: string;
  is_full_pay: number;
  /** REGULAR, no clock-out punch yet, not corrected or approved: a clock-out punch may close it. */
  awaiting_clock_out: boolean;
  job: JobDefaults;
}

export interface PunchRef {
  punch_type: PunchType;
  punched_at: string;
}

export interface BatchState {
  settings: Settings;
  /** The server's clock, ISO. */
  now: string;
  employees: ReadonlyMap<number, Employee>;
  jobs: ReadonlyMap<number, Job>;
  /** Punches stored before, by client id, with the entry each opened or closed. */
  known: ReadonlyMap<string, { punch_id: number; time_entry_id: number | null }>;
  /** Per upload (by index): the employee's last kept stored punch at or before it. */
  previous: ReadonlyMap<number, PunchRef>;
  entries: readonly StoredEntry[];
}

export interface Upload {
  upload: PunchUpload;
  /** The stored photo's path, null without one, or why it was refused. */
  photo: string | null | AppError;
  /** Why whoever sent it may not punch for this employee, or null when they may. */
  refusal: (employee: Employee) => AppError | null;
  /** Who sent it. */
  userId: number | null;
}

/** A punch row to insert; `id` is filled in once it is written. */
interface NewPunch {
  id: number | null;
  row: {
    client_id: string;
    employee_id: number;
    job_id: number;
    punch_type: PunchType;
    punched_at: string;
    latitude: number | null;
    longitude: number | null;
    image_path: string | null;
    face_status: Flag;
    recorded_by_user_id: number | null;
    is_duplicate: 0 | 1;
    received_at: string;
  };
}

type EntryColumns = ReturnType<typeof derivedColumns>;

/** The clock-out side of an entry the batch closed. */
interface ClockOutSide {
  original_clock_out_at: string | null;
  punch_out: NewPunch | null;
  gps_out_status: Flag;
  face_out_status: Flag;
}

/** An entry the batch creates or changes, in its final state; `id` is null until a new one is written. */
export interface EntryChange {
  id: number | null;
  employee_id: number;
  original_clock_in_at: string;
  is_full_pay: boolean;
  job: JobDefaults;
  awaiting_clock_out: boolean;
  clock_out_at: string | null;
  /** What the batch's punches add to the entry's field notes (why a photo or position is missing). */
  field_note: string | null;
  /** When the last of those punches was made; null without a note. */
  field_notes_at: string | null;
  /** A stored entry's work date as stored; null for a new one. */
  stored_work_date: string | null;
  /** Set for a new entry: what only its insert needs. */
  created: {
    job_id: number;
    subcontractor_company_id: number | null;
    /** Where the shift is worked: fixed now, whatever site the employee moves to later. */
    site_id: number | null;
    punch_in: NewPunch;
    gps_in_status: Flag;
    face_in_status: Flag;
  } | null;
  columns: EntryColumns | null;
  out: ClockOutSide | null;
}

type Answer =
  | { kind: 'known'; punch_id: number; time_entry_id: number | null }
  | { kind: 'stored'; punch: NewPunch; entry: EntryChange | null; duplicate: boolean }
  | { kind: 'refused'; error: AppError };

export interface BatchChanges {
  answers: Answer[];
  punches: NewPunch[];
  /** New entries, then stored ones the batch changed. */
  entries: EntryChange[];
  /** Per employee, the latest clock-in of the batch. */
  lastClockIn: Map<number, string>;
  /** Per stored clock-in or clock-out, with the upload (by index) that sent it. */
  audits: { upload: number; action: 'Clock In' | 'Clock Out'; description: string; entry: EntryChange }[];
}

export function applyBatch(state: BatchState, uploads: readonly Upload[]): BatchChanges {
  const changes: BatchChanges = { answers: [], punches: [], entries: [], lastClockIn: new Map(), audits: [] };
  const entries = entriesByEmployee(state.entries);
  const refusals = uploads.map((item) =>
    state.known.has(item.upload.client_id) ? null : refusal(state, item),
  );
  /** Clock-outs refused for want of an open entry: not kept, so not what a later tap repeats. */
  const unmatched = new Set<number>();
  let duplicates = duplicatesOf(state, uploads, refusals, unmatched);
  const sameBatch = new Map<string, Extract<Answer, { kind: 'stored' }>>();

  for (const [i, item] of uploads.entries()) {
    const { upload } = item;
    const known = state.known.get(upload.client_id);
    if (known) {
      changes.answers.push({ kind: 'known', ...known });
      continue;
    }
    const earlier = sameBatch.get(upload.client_id);
    if (earlier) {
      changes.answers.push({ ...earlier, duplicate: true });
      continue;
    }
    const refused = refusals[i];
    if (refused) {
      changes.answers.push({ kind: 'refused', error: refused });
      continue;
    }
    const employee = state.employees.get(upload.employee_id)!;
    const job = state.jobs.get(upload.job_id)!;
    const punchedAt = new Date(upload.device_time).toISOString();
    const punch = { punch_type: upload.type, punched_at: punchedAt };
    const duplicate = duplicates.has(i);
    // A punch that says why it has no photo is face-flagged whatever its face_match.
    const face: Flag = upload.face_match === true && !upload.no_photo_reason ? 0 : 1;
    const row: NewPunch = {
      id: null,
      row: {
        client_id: upload.client_id,
        employee_id: employee.id,
        job_id: job.id,
        ...punch,
        latitude: upload.latitude ?? null,
        longitude: upload.longitude ?? null,
        image_path: typeof item.photo === 'string' ? item.photo : null,
        face_status: face,
        recorded_by_user_id: item.userId,
        is_duplicate: duplicate ? 1 : 0,
        received_at: state.now,
      },
    };

    let entry: EntryChange | null = null;
    if (!duplicate) {
      const mine = entries.get(employee.id) ?? [];
      const facts = {
        punch: row,
        punchedAt,
        // One that says why it has no position is GPS-flagged, on a job without a location too.
        gps: upload.no_location_reason ? 1 : gpsFlag(upload, job, state.settings.gps_distance_threshold),
        face,
        note: punchFieldNote(upload),
      };
      if (upload.type === 'in') {
        entry = clockIn(state, mine, employee, job, facts);
        const last = changes.lastClockIn.get(employee.id);
        if (!last || last < punchedAt) changes.lastClockIn.set(employee.id, punchedAt);
      } else {
        entry = awaitingClockOut(mine, punchedAt);
        if (!entry) {
          changes.answers.push({
            kind: 'refused',
            error: new ValidationError({ type: TIMESHEET_MSG.noOpenClockIn }),
          });
          unmatched.add(i);
          duplicates = duplicatesOf(state, uploads, refusals, unmatched);
          continue;
        }
        close(state, entry, punchedAt, facts);
      }
      entries.set(employee.id, mine);
      changes.audits.push({
        upload: i,
        action: upload.type === 'in' ? 'Clock In' : 'Clock Out',
        description: `${employeeLabel(employee)} clocked ${upload.type} at ${jobLabel(job)}, ${displayDateTime(punchedAt, state.settings.time_zone)}`,
        entry,
      });
    }
    changes.punches.push(row);
    const answer = { kind: 'stored' as const, punch: row, entry, duplicate };
    sameBatch.set(upload.client_id, answer);
    changes.answers.push(answer);
  }

  for (const list of entries.values())
    for (const e of list) if (e.created || e.columns) changes.entries.push(e);
  changes.entries.sort((a, b) => Number(a.id !== null) - Number(b.id !== null));
  return changes;
}

/** The checks that refuse a punch before anything of it is stored, in the order the app expects. */
function refusal(state: BatchState, { upload, photo, refusal: mayNot }: Upload): AppError | null {
  if (photo instanceof AppError) return photo;
  if ((upload.latitude == null) !== (upload.longitude == null))
    return new ValidationError({ latitude: TIMESHEET_MSG.badPosition });
  if (upload.no_photo_reason && upload.photo)
    return new ValidationError({ no_photo_reason: TIMESHEET_MSG.noPhotoReasonWithPhoto });
  if (upload.no_location_reason && upload.latitude != null)
    return new ValidationError({ no_location_reason: TIMESHEET_MSG.noLocationReasonWithPosition });
  const employee = state.employees.get(upload.employee_id);
  if (!employee || employee.is_active !== 1)
    return new ValidationError({ employee_id: TIMESHEET_MSG.unknownEmployee });
  const job = state.jobs.get(upload.job_id);
  if (!job || job.is_active !== 1) return new ValidationError({ job_id: TIMESHEET_MSG.unknownJob });
  return mayNot(employee);
}

/**
 * The uploads (by index) that repeat their employee's last kept punch (findDuplicatePunches): those
 * the batch may store (not stored before, not refused, a client id's first), compared in time with
 * each other and with the employees' punches stored before them.
 */
function duplicatesOf(
  state: BatchState,
  uploads: readonly Upload[],
  refusals: readonly (AppError | null)[],
  unmatched: ReadonlySet<number>,
): Set<number> {
  const punches: { id: number; employee_id: number; punch_type: PunchType; punched_at: string }[] = [];
  const stored: { employee_id: number; punch_type: PunchType; punched_at: string }[] = [];
  const clientIds = new Set<string>();
  uploads.forEach(({ upload }, i) => {
    if (state.known.has(upload.client_id) || refusals[i] || unmatched.has(i)) return;
    if (clientIds.has(upload.client_id)) return;
    clientIds.add(upload.client_id);
    const punchedAt = new Date(upload.device_time).toISOString();
    punches.push({ id: i, employee_id: upload.employee_id, punch_type: upload.type, punched_at: punchedAt });
    const previous = state.previous.get(i);
    if (previous) stored.push({ employee_id: upload.employee_id, ...previous });
  });
  return new Set(findDuplicatePunches(punches, state.settings.double_clock_in_clock_out_window, stored));
}

interface PunchFacts {
  punch: NewPunch;
  punchedAt: string;
  gps: Flag;
  face: Flag;
  /** Why the punch has no photo or position, for the entry's field notes. */
  note: string | null;
}

/**
 * What a punch without a photo or a position writes in its entry's field notes, where the clerk sees
 * it beside the flag: `Clock in: no photo (Camera permission refused); no GPS position (Location
 * unavailable).` Null when it gives no reason.
 */
function punchFieldNote(upload: PunchUpload): string | null {
  const missing = [
    upload.no_photo_reason && `no photo (${upload.no_photo_reason})`,
    upload.no_location_reason && `no GPS position (${upload.no_location_reason})`,
  ].filter((m): m is string => Boolean(m));
  return missing.length ? `Clock ${upload.type}: ${missing.join('; ')}.` : null;
}

/** Adds a punch's note to what the batch writes into the entry's field notes (after any it had). */
function addNote(entry: EntryChange, p: PunchFacts): void {
  if (!p.note) return;
  entry.field_note = entry.field_note ? `${entry.field_note} ${p.note}` : p.note;
  entry.field_notes_at = p.punchedAt;
}

/**
 * A clock-in opens a new entry. While another is open, one employee still has one open entry: a
 * clock-in after the open one's closes it here (a forgotten clock-out); an earlier one, uploaded late,
 * becomes an entry closed where the open one began. Both closes are flagged for the clerk.
 */
function clockIn(
  state: BatchState,
  mine: EntryChange[],
  employee: Employee,
  job: Job,
  p: PunchFacts,
): EntryChange {
  const open = mine.find((e) => e.clock_out_at === null);
  // Derived as of the punch itself: an upload that arrives late must still wait for its clock-out.
  const d = deriveEntry({
    clockIn: p.punchedAt,
    clockOut: null,
    now: p.punchedAt,
    settings: state.settings,
    job,
  });
  const entry: EntryChange = {
    id: null,
    employee_id: employee.id,
    original_clock_in_at: p.punchedAt,
    is_full_pay: false,
    job,
    awaiting_clock_out: true,
    clock_out_at: d.clock_out_at,
    field_note: null,
    field_notes_at: null,
    stored_work_date: null,
    created: {
      job_id: job.id,
      subcontractor_company_id: employee.subcontractor_company_id,
      site_id: entrySite(job, employee),
      punch_in: p.punch,
      gps_in_status: p.gps,
      face_in_status: p.face,
    },
    columns: derivedColumns(d),
    out: null,
  };
  addNote(entry, p);
  if (open && Date.parse(p.punchedAt) < Date.parse(open.original_clock_in_at))
    close(state, entry, open.original_clock_in_at, 'forgotten');
  else if (open) close(state, open, p.punchedAt, 'forgotten');
  mine.push(entry);
  return entry;
}

/**
 * The entry a clock-out punch belongs to: the employee's latest entry begun at or before it that has
 * no clock-out punch yet, including one closed automatically or by a later clock-in.
 */
function awaitingClockOut(mine: EntryChange[], at: string): EntryChange | null {
  let found: EntryChange | null = null;
  for (const e of mine) {
    if (!e.awaiting_clock_out || Date.parse(e.original_clock_in_at) > Date.parse(at)) continue;
    if (!found || Date.parse(e.original_clock_in_at) >= Date.parse(found.original_clock_in_at)) found = e;
  }
  return found;
}

/** Closes an entry at a clock-out punch, or, 'forgotten', where the system closes it (not rounded, flagged). */
function close(state: BatchState, entry: EntryChange, at: string, how: PunchFacts | 'forgotten'): void {
  const forgotten = how === 'forgotten';
  const d = deriveEntry({
    clockIn: entry.original_clock_in_at,
    clockOut: at,
    now: state.now,
    settings: state.settings,
    job: entry.job,
    isFullPay: entry.is_full_pay,
    roundClockOut: !forgotten,
  });
  entry.columns = { ...derivedColumns(d), clock_out_status: forgotten ? 1 : d.clock_out_status };
  entry.clock_out_at = d.clock_out_at;
  entry.out = forgotten
    ? { original_clock_out_at: null, punch_out: null, gps_out_status: 0, face_out_status: 0 }
    : { original_clock_out_at: at, punch_out: how.punch, gps_out_status: how.gps, face_out_status: how.face };
  if (!forgotten) {
    entry.awaiting_clock_out = false;
    addNote(entry, how);
  }
}

function entriesByEmployee(stored: readonly StoredEntry[]): Map<number, EntryChange[]> {
  const map = new Map<number, EntryChange[]>();
  for (const e of stored) {
    const list = map.get(e.employee_id) ?? [];
    list.push({
      id: e.id,
      employee_id: e.employee_id,
      original_clock_in_at: e.original_clock_in_at,
      is_full_pay: e.is_full_pay === 1,
      job: e.job,
      awaiting_clock_out: e.awaiting_clock_out,
      clock_out_at: e.clock_out_at,
      field_note: null,
      field_notes_at: null,
      stored_work_date: e.work_date,
      created: null,
      columns: null,
      out: null,
    });
    map.set(e.employee_id, list);
  }
  return map;
}
