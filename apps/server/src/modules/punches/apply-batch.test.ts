import { describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { DEFAULT_SETTINGS } from '@portal/domain';
import { ForbiddenError, ValidationError } from '../../platform/errors.ts';
import {
  applyBatch,
  type BatchChanges,
  type BatchState,
  type Employee,
  type Job,
  type StoredEntry,
  type Upload,
} from './apply-batch.ts';

const JOB: Job = {
  id: 1,
  is_active: 1,
  site_id: null,
  latitude: null,
  longitude: null,
  default_job_start_time: '07:00:00',
  default_job_end_time: '15:30:00',
  code: 'J-1',
  name: 'Bridge',
};
const PAT: Employee = {
  id: 7,
  site_id: null,
  is_active: 1,
  code: 'E7',
  first_name: 'Pat',
  last_name: 'Worker',
  subcontractor_company_id: null,
};

/** 2026-11-16 (EST) at hh:mm, as an instant. */
const at = (hhmm: string) => new Date(`2026-11-16T${hhmm}:00-05:00`).toISOString();
/** An instant back on the company's clock, hh:mm. */
const hhmm = (iso: string) => new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(11, 16);

let n = 0;
const punch = (type: 'in' | 'out', time: string, more: Partial<Upload['upload']> = {}): Upload => ({
  upload: {
    client_id: `client-${++n}`,
    employee_id: PAT.id,
    job_id: JOB.id,
    type,
    device_time: at(time),
    face_match: true,
    ...more,
  },
  photo: null,
  refusal: () => null,
  userId: 1,
});
const stored = (id: number, clockIn: string, clockOut: string | null): StoredEntry => ({
  id,
  employee_id: PAT.id,
  original_clock_in_at: at(clockIn),
  clock_out_at: clockOut && at(clockOut),
  work_date: '2026-11-16',
  is_full_pay: 0,
  awaiting_clock_out: true,
  job: JOB,
});

function state(more: Partial<BatchState> = {}): BatchState {
  return {
    settings: { ...DEFAULT_SETTINGS, time_zone: 'America/New_York' },
    now: '2026-11-20T12:00:00.000Z',
    employees: new Map([[PAT.id, PAT]]),
    jobs: new Map([[JOB.id, JOB]]),
    known: new Map(),
    previous: new Map(),
    entries: [],
    ...more,
  };
}

/** What a clerk would read of the result: each answer, and each entry written as in-out. */
function summary(c: BatchChanges) {
  return {
    answers: c.answers.map((a) =>
      a.kind === 'refused'
        ? a.error.message
        : a.kind === 'known'
          ? 'known'
          : a.duplicate
            ? 'duplicate'
            : 'stored',
    ),
    punches: c.punches.length,
    entries: c.entries.map(
      (e) =>
        `${e.id ?? 'new'} ${hhmm(e.columns!.clock_in_at)}-${e.clock_out_at ? hhmm(e.clock_out_at) : 'open'}` +
        (e.columns!.clock_out_status ? ' flagged' : ''),
    ),
  };
}

describe('applyBatch', () => {
  const cases: [string, Partial<BatchState>, Upload[], ReturnType<typeof summary>][] = [
    [
      'a clock-in opens an entry, rounded to the job start',
      {},
      [punch('in', '06:56')],
      { answers: ['stored'], punches: 1, entries: ['new 07:00-open'] },
    ],
    [
      'a clock-in while one is open closes that one at the new clock-in, flagged',
      { entries: [stored(40, '07:00', null)] },
      [punch('in', '12:00')],
      { answers: ['stored'], punches: 1, entries: ['new 12:00-open', '40 07:00-12:00 flagged'] },
    ],
    [
      'an earlier clock-in uploaded late is closed where the open one began; that one stays open',
      { entries: [stored(40, '12:00', null)] },
      [punch('in', '07:00')],
      { answers: ['stored'], punches: 1, entries: ['new 07:00-12:00 flagged'] },
    ],
    [
      'a clock-out closes the latest entry begun before it, rounded',
      { entries: [stored(40, '07:00', '08:00'), stored(41, '09:00', null)] },
      [punch('out', '15:34')],
      { answers: ['stored'], punches: 1, entries: ['41 09:00-15:30'] },
    ],
    [
      'a queue is applied in its order within the batch',
      {},
      [punch('in', '07:00'), punch('in', '12:00'), punch('out', '15:30'), punch('in', '16:00')],
      {
        answers: ['stored', 'stored', 'stored', 'stored'],
        punches: 4,
        entries: ['new 07:00-12:00 flagged', 'new 12:00-15:30', 'new 16:00-open'],
      },
    ],
    [
      'a clock-out with nothing to close is refused and not stored',
      {},
      [punch('out', '15:30')],
      { answers: [TIMESHEET_MSG.noOpenClockIn], punches: 0, entries: [] },
    ],
    [
      'a second tap inside the window is kept as a duplicate punch and changes no entry',
      {},
      [punch('in', '07:00'), punch('in', '07:00', { device_time: '2026-11-16T07:00:40-05:00' })],
      { answers: ['stored', 'duplicate'], punches: 2, entries: ['new 07:00-open'] },
    ],
    [
      'a tap inside the window of a punch stored before is a duplicate too',
      { previous: new Map([[0, { punch_type: 'in' as const, punched_at: at('06:59') }]]) },
      [punch('in', '07:00')],
      { answers: ['duplicate'], punches: 1, entries: [] },
    ],
    [
      'a double tap uploaded out of order keeps the earlier tap, the later is the duplicate',
      {},
      [punch('in', '07:00', { device_time: '2026-11-16T07:00:40-05:00' }), punch('in', '07:00')],
      { answers: ['duplicate', 'stored'], punches: 2, entries: ['new 07:00-open'] },
    ],
    [
      'a clock-out refused for want of an open entry is not what a tap after it repeats',
      {},
      [punch('out', '15:30'), punch('out', '15:30', { device_time: '2026-11-16T15:30:40-05:00' })],
      { answers: [TIMESHEET_MSG.noOpenClockIn, TIMESHEET_MSG.noOpenClockIn], punches: 0, entries: [] },
    ],
    [
      'a punch stored before answers what was stored and writes nothing',
      { known: new Map([['stored-before', { punch_id: 5, time_entry_id: 6 }]]) },
      [punch('in', '07:00', { client_id: 'stored-before' })],
      { answers: ['known'], punches: 0, entries: [] },
    ],
    [
      'the same punch twice in one batch is stored once',
      {},
      [punch('in', '07:00', { client_id: 'twice-0001' }), punch('in', '07:00', { client_id: 'twice-0001' })],
      { answers: ['stored', 'duplicate'], punches: 1, entries: ['new 07:00-open'] },
    ],
    [
      'an inactive employee, an unknown job, half a position and a refused photo are refused alone',
      {
        employees: new Map([
          [PAT.id, PAT],
          [8, { ...PAT, id: 8, is_active: 0 }],
        ]),
      },
      [
        punch('in', '07:00', { employee_id: 8 }),
        punch('in', '07:00', { job_id: 99 }),
        punch('in', '07:00', { latitude: 40 }),
        { ...punch('in', '07:00'), photo: new ValidationError({ photo: TIMESHEET_MSG.badImage }) },
        punch('in', '07:00'),
      ],
      {
        answers: [
          TIMESHEET_MSG.unknownEmployee,
          TIMESHEET_MSG.unknownJob,
          TIMESHEET_MSG.badPosition,
          TIMESHEET_MSG.badImage,
          'stored',
        ],
        punches: 1,
        entries: ['new 07:00-open'],
      },
    ],
    [
      'a punch for someone its sender may not punch for is refused',
      {},
      [{ ...punch('in', '07:00'), refusal: () => new ForbiddenError(TIMESHEET_MSG.notYourCrew) }],
      { answers: [TIMESHEET_MSG.notYourCrew], punches: 0, entries: [] },
    ],
  ];

  it.each(cases)('%s', (_name, given, uploads, expected) => {
    expect(summary(applyBatch(state(given), uploads))).toEqual(expected);
  });

  it('audits each stored clock-in and clock-out once, naming the employee and job on the company clock', () => {
    const doubleTap = punch('in', '07:00', { device_time: '2026-11-16T07:00:30-05:00' });
    const changes = applyBatch(state(), [punch('in', '07:00'), doubleTap, punch('out', '15:30')]);
    expect(changes.audits.map((a) => [a.action, a.description])).toEqual([
      ['Clock In', 'Pat Worker (E7) clocked in at J-1 Bridge, 11/16/26 07:00 am'],
      ['Clock Out', 'Pat Worker (E7) clocked out at J-1 Bridge, 11/16/26 03:30 pm'],
    ]);
    expect(changes.lastClockIn).toEqual(new Map([[PAT.id, at('07:00')]]));
  });

  it("gives each new entry its job's site, else its employee's site, from the batch's own rows", () => {
    const sam = { ...PAT, id: 8, site_id: 30 };
    const siteJob = { ...JOB, id: 2, site_id: 20 };
    const changes = applyBatch(
      state({
        employees: new Map([
          [PAT.id, { ...PAT, site_id: 10 }],
          [sam.id, sam],
        ]),
        jobs: new Map([
          [JOB.id, JOB],
          [siteJob.id, siteJob],
        ]),
      }),
      [
        punch('in', '07:00'),
        punch('in', '07:00', { employee_id: sam.id, job_id: siteJob.id }),
        punch('in', '07:00', { employee_id: 9 }),
      ],
    );
    expect(changes.entries.map((e) => [e.employee_id, e.created!.site_id])).toEqual([
      [PAT.id, 10],
      [sam.id, 20],
    ]);
  });
});
