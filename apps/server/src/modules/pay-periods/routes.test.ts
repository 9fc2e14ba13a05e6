import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import { localDateTime } from '@portal/domain';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createEmployee,
  createJob,
  createSite,
  createSubcontractorCompany,
  createSubcontractorWorker,
  punch,
  shift,
} from '../../../test/timekeeping.ts';

const NOW = new Date('2026-11-25T22:00:00.000Z');
const TZ = 'America/New_York';
const CLOSED_MSG = PAY_PERIOD_MSG.closed('2026-11-09');

describe.each(ENGINES)('pay periods on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: string;
  let payroll: string;
  let office: string;
  let site: number;
  let job: number;
  let emp: number;
  let worker: number;
  let entries: number[];
  let workerEntry: number;
  /** The crew's entries the refusal test adds, then approves. */
  const crewEntries: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    [admin, payroll, office] = await Promise.all([
      signIn(t.app, company.users.admin.email),
      signIn(t.app, company.users.payroll.email),
      signIn(t.app, company.users.office.email),
    ]);
    site = await createSite(t.db, company.id, 'North');
    job = await createJob(t.db, company.id, { code: 'J-1', name: 'Bridge' });
    emp = await createEmployee(t.db, company.id, {
      code: 'E1',
      first_name: 'Ana',
      last_name: 'Lopez',
      site_id: site,
    });
    const sub = await createSubcontractorCompany(t.db, company.id);
    worker = await createSubcontractorWorker(t.db, company.id, sub);
    // The week of Monday 11/09/26: three days of Ana's, one of a sub-contractor worker's, all approved.
    entries = [];
    for (const day of ['09', '10', '11'])
      entries.push(
        await shift(t.app, admin, emp, job, `2026-11-${day}T07:00:00-05:00`, `2026-11-${day}T15:30:00-05:00`),
      );
    workerEntry = await shift(
      t.app,
      admin,
      worker,
      job,
      '2026-11-12T07:00:00-05:00',
      '2026-11-12T15:00:00-05:00',
    );
    await approve(entries);
    await approve([workerEntry], '/api/v1/sub-contractor-punch-approval-update', 'punches');
  });
  afterAll(() => t.close());

  const get = (url: string, token = payroll) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, token = payroll) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const entry = (id: number) =>
    t.db.selectFrom('time_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const local = (iso: string | null) => (iso ? localDateTime(iso, TZ) : null);
  async function approvalItem(id: number, changes: object = {}) {
    const e = await entry(id);
    return {
      id,
      version: e.version,
      clock_in_date_time: local(e.clock_in_at)!,
      clock_out_date_time: local(e.clock_out_at),
      is_corrected: false,
      ...changes,
    };
  }
  async function approve(ids: number[], url = '/api/v1/time-entry-approval-update', field = 'time_entries') {
    const items = await Promise.all(ids.map((id) => approvalItem(id)));
    const res = await post(url, { [field]: items }, admin);
    expect(res.statusCode, res.body).toBe(202);
  }
  const status = async (start = '2026-11-09', token = payroll) =>
    (await get(`/api/v1/pay-periods?start_date=${start}`, token)).json().data;
  const exportWeek = (query = 'start_date=2026-11-09&end_date=2026-11-15') =>
    get(`/api/v1/time-export-txt?${query}`);
  const manual = (day: string, token = payroll) =>
    post(
      '/api/v1/add-time-entry',
      {
        emp_id: emp,
        job_id: job,
        clock_in_date_time: `${day} 16:00`,
        clock_out_date_time: `${day} 17:00`,
        notes: 'employee arrived late',
      },
      token,
    );

  describe('who may call', () => {
    it('answers 401 without a token', async () => {
      for (const res of [
        await t.app.inject({ method: 'GET', url: '/api/v1/pay-periods?start_date=2026-11-09' }),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/pay-period-close',
          payload: { start_date: '2026-11-09' },
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/pay-period-reopen',
          payload: { start_date: '2026-11-09', reason: 'x' },
        }),
      ])
        expect(res.statusCode).toBe(401);
    });

    it('lets the office read the status but neither close nor reopen (403)', async () => {
      expect((await get('/api/v1/pay-periods?start_date=2026-11-09', office)).statusCode).toBe(200);
      expect((await post('/api/v1/pay-period-close', { start_date: '2026-11-09' }, office)).statusCode).toBe(
        403,
      );
      expect(
        (await post('/api/v1/pay-period-reopen', { start_date: '2026-11-09', reason: 'typo' }, office))
          .statusCode,
      ).toBe(403);
    });

    it('takes only the Monday that starts a week', async () => {
      const res = await post('/api/v1/pay-period-close', { start_date: '2026-11-10' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.start_date).toBe(PAY_PERIOD_MSG.notAMonday);
    });
  });

  describe('closing', () => {
    it('refuses while an entry of the week is un-approved, naming how many, whose and on which screen', async () => {
      const extra = await shift(
        t.app,
        admin,
        emp,
        job,
        '2026-11-13T07:00:00-05:00',
        '2026-11-13T09:00:00-05:00',
      );
      const crew = await Promise.all(
        ['10', '11'].map((day) =>
          shift(t.app, admin, worker, job, `2026-11-${day}T16:00:00-05:00`, `2026-11-${day}T18:00:00-05:00`),
        ),
      );
      const close = () => post('/api/v1/pay-period-close', { start_date: '2026-11-09' });
      const both = await close();
      expect(both.statusCode).toBe(422);
      expect(both.json().errors).toEqual({
        start_date:
          '1 un-approved time entry of employees and 2 un-approved time entries of sub-contractors in the week. Approve all to close the pay period.',
        unapproved_employees: '1 un-approved time entry on Employee Timesheets',
        unapproved_subcontractors: '2 un-approved time entries on Sub Contractor Timesheets',
      });
      expect((await status()).closed).toBe(false);
      await approve([extra]);
      entries.push(extra);

      // Every employee approved: what is left is the sub-contractors', and the refusal says so.
      const subsOnly = await close();
      expect(subsOnly.json().errors).toEqual({
        start_date:
          '2 un-approved time entries of sub-contractors in the week. Approve all to close the pay period.',
        unapproved_subcontractors: '2 un-approved time entries on Sub Contractor Timesheets',
      });
      await approve(crew, '/api/v1/sub-contractor-punch-approval-update', 'punches');
      crewEntries.push(...crew);
    });

    it('refuses a week with nothing to pay', async () => {
      const res = await post('/api/v1/pay-period-close', { start_date: '2026-10-05' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.start_date).toBe(PAY_PERIOD_MSG.nothingToClose);
    });

    it('closes an approved week, keeps its file with control totals and logs it', async () => {
      const before = await exportWeek();
      expect(before.statusCode).toBe(200);
      const res = await post('/api/v1/pay-period-close', { start_date: '2026-11-09' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(PAY_PERIOD_MSG.closedDone('2026-11-09'));
      // Three days of 8.5 h less the break, and 2 h: one employee, four lines.
      const data = res.json().data;
      expect(data).toMatchObject({
        start_date: '2026-11-09',
        end_date: '2026-11-15',
        closed: true,
        late_punches: 0,
      });
      expect(data.closed_by).toBe(`Payroll ${company.code}`);
      expect(data.totals).toMatchObject({ employees: 1, lines: 4, overtime_hundredths: 0 });
      expect(data.totals.total_hundredths).toBe(data.totals.regular_hundredths);
      expect((await exportWeek()).json().data.data).toBe(before.json().data.data);
      const log = await t.db
        .selectFrom('audit_logs')
        .select('description')
        .where('company_id', '=', company.id)
        .where('action', '=', 'Pay Period Close')
        .execute();
      expect(log).toHaveLength(1);
      expect(log[0]!.description).toContain('Closed the week of 11/09/26 for payroll: 1 employees, 4 lines');
    });

    it('refuses to close it twice (409)', async () => {
      const res = await post('/api/v1/pay-period-close', { start_date: '2026-11-09' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAY_PERIOD_MSG.alreadyClosed('2026-11-09'));
    });
  });

  describe('a closed week cannot change', () => {
    const refused = (res: { statusCode: number; json(): { message: string } }) => {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CLOSED_MSG);
    };

    it('refuses a correction, an approval, a delete and a swap', async () => {
      const item = await approvalItem(entries[0]!, {
        is_corrected: true,
        clock_in_date_time: '2026-11-09 06:00:00',
        notes: 'employee arrived late',
      });
      refused(await post('/api/v1/time-entry-approval-update', { time_entries: [item] }));
      refused(await post('/api/v1/time-entry-bulk-delete', { time_ids: [entries[0]] }));
      const [a, b] = [await entry(entries[0]!), await entry(entries[1]!)];
      refused(
        await post('/api/v1/time-entry-swap-update', {
          swap_entries: [
            { swap_id: `${a.id}-CLKIN`, punch_in_id: b.punch_in_id, punch_out_id: null, version: a.version },
            { swap_id: `${b.id}-CLKIN`, punch_in_id: a.punch_in_id, punch_out_id: null, version: b.version },
          ],
        }),
      );
    });

    it('refuses a sub-contractor correction and delete', async () => {
      const item = await approvalItem(workerEntry, { is_corrected: true, notes: 'employee arrived late' });
      refused(await post('/api/v1/sub-contractor-punch-approval-update', { punches: [item] }));
      refused(await post('/api/v1/sub-contractor-punch-bulk-delete', { time_ids: [workerEntry] }));
    });

    it('refuses Add Timesheet and Approve Week for the week', async () => {
      refused(await manual('2026-11-14'));
      const week = { start_date: '2026-11-09', end_date: '2026-11-15', emp_ids: [emp] };
      refused(await post('/api/v1/time-entry-week-approval-preview', week));
      refused(
        await post('/api/v1/time-entry-week-approval', {
          ...week,
          time_entries: [{ id: entries[0], version: (await entry(entries[0]!)).version }],
        }),
      );
    });

    it('refuses a correction that would move an entry of an open week into it', async () => {
      const next = await shift(
        t.app,
        admin,
        emp,
        job,
        '2026-11-16T07:00:00-05:00',
        '2026-11-16T15:00:00-05:00',
      );
      const item = await approvalItem(next, {
        is_corrected: true,
        clock_in_date_time: '2026-11-15 07:00:00',
        clock_out_date_time: '2026-11-15 15:00:00',
        notes: 'employee arrived late',
      });
      refused(await post('/api/v1/time-entry-approval-update', { time_entries: [item] }));
      expect((await entry(next)).work_date).toBe('2026-11-16');
    });

    it('leaves every entry of the week as it was', async () => {
      for (const id of [...entries, workerEntry, ...crewEntries]) {
        const e = await entry(id);
        expect(e.deleted_at).toBeNull();
        expect(e.approved_status).toBe('approved');
      }
      const count = await t.db
        .selectFrom('time_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', company.id)
        .where('work_date', '>=', '2026-11-09')
        .where('work_date', '<=', '2026-11-15')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(entries.length + 1 + crewEntries.length);
    });

    it("leaves another company's same week open", async () => {
      const other = await createCompany(t.db);
      const otherPayroll = await signIn(t.app, other.users.payroll.email);
      const otherEmp = await createEmployee(t.db, other.id);
      const otherJob = await createJob(t.db, other.id);
      const res = await post(
        '/api/v1/add-time-entry',
        {
          emp_id: otherEmp,
          job_id: otherJob,
          clock_in_date_time: '2026-11-10 07:00',
          clock_out_date_time: '2026-11-10 15:00',
          notes: 'employee arrived late',
        },
        otherPayroll,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await status('2026-11-09', otherPayroll)).closed).toBe(false);
    });
  });

  describe('late punches', () => {
    let clientId: string;
    it('keeps a punch for the closed week without applying it, and answers a retry the same', async () => {
      clientId = randomUUID();
      const p = {
        employee_id: emp,
        job_id: job,
        type: 'in' as const,
        device_time: '2026-11-14T07:00:00-05:00',
        client_id: clientId,
      };
      const first = await punch(t.app, admin, p);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().message).toBe(PAY_PERIOD_MSG.latePunchKept);
      expect(first.json().data).toEqual({
        punch_id: null,
        time_entry_id: null,
        duplicate: false,
        held: true,
      });
      const again = await punch(t.app, admin, p);
      expect(again.json().data).toMatchObject({ held: true, duplicate: true });
      const stored = await t.db
        .selectFrom('punches')
        .select('id')
        .where('client_id', '=', clientId)
        .execute();
      expect(stored).toHaveLength(0);
      expect((await status()).late_punches).toBe(1);
    });

    it('keeps the clock-out of a kept clock-in even when it falls in an open week', async () => {
      const res = await punch(t.app, admin, {
        employee_id: emp,
        job_id: job,
        type: 'out',
        device_time: '2026-11-14T15:30:00-05:00',
      });
      expect(res.json().data).toMatchObject({ held: true });
      expect((await status()).late_punches).toBe(2);
    });

    it('answers a batch punch by punch: kept for the closed week, applied for an open one', async () => {
      const res = await post(
        '/api/v1/punches/batch',
        {
          punches: [
            {
              client_id: randomUUID(),
              employee_id: emp,
              job_id: job,
              type: 'in',
              device_time: '2026-11-15T07:00:00-05:00',
            },
            {
              client_id: randomUUID(),
              employee_id: emp,
              job_id: job,
              type: 'in',
              device_time: '2026-11-23T07:00:00-05:00',
            },
          ],
        },
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      const [kept, applied] = res.json().data;
      expect(kept).toMatchObject({ ok: true, held: true, punch_id: null });
      expect(applied).toMatchObject({ ok: true, duplicate: false });
      expect(applied.time_entry_id).toEqual(expect.any(Number));
      expect((await status()).late_punches).toBe(3);
    });
  });

  describe('exports of a closed week', () => {
    it('return the kept file byte for byte after names and settings change', async () => {
      const kept = (await exportWeek()).json().data.data as string;
      await t.db.updateTable('employees').set({ first_name: 'Anna' }).where('id', '=', emp).execute();
      await t.db
        .updateTable('settings')
        .set({ regular_time: '20:00:00' })
        .where('company_id', '=', company.id)
        .execute();
      const again = await exportWeek();
      expect(again.statusCode).toBe(200);
      expect(again.json().data.data).toBe(kept);
      expect(kept).toContain('Ana Lopez');
      await t.db
        .updateTable('settings')
        .set({ regular_time: '40:00:00' })
        .where('company_id', '=', company.id)
        .execute();
    });

    it('keep a site-filtered file on its first export', async () => {
      const first = await exportWeek(`start_date=2026-11-09&end_date=2026-11-15&site_id=${site}`);
      expect(first.statusCode, first.body).toBe(200);
      await t.db.updateTable('employees').set({ first_name: 'Annie' }).where('id', '=', emp).execute();
      const second = await exportWeek(`start_date=2026-11-09&end_date=2026-11-15&site_id=${site}`);
      expect(second.json().data.data).toBe(first.json().data.data);
    });

    it('refuse a range covering part of the closed week, or more', async () => {
      for (const query of [
        'start_date=2026-11-11&end_date=2026-11-15',
        'start_date=2026-11-09&end_date=2026-11-22',
      ]) {
        const res = await exportWeek(query);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.start_date).toBe(PAY_PERIOD_MSG.partialWeek('2026-11-09'));
      }
    });
  });

  describe('reopening', () => {
    it('needs a reason', async () => {
      for (const payload of [{ start_date: '2026-11-09' }, { start_date: '2026-11-09', reason: '   ' }]) {
        const res = await post('/api/v1/pay-period-reopen', payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.reason).toBe(PAY_PERIOD_MSG.reasonRequired);
      }
      expect((await status()).closed).toBe(true);
    });

    it('refuses a week that is not closed (409)', async () => {
      const res = await post('/api/v1/pay-period-reopen', { start_date: '2026-11-02', reason: 'typo' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAY_PERIOD_MSG.notClosed('2026-11-02'));
    });

    it('reopens with a reason, logs before and after, and applies the late punches', async () => {
      const res = await post('/api/v1/pay-period-reopen', {
        start_date: '2026-11-09',
        reason: 'Saturday shift missed',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ closed: false, late_punches: 0, totals: null });
      const log = await t.db
        .selectFrom('audit_logs')
        .select(['action', 'description'])
        .where('company_id', '=', company.id)
        .where('action', 'in', ['Pay Period Reopen', 'Late Punches Applied'])
        .orderBy('id')
        .execute();
      expect(log.map((l) => l.action)).toEqual(['Pay Period Reopen', 'Late Punches Applied']);
      expect(log[0]!.description).toMatch(
        /^Reopened the week of 11\/09\/26 for payroll, reason: Saturday shift missed\. Before: closed .+ by Payroll .+, 1 employees, 4 lines, .+ hours\. After: open, 3 late punches to apply$/,
      );
      expect(log[1]!.description).toBe('Applied 3 of 3 late punches of the week of 11/09/26');
      const saturday = await t.db
        .selectFrom('time_entries')
        .selectAll()
        .where('employee_id', '=', emp)
        .where('work_date', '=', '2026-11-14')
        .executeTakeFirstOrThrow();
      expect(saturday.punch_in_id).not.toBeNull();
      expect(saturday.punch_out_id).not.toBeNull();
      expect(saturday.approved_status).toBe('un-approved');
    });

    it('lets the week change again', async () => {
      const res = await manual('2026-11-13');
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('a close racing an edit', () => {
    it('never leaves a changed or added entry in a closed week', async () => {
      // The week of 11/02/26, approved; then a close and an Add Timesheet sent at the same moment, ten times.
      const ids = [];
      for (const day of ['02', '03'])
        ids.push(
          await shift(
            t.app,
            admin,
            emp,
            job,
            `2026-11-${day}T07:00:00-05:00`,
            `2026-11-${day}T15:00:00-05:00`,
          ),
        );
      await approve(ids);
      for (let round = 0; round < 10; round++) {
        const [close, add] = await Promise.all([
          post('/api/v1/pay-period-close', { start_date: '2026-11-02' }),
          manual(`2026-11-0${4 + (round % 4)}`),
        ]);
        // Either the entry came first (the close then sees it un-approved) or the close did (the add is refused).
        expect([close.statusCode, add.statusCode].sort()).toEqual(
          close.statusCode === 200 ? [200, 409] : [200, 422],
        );
        if (close.statusCode === 200) {
          expect(add.json().message).toBe(PAY_PERIOD_MSG.closed('2026-11-02'));
          expect(
            (await post('/api/v1/pay-period-reopen', { start_date: '2026-11-02', reason: 'race test' }))
              .statusCode,
          ).toBe(200);
        } else {
          const added = await t.db
            .selectFrom('time_entries')
            .select('id')
            .where('id', '=', add.json().data.id)
            .executeTakeFirstOrThrow();
          await t.db
            .updateTable('time_entries')
            .set({ deleted_at: NOW.toISOString() })
            .where('id', '=', added.id)
            .execute();
        }
      }
    });
  });
});
