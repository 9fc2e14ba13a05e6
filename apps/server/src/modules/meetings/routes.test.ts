import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MSG } from '@portal/contracts/meetings';
import { NOTIFICATION_MSG } from '@portal/contracts/notifications';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows, createEmployee } from '../../../test/people.ts';

// Wednesday 18 November 2026, 10:00 in New York (the companies' time zone).
const NOW = new Date('2026-11-18T15:00:00.000Z');

describe.each(ENGINES)('meetings API on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let office: string;
  let payroll: string;
  let crew: { id: number; code: string; first_name: string; last_name: string }[];

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    office = await signIn(t.app, company.users.office.email);
    payroll = await signIn(t.app, company.users.payroll.email);
    crew = [
      await createEmployee(t.db, company.id, { role_id: company.roles['Field User'], first_name: 'Ana' }),
      await createEmployee(t.db, company.id, { role_id: company.roles['Field User'], first_name: 'Ben' }),
    ];
  });
  afterAll(() => t.close());

  const valid = () => ({
    title: 'Safety stand-down',
    company_code: company.code,
    location: 'Newark Yard',
    description: 'Fall protection refresher.',
    status: 1,
    meeting_start_at: '2026-11-19 07:00:00',
    meeting_end_at: '2026-11-19 08:00:00',
    invite_ids: crew.map((e) => e.id),
    role: 'Field User',
  });
  const create = (payload: object, token = office) =>
    t.app.inject({ method: 'POST', url: '/api/v1/invite-meeting', headers: bearer(token), payload });
  const cancel = (id: number, payload: object = { status: 3 }, token = office) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/invite-meeting/${id}`, headers: bearer(token), payload });
  const list = (token = office, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/meeting-list${query}`, headers: bearer(token) });

  describe('POST /api/v1/invite-meeting', () => {
    it('creates the meeting in the company time zone with a pending invite per employee, and records it', async () => {
      const res = await create(valid());
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(res.json().message).toBe(MEETING_MSG.created);
      expect(data).toMatchObject({
        title: 'Safety stand-down',
        location: 'Newark Yard',
        role: 'Field User',
        status: 1,
        company_code: company.code,
        meeting_start_at: '2026-11-19T12:00:00.000Z',
        meeting_end_at: '2026-11-19T13:00:00.000Z',
        counts: { sent: 2, accepted: 0, rejected: 0, pending: 2 },
      });
      expect(data.meeting_invites).toEqual(
        crew.map((e) => ({
          id: expect.any(Number),
          employee_id: e.id,
          employee: `${e.first_name} ${e.last_name}`,
          emp_code: e.code,
          status: 'pending',
          responded_at: null,
        })),
      );
      const audit = (await auditRows(t.db, company.id, 'Meeting Create')).at(-1)!;
      expect(audit).toMatchObject({
        entity: 'meeting',
        entity_id: String(data.id),
        user_id: company.users.office.id,
      });
      expect(audit.description).toContain('2026-11-19 07:00:00 (America/New_York)');
    });

    it('takes ISO instants with an offset as they are, and the current minute as a start', async () => {
      const res = await create({
        ...valid(),
        meeting_start_at: '2026-11-18T10:00:00-05:00',
        meeting_end_at: '2026-11-18T16:30:00Z',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        meeting_start_at: '2026-11-18T15:00:00.000Z',
        meeting_end_at: '2026-11-18T16:30:00.000Z',
      });
    });

    it("accepts the spec's call, which sends no role: invitees of any role", async () => {
      const foreman = await createEmployee(t.db, company.id, { role_id: company.roles.Foreman });
      const { role: _role, ...body } = {
        ...valid(),
        title: 'Toolbox talk without a role',
        invite_ids: [foreman.id, crew[0]!.id],
      };
      const res = await create(body);
      expect(res.statusCode).toBe(200);
      const row = await t.db
        .selectFrom('meetings')
        .select('role')
        .where('title', '=', body.title)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('All');
    });

    it.each([
      [{ title: '' }, { title: MEETING_MSG.titleRequired }],
      [{ location: undefined }, { location: MEETING_MSG.locationRequired }],
      [{ role: 'Boss' }, { role: MEETING_MSG.roleRequired }],
      [{ invite_ids: [] }, { invite_ids: MEETING_MSG.inviteesRequired }],
      [{ description: '' }, { description: MEETING_MSG.descriptionRequired }],
      [{ meeting_start_at: '' }, { meeting_start_at: MEETING_MSG.startRequired }],
      [{ meeting_end_at: undefined }, { meeting_end_at: MEETING_MSG.endRequired }],
      [{ meeting_start_at: 'tomorrow at 7' }, { meeting_start_at: MEETING_MSG.timeFormat }],
      [{ meeting_start_at: '2026-02-30 07:00:00' }, { meeting_start_at: MEETING_MSG.timeFormat }],
      [{ status: 3 }, { status: MEETING_MSG.statusActive }],
      [
        { meeting_start_at: '2026-11-17 12:00:00', meeting_end_at: '2026-11-17 13:00:00' },
        { meeting_start_at: MEETING_MSG.dateBeforeToday },
      ],
      // 22:00 on the 17th in New York, although already the 18th in UTC.
      [
        { meeting_start_at: '2026-11-18T03:00:00Z', meeting_end_at: '2026-11-19 08:00:00' },
        { meeting_start_at: MEETING_MSG.dateBeforeToday },
      ],
      [{ meeting_start_at: '2026-11-18 09:59:00' }, { meeting_start_at: MEETING_MSG.startBeforeNow }],
      [{ meeting_end_at: '2026-11-19 06:59:00' }, { meeting_end_at: MEETING_MSG.endBeforeStart }],
    ])('answers 422 for %j', async (fields, errors) => {
      const res = await create({ ...valid(), ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });

    it('refuses invitees of another role or another company', async () => {
      const foreman = await createEmployee(t.db, company.id, { role_id: company.roles.Foreman });
      const wrongRole = await create({ ...valid(), invite_ids: [foreman.id] });
      expect(wrongRole.json().errors).toEqual({ invite_ids: NOTIFICATION_MSG.wrongRole('Field User') });
      const theirs = await createEmployee(t.db, other.id, { role_id: other.roles['Field User'] });
      const foreign = await create({ ...valid(), invite_ids: [crew[0]!.id, theirs.id] });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ invite_ids: NOTIFICATION_MSG.unknownRecipients });
      expect(
        (await create({ ...valid(), role: 'All', invite_ids: [foreman.id, crew[0]!.id] })).statusCode,
      ).toBe(200);
    });

    it("refuses another company's code with 403, Payroll with 403 and no token with 401", async () => {
      expect((await create({ ...valid(), company_code: other.code })).statusCode).toBe(403);
      expect((await create(valid(), payroll)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/invite-meeting', payload: valid() })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /api/v1/meeting-list', () => {
    it("lists the company's meetings, latest start first, without other companies' meetings", async () => {
      const later = (
        await create({
          ...valid(),
          title: 'Later',
          meeting_start_at: '2026-12-01 07:00:00',
          meeting_end_at: '2026-12-01 08:00:00',
        })
      ).json().data;
      const theirs = await createEmployee(t.db, other.id, { role_id: other.roles['Field User'] });
      const theirMeeting = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invite-meeting',
        headers: bearer(await signIn(t.app, other.users.office.email)),
        payload: { ...valid(), company_code: other.code, invite_ids: [theirs.id] },
      });
      expect(theirMeeting.statusCode).toBe(200);

      const res = await list(office, `?company_code=${company.code}`);
      expect(res.statusCode).toBe(200);
      const meetings = res.json().data as { id: number; meeting_start_at: string }[];
      expect(meetings[0]!.id).toBe(later.id);
      const starts = meetings.map((m) => m.meeting_start_at);
      expect(starts).toEqual([...starts].sort().reverse());
      expect(meetings.map((m) => m.id)).not.toContain(theirMeeting.json().data.id);
    });

    it("answers 403 to Payroll (no Send_Custom_Notification), 403 for another company's code, 401 without a token", async () => {
      expect((await list(payroll)).statusCode).toBe(403);
      expect((await list(office, `?company_code=${other.code}`)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/meeting-list' })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/v1/invite-meeting/{id}', () => {
    it('cancels an active meeting once, and records it', async () => {
      const meeting = (await create(valid())).json().data;
      const res = await cancel(meeting.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: MEETING_MSG.cancelled,
        data: { id: meeting.id, status: 3 },
      });
      expect((await auditRows(t.db, company.id, 'Meeting Cancel')).at(-1)).toMatchObject({
        entity_id: String(meeting.id),
      });
      const again = await cancel(meeting.id);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ status: MEETING_MSG.alreadyCancelled });
    });

    it.each([{ status: 1 }, { status: 2 }, {}])('accepts only status 3: %j', async (payload) => {
      const meeting = (await create(valid())).json().data;
      const res = await cancel(meeting.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ status: MEETING_MSG.cancelOnly });
    });

    it("answers 404 for another company's meeting, 403 to Payroll and 401 without a token", async () => {
      const meeting = (await create(valid())).json().data;
      const otherOffice = await signIn(t.app, other.users.office.email);
      expect((await cancel(meeting.id, { status: 3 }, otherOffice)).statusCode).toBe(404);
      expect((await cancel(meeting.id, { status: 3 }, payroll)).statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/v1/invite-meeting/${meeting.id}`,
            payload: { status: 3 },
          })
        ).statusCode,
      ).toBe(401);
      expect((await list()).json().data.find((m: { id: number }) => m.id === meeting.id).status).toBe(1);
    });
  });
});
