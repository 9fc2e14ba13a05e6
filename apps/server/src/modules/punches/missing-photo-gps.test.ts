import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MSG } from '@portal/contracts/fields';
import { PUNCH_REASON_MAX, TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { localDateTime } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createEmployee, createJob, punch } from '../../../test/timekeeping.ts';
import { PNG_1PX } from '../files/routes.test.ts';

const NOW = new Date('2026-11-25T22:00:00.000Z');
const PNG = PNG_1PX.toString('base64');

/*
 * A punch without a photo or a position says why (no_photo_reason, no_location_reason): the reason
 * goes into its entry's field notes, appended, and the punch is face- or GPS-flagged.
 */
describe.each(ENGINES)('punches without a photo or a position, with the reason, on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let job: number;
  let nowhereJob: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
    job = await createJob(t.db, company.id);
    nowhereJob = await createJob(t.db, company.id, { latitude: null, longitude: null });
  });
  afterAll(() => t.close());

  const entryOf = (id: number) =>
    t.db.selectFrom('time_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A punch as the field app sends it without a camera: no photo, face_match false. */
  const bare = { photo: null, face_match: false, latitude: null, longitude: null };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

  it('writes the reasons into the field notes, appended at the clock-out, and flags face and GPS', async () => {
    const emp = await createEmployee(t.db, company.id);
    const a = await punch(t.app, admin, {
      ...bare,
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-23T07:00:00-05:00',
      no_photo_reason: 'Camera permission refused',
      no_location_reason: 'Location permission refused',
    });
    expect(a.statusCode, a.body).toBe(200);
    const id = a.json().data.time_entry_id as number;
    let e = await entryOf(id);
    expect(e.field_notes).toBe(
      'Clock in: no photo (Camera permission refused); no GPS position (Location permission refused).',
    );
    expect(e.field_notes_at).toBe('2026-11-23T12:00:00.000Z');
    expect([e.face_in_status, e.gps_in_status]).toEqual([1, 1]);

    // The foreman's own note stays; the clock-out's reason follows it.
    await t.db
      .updateTable('time_entries')
      .set({ field_notes: 'Crew waited for the lift.' })
      .where('id', '=', id)
      .execute();
    const b = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'out',
      device_time: '2026-11-23T15:30:00-05:00',
      photo: PNG,
      face_match: true,
      latitude: null,
      longitude: null,
      no_location_reason: 'Location unavailable',
    });
    expect(b.statusCode, b.body).toBe(200);
    e = await entryOf(id);
    expect(e.field_notes).toBe(
      'Crew waited for the lift. Clock out: no GPS position (Location unavailable).',
    );
    expect(e.field_notes_at).toBe('2026-11-23T20:30:00.000Z');
    expect([e.face_out_status, e.gps_out_status]).toEqual([0, 1]);

    // Where the clerk reads it: the entry's card on Employee Timesheets.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time-sheet-detail?start_date=2026-11-23&end_date=2026-11-29&time_sheet_by=1&id=${emp}&pageSizeLimit=10`,
      headers: bearer(admin),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json().data)).toContain(
      'Crew waited for the lift. Clock out: no GPS position (Location unavailable).',
    );
  });

  it('joins the notes of a clock-in and clock-out sent in one batch; a punch without reasons adds none', async () => {
    const emp = await createEmployee(t.db, company.id);
    const res = await post('/api/v1/punches/batch', {
      punches: [
        {
          ...bare,
          client_id: randomUUID(),
          employee_id: emp,
          job_id: job,
          type: 'in',
          device_time: '2026-11-24T07:00:00-05:00',
          no_photo_reason: 'No camera',
        },
        {
          ...bare,
          client_id: randomUUID(),
          employee_id: emp,
          job_id: job,
          type: 'out',
          device_time: '2026-11-24T15:30:00-05:00',
          no_photo_reason: 'No camera',
          latitude: 40.7357,
          longitude: -74.1724,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [inn, out] = res.json().data;
    expect(inn.ok && out.ok).toBe(true);
    const e = await entryOf(inn.time_entry_id);
    expect(e.field_notes).toBe('Clock in: no photo (No camera). Clock out: no photo (No camera).');
    expect([e.face_in_status, e.face_out_status, e.gps_in_status]).toEqual([1, 1, 1]);
    expect(e.gps_out_status).toBe(0);

    const plain = await createEmployee(t.db, company.id);
    const p = await punch(t.app, admin, {
      employee_id: plain,
      job_id: job,
      type: 'in',
      device_time: '2026-11-24T07:00:00-05:00',
    });
    expect((await entryOf(p.json().data.time_entry_id)).field_notes).toBeNull();
  });

  it('flags a punch that says why it has no position on a job without a location too', async () => {
    const [withReason, without] = [
      await createEmployee(t.db, company.id),
      await createEmployee(t.db, company.id),
    ];
    const flagged = await punch(t.app, admin, {
      employee_id: withReason,
      job_id: nowhereJob,
      type: 'in',
      device_time: '2026-11-24T07:00:00-05:00',
      latitude: null,
      longitude: null,
      no_location_reason: 'Location permission refused',
    });
    expect((await entryOf(flagged.json().data.time_entry_id)).gps_in_status).toBe(1);
    // Without a reason, a job without a location is not checked (docs/mobile-punches.md).
    const unchecked = await punch(t.app, admin, {
      employee_id: without,
      job_id: nowhereJob,
      type: 'in',
      device_time: '2026-11-24T07:00:00-05:00',
      latitude: null,
      longitude: null,
    });
    expect((await entryOf(unchecked.json().data.time_entry_id)).gps_in_status).toBe(0);
  });

  it('refuses a reason that is empty, too long, or beside a photo or a position (422, nothing stored)', async () => {
    const emp = await createEmployee(t.db, company.id);
    const base = {
      employee_id: emp,
      job_id: job,
      type: 'in' as const,
      device_time: '2026-11-24T07:00:00-05:00',
    };
    const cases: [object, Record<string, string>][] = [
      [{ ...bare, no_photo_reason: '   ' }, { no_photo_reason: TIMESHEET_MSG.reasonEmpty }],
      [
        { ...bare, no_location_reason: 'x'.repeat(PUNCH_REASON_MAX + 1) },
        { no_location_reason: FIELD_MSG.tooLong(PUNCH_REASON_MAX) },
      ],
      [
        { photo: PNG, no_photo_reason: 'No camera' },
        { no_photo_reason: TIMESHEET_MSG.noPhotoReasonWithPhoto },
      ],
      [
        { no_location_reason: 'Location unavailable' },
        { no_location_reason: TIMESHEET_MSG.noLocationReasonWithPosition },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await punch(t.app, admin, { ...base, ...fields });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const stored = await t.db.selectFrom('punches').select('id').where('employee_id', '=', emp).execute();
    expect(stored).toHaveLength(0);

    // In a batch the punch is refused on its own; the others are stored.
    const res = await post('/api/v1/punches/batch', {
      punches: [
        {
          ...base,
          client_id: randomUUID(),
          latitude: 40.7357,
          longitude: -74.1724,
          no_location_reason: 'Location unavailable',
        },
        { ...base, ...bare, client_id: randomUUID(), no_location_reason: 'Location unavailable' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refused, kept] = res.json().data;
    expect(refused).toMatchObject({
      ok: false,
      errors: { no_location_reason: TIMESHEET_MSG.noLocationReasonWithPosition },
    });
    expect(kept).toMatchObject({ ok: true, duplicate: false });
  });

  it('keeps the reason of a punch held for a closed week and writes it when the week is reopened', async () => {
    const payroll = await signIn(t.app, company.users.payroll.email);
    const emp = await createEmployee(t.db, company.id);
    // The week of Monday 11/09/26, one approved shift, closed for payroll.
    const a = await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-09T07:00:00-05:00',
    });
    await punch(t.app, admin, {
      employee_id: emp,
      job_id: job,
      type: 'out',
      device_time: '2026-11-09T15:30:00-05:00',
    });
    const done = await entryOf(a.json().data.time_entry_id);
    const tz = 'America/New_York';
    const approve = await post('/api/v1/time-entry-approval-update', {
      time_entries: [
        {
          id: done.id,
          version: done.version,
          clock_in_date_time: localDateTime(done.clock_in_at, tz),
          clock_out_date_time: localDateTime(done.clock_out_at!, tz),
          is_corrected: false,
        },
      ],
    });
    expect(approve.statusCode, approve.body).toBe(202);
    const close = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay-period-close',
      headers: bearer(payroll),
      payload: { start_date: '2026-11-09' },
    });
    expect(close.statusCode, close.body).toBe(200);

    const late = await punch(t.app, admin, {
      ...bare,
      employee_id: emp,
      job_id: job,
      type: 'in',
      device_time: '2026-11-10T07:00:00-05:00',
      no_photo_reason: 'Camera permission refused',
    });
    expect(late.json().data).toMatchObject({ held: true });

    const reopen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay-period-reopen',
      headers: bearer(payroll),
      payload: { start_date: '2026-11-09', reason: 'A late punch of the crew' },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const applied = await t.db
      .selectFrom('time_entries')
      .select(['field_notes', 'face_in_status'])
      .where('employee_id', '=', emp)
      .where('work_date', '=', '2026-11-10')
      .executeTakeFirstOrThrow();
    expect(applied).toEqual({
      field_notes: 'Clock in: no photo (Camera permission refused).',
      face_in_status: 1,
    });
  });
});
