import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MSG } from '@portal/contracts/notifications';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows, createEmployee } from '../../../test/people.ts';

describe.each(ENGINES)('POST /api/v1/employee-notification on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let office: string;
  let crew: { id: number }[];
  let foreman: { id: number };

  beforeAll(async () => {
    t = await startTestApp(engine);
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    office = await signIn(t.app, company.users.office.email);
    crew = [
      await createEmployee(t.db, company.id, { role_id: company.roles['Field User'] }),
      await createEmployee(t.db, company.id, { role_id: company.roles['Field User'] }),
    ];
    foreman = await createEmployee(t.db, company.id, { role_id: company.roles.Foreman });
  });
  afterAll(() => t.close());

  const send = (payload: object, token = office) =>
    t.app.inject({ method: 'POST', url: '/api/v1/employee-notification', headers: bearer(token), payload });
  const valid = () => ({
    title: 'Cold weather gear',
    description: 'Pick up your jackets at the yard.',
    role: 'Field User',
    user_ids: crew.map((e) => e.id),
  });

  it('stores the notification with one unread recipient row per employee and answers 201', async () => {
    const res = await send(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      statusCode: 201,
      message: NOTIFICATION_MSG.sent(2),
      errors: null,
    });
    const recipients = await t.db
      .selectFrom('notification_recipients')
      .select(['employee_id', 'read_at', 'company_id'])
      .where('notification_id', '=', body.data.id)
      .orderBy('employee_id')
      .execute();
    expect(recipients).toEqual(
      crew.map((e) => ({ employee_id: e.id, read_at: null, company_id: company.id })),
    );
    const stored = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      title: 'Cold weather gear',
      role: 'Field User',
      created_by: company.users.office.id,
    });
    expect((await auditRows(t.db, company.id, 'Notification Send')).at(-1)).toMatchObject({
      entity: 'notification',
      entity_id: String(body.data.id),
    });
  });

  it('sends to employees of any role with All', async () => {
    const res = await send({ ...valid(), role: 'All', user_ids: [crew[0]!.id, foreman.id, foreman.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.recipients).toBe(2);
  });

  it.each([
    [{ title: '' }, { title: NOTIFICATION_MSG.titleRequired }],
    [{ title: undefined }, { title: NOTIFICATION_MSG.titleRequired }],
    [{ role: '' }, { role: NOTIFICATION_MSG.roleRequired }],
    [{ role: 'Office' }, { role: NOTIFICATION_MSG.roleRequired }],
    [{ user_ids: [] }, { user_ids: NOTIFICATION_MSG.recipientsRequired }],
    [{ user_ids: undefined }, { user_ids: NOTIFICATION_MSG.recipientsRequired }],
    [{ description: '   ' }, { description: NOTIFICATION_MSG.descriptionRequired }],
  ])('answers 422 with the spec message for %j', async (fields, errors) => {
    const res = await send({ ...valid(), ...fields });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('refuses employees of another role, and employees of another company', async () => {
    const wrongRole = await send({ ...valid(), user_ids: [crew[0]!.id, foreman.id] });
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json().errors).toEqual({ user_ids: NOTIFICATION_MSG.wrongRole('Field User') });

    const theirs = await createEmployee(t.db, other.id, { role_id: other.roles['Field User'] });
    const foreign = await send({ ...valid(), role: 'All', user_ids: [crew[0]!.id, theirs.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ user_ids: NOTIFICATION_MSG.unknownRecipients });
    const stored = await t.db
      .selectFrom('notification_recipients')
      .select('id')
      .where('employee_id', '=', theirs.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers 403 to Payroll (employees read only) and 401 without a token', async () => {
    expect((await send(valid(), await signIn(t.app, company.users.payroll.email))).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employee-notification',
      payload: valid(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
