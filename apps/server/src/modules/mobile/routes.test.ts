import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MSG } from '@portal/contracts/meetings';
import { NOTIFICATION_MSG } from '@portal/contracts/notifications';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows, createEmployee, createMobileUser } from '../../../test/people.ts';
import { createSubcontractorCompany, createSubcontractorWorker } from '../../../test/timekeeping.ts';
import { NOT_A_CREW_LEAD, NOT_AN_EMPLOYEE } from './service.ts';

describe.each(ENGINES)('mobile app inbox and meeting invites on %s', (engine) => {
  let clock = new Date('2026-11-18T15:00:00.000Z');
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let office: string;
  let foreman: { id: number; email: string; token: string };
  let worker: { id: number; email: string; token: string };

  async function crewMember(role: 'Foreman' | 'Field User') {
    const employee = await createEmployee(t.db, company.id, { role_id: company.roles[role] });
    const user = await createMobileUser(t.db, company.id, employee, company.roles[role]!);
    return { id: employee.id, email: user.email, token: await signIn(t.app, user.email) };
  }

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => clock });
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    office = await signIn(t.app, company.users.office.email);
    foreman = await crewMember('Foreman');
    worker = await crewMember('Field User');
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, payload });
  const notify = async (title: string, role: string, ids: number[], token = office) =>
    (
      await post('employee-notification', token, { title, description: `${title}!`, role, user_ids: ids })
    ).json().data.id as number;
  const meeting = async (
    title: string,
    ids: number[],
    start = '2026-11-19 07:00:00',
    end = '2026-11-19 08:00:00',
  ) =>
    (
      await post('invite-meeting', office, {
        title,
        location: 'Yard',
        description: 'Be there.',
        role: 'All',
        meeting_start_at: start,
        meeting_end_at: end,
        invite_ids: ids,
      })
    ).json().data.id as number;
  const meetingInList = async (id: number) =>
    (await get('meeting-list', office)).json().data.find((m: { id: number }) => m.id === id);

  describe('notifications', () => {
    it("lists the caller's notifications, newest first, unread, and only theirs", async () => {
      const older = await notify('Gear pickup', 'Foreman', [foreman.id]);
      clock = new Date(clock.getTime() + 60_000);
      const newer = await notify('Cold weather', 'All', [foreman.id, worker.id]);
      const notMine = await notify('Crew only', 'Field User', [worker.id]);

      const res = await get('mobile/notifications', foreman.token);
      expect(res.statusCode).toBe(200);
      const items = res.json().data as { id: number }[];
      expect(items.map((n) => n.id)).toEqual([newer, older]);
      expect(items.map((n) => n.id)).not.toContain(notMine);
      expect(items[0]).toEqual({
        id: newer,
        title: 'Cold weather',
        description: 'Cold weather!',
        role: 'All',
        created_at: clock.toISOString(),
        read_at: null,
        is_read: false,
      });
    });

    it('marks a notification read once, keeping the first read time', async () => {
      const id = await notify('Payroll cut-off', 'Field User', [worker.id]);
      const first = await post(`mobile/notifications/${id}/read`, worker.token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        message: NOTIFICATION_MSG.read,
        data: { id, is_read: true, read_at: clock.toISOString() },
      });
      const readAt = clock.toISOString();
      clock = new Date(clock.getTime() + 60_000);
      const again = await post(`mobile/notifications/${id}/read`, worker.token);
      expect(again.json().data.read_at).toBe(readAt);
      const row = await t.db
        .selectFrom('notification_recipients')
        .select('read_at')
        .where('notification_id', '=', id)
        .where('employee_id', '=', worker.id)
        .executeTakeFirstOrThrow();
      expect(row.read_at).toBe(readAt);
    });

    it('answers 404 for a notification sent to someone else or of another company', async () => {
      const toWorker = await notify('Not for the foreman', 'Field User', [worker.id]);
      expect((await post(`mobile/notifications/${toWorker}/read`, foreman.token)).statusCode).toBe(404);
      const theirEmployee = await createEmployee(t.db, other.id, { role_id: other.roles.Foreman });
      const theirs = await notify(
        'Theirs',
        'Foreman',
        [theirEmployee.id],
        await signIn(t.app, other.users.office.email),
      );
      expect((await post(`mobile/notifications/${theirs}/read`, foreman.token)).statusCode).toBe(404);
    });
  });

  describe('meeting invites', () => {
    it('shows the invite, takes the answers and the meeting list counts them', async () => {
      const id = await meeting('Toolbox talk', [foreman.id, worker.id]);
      const mine = (await get('mobile/meetings', foreman.token)).json().data as { id: number }[];
      expect(mine.find((m) => m.id === id)).toEqual({
        id,
        invite_id: expect.any(Number),
        title: 'Toolbox talk',
        description: 'Be there.',
        location: 'Yard',
        meeting_start_at: '2026-11-19T12:00:00.000Z',
        meeting_end_at: '2026-11-19T13:00:00.000Z',
        meeting_status: 1,
        status: 'pending',
        responded_at: null,
      });

      const accepted = await post(`mobile/meetings/${id}/respond`, foreman.token, { status: 'accepted' });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        message: MEETING_MSG.answered('accepted'),
        data: { id, status: 'accepted', responded_at: clock.toISOString() },
      });
      expect(
        (await post(`mobile/meetings/${id}/respond`, worker.token, { status: 'rejected' })).statusCode,
      ).toBe(200);

      const listed = await meetingInList(id);
      expect(listed.counts).toEqual({ sent: 2, accepted: 1, rejected: 1, pending: 0 });
      expect(
        Object.fromEntries(
          listed.meeting_invites.map((i: { employee_id: number; status: string }) => [
            i.employee_id,
            i.status,
          ]),
        ),
      ).toEqual({ [foreman.id]: 'accepted', [worker.id]: 'rejected' });

      // A change of mind is an answer too.
      await post(`mobile/meetings/${id}/respond`, foreman.token, { status: 'rejected' });
      expect((await meetingInList(id)).counts).toEqual({ sent: 2, accepted: 0, rejected: 2, pending: 0 });
      const audit = await auditRows(t.db, company.id, 'Meeting Response');
      expect(audit).toHaveLength(3);
      expect(audit[0]).toMatchObject({ entity: 'meeting_invite' });
    });

    it('refuses an answer other than accepted or rejected', async () => {
      const id = await meeting('Answer check', [worker.id]);
      for (const payload of [{ status: 'pending' }, {}]) {
        const res = await post(`mobile/meetings/${id}/respond`, worker.token, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ status: MEETING_MSG.answerRequired });
      }
    });

    it('answers 404 for a meeting the caller is not invited to', async () => {
      const id = await meeting('Crew only', [worker.id]);
      expect(
        (await post(`mobile/meetings/${id}/respond`, foreman.token, { status: 'accepted' })).statusCode,
      ).toBe(404);
      expect(
        ((await get('mobile/meetings', foreman.token)).json().data as { id: number }[]).map((m) => m.id),
      ).not.toContain(id);
    });

    it('refuses answers to a cancelled meeting, which still shows as cancelled', async () => {
      const id = await meeting('Called off', [worker.id]);
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/invite-meeting/${id}`,
        headers: bearer(office),
        payload: { status: 3 },
      });
      const res = await post(`mobile/meetings/${id}/respond`, worker.token, { status: 'accepted' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ status: MEETING_MSG.meetingCancelled });
      const shown = ((await get('mobile/meetings', worker.token)).json().data as { id: number }[]).find(
        (m) => m.id === id,
      );
      expect(shown).toMatchObject({ meeting_status: 3, status: 'pending' });
    });

    it('refuses answers once the meeting is over', async () => {
      const id = await meeting('Short one', [worker.id], '2026-11-19 09:00:00', '2026-11-19 09:30:00');
      const saved = clock;
      clock = new Date('2026-11-19T15:00:00.000Z');
      try {
        // A day later the morning's session has expired: the app signs in again.
        const token = await signIn(t.app, worker.email);
        const res = await post(`mobile/meetings/${id}/respond`, token, { status: 'accepted' });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ status: MEETING_MSG.meetingOver });
      } finally {
        clock = saved;
      }
    });
  });

  describe('sub-contractor crews', () => {
    it('lists the active workers of the active sub-contractor companies to a foreman and a clerk only', async () => {
      const sub = await createSubcontractorCompany(t.db, company.id, { name: 'Alpha Rigging' });
      const gone = await createSubcontractorCompany(t.db, company.id, { name: 'Gone Co', is_active: 0 });
      const worker = await createSubcontractorWorker(t.db, company.id, sub, {
        code: 'W9',
        first_name: 'Ola',
        last_name: 'Berg',
      });
      await createSubcontractorWorker(t.db, company.id, sub, { is_active: 0 });
      await createSubcontractorWorker(t.db, company.id, gone);
      await createSubcontractorWorker(t.db, other.id, await createSubcontractorCompany(t.db, other.id));

      const expected = [
        {
          id: worker,
          code: 'W9',
          first_name: 'Ola',
          last_name: 'Berg',
          subcontractor_company_id: sub,
          company_name: 'Alpha Rigging',
        },
      ];
      const res = await get('mobile/subcontractor-workers', foreman.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(expected);
      const payroll = await signIn(t.app, company.users.payroll.email);
      expect((await get('mobile/subcontractor-workers', payroll)).json().data).toEqual(expected);
      const office = await signIn(t.app, company.users.office.email);
      for (const token of [office, (await crewMember('Field User')).token]) {
        const denied = await get('mobile/subcontractor-workers', token);
        expect(denied.statusCode).toBe(403);
        expect(denied.json().message).toBe(NOT_A_CREW_LEAD);
      }
      expect((await get('mobile/subcontractor-workers')).statusCode).toBe(401);
    });
  });

  describe('access', () => {
    it.each([
      ['GET', 'mobile/notifications'],
      ['POST', 'mobile/notifications/1/read'],
      ['GET', 'mobile/meetings'],
      ['POST', 'mobile/meetings/1/respond'],
    ] as const)(
      '%s %s: 403 for a web account without an employee, 401 without a token',
      async (method, url) => {
        const call = (token?: string) =>
          method === 'GET' ? get(url, token) : post(url, token, { status: 'accepted' });
        const web = await call(office);
        expect(web.statusCode).toBe(403);
        expect(web.json().message).toBe(NOT_AN_EMPLOYEE);
        expect((await call()).statusCode).toBe(401);
      },
    );
  });
});
