import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBCONTRACTOR_MSG } from '@portal/contracts/subcontractor-companies';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows } from '../../../test/people.ts';

describe.each(ENGINES)('sub-contractor companies API on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let office: string;
  let admin: string;
  let payroll: string;
  let otherOffice: string;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    office = await signIn(t.app, company.users.office.email);
    admin = await signIn(t.app, company.users.admin.email);
    payroll = await signIn(t.app, company.users.payroll.email);
    otherOffice = await signIn(t.app, other.users.office.email);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, payload });
  const add = async (token = office, name = `Keystone Blasting ${++seq}`) =>
    (await call('POST', 'sub-contractor-companies-add', token, { name })).json().data as {
      id: number;
      name: string;
    };

  it('creates a company with who created it, lists it, and records it', async () => {
    const res = await call('POST', 'sub-contractor-companies-add', office, {
      name: '  Liberty Containment Co.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUBCONTRACTOR_MSG.created);
    const created = res.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Liberty Containment Co.',
      is_active: 1,
      sync_at: null,
      created_at: expect.any(String),
      created_by: `Office ${company.code}`,
      modified_at: created.created_at,
      modified_by: `Office ${company.code}`,
    });
    const list = await call('GET', 'sub-contractor-companies-list', office);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(created);
    expect((await auditRows(t.db, company.id, 'Sub-contractor Company Create')).at(-1)).toMatchObject({
      entity: 'subcontractor_company',
      entity_id: String(created.id),
    });
  });

  it('lists synced companies with their sync time and no creator, and only those of the company', async () => {
    const at = new Date().toISOString();
    const synced = await t.db
      .insertInto('subcontractor_companies')
      .values({
        company_id: company.id,
        name: 'Synced Rigging',
        sync_at: at,
        external_id: 'SB-1',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await add(otherOffice);
    const rows = (await call('GET', 'sub-contractor-companies-list', office)).json().data as { id: number }[];
    expect(rows).toContainEqual(
      expect.objectContaining({ id: synced.id, sync_at: at, created_by: null, modified_by: null }),
    );
    expect(rows.map((r) => r.id)).not.toContain(theirs.id);
  });

  it.each([[{ name: '' }], [{ name: '   ' }], [{}]])(
    'answers 422 Please enter name! for %j',
    async (payload) => {
      const res = await call('POST', 'sub-contractor-companies-add', office, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: SUBCONTRACTOR_MSG.nameRequired });
    },
  );

  it('refuses a name the company already uses, whatever its case, but not one of another company', async () => {
    const first = await add();
    const res = await call('POST', 'sub-contractor-companies-add', admin, {
      name: ` ${first.name.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: SUBCONTRACTOR_MSG.duplicate });
    expect(
      (await call('POST', 'sub-contractor-companies-add', otherOffice, { name: first.name })).statusCode,
    ).toBe(200);
  });

  it('renames a company, keeping the creator and recording who changed it', async () => {
    const created = await add();
    const res = await call('PUT', `sub-contractor-companies-update/${created.id}`, admin, {
      name: 'Garden State Scaffolding',
      id: created.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SUBCONTRACTOR_MSG.updated,
      data: {
        id: created.id,
        name: 'Garden State Scaffolding',
        created_by: `Office ${company.code}`,
        modified_by: `Administrator ${company.code}`,
      },
    });
    const audit = (await auditRows(t.db, company.id, 'Sub-contractor Company Update')).at(-1)!;
    expect(audit.description).toBe(
      `Renamed sub-contractor company ${created.name} to Garden State Scaffolding`,
    );
    expect(
      (
        await call('PUT', `sub-contractor-companies-update/${created.id}`, admin, {
          name: 'Garden State Scaffolding',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('validates the rename: name, duplicate, and an id that differs from the address', async () => {
    const a = await add();
    const b = await add();
    const empty = await call('PUT', `sub-contractor-companies-update/${a.id}`, office, { name: '' });
    expect(empty.json().errors).toEqual({ name: SUBCONTRACTOR_MSG.nameRequired });
    const dup = await call('PUT', `sub-contractor-companies-update/${a.id}`, office, { name: b.name });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: SUBCONTRACTOR_MSG.duplicate });
    const mismatch = await call('PUT', `sub-contractor-companies-update/${a.id}`, office, {
      name: 'X',
      id: b.id,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ id: SUBCONTRACTOR_MSG.idMismatch });
  });

  it('deactivates and activates, recording each change once', async () => {
    const created = await add();
    const off = await call('PUT', `sub-contractor-companies-deactivate/${created.id}`, office, {});
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: SUBCONTRACTOR_MSG.deactivated, data: { is_active: 0 } });
    expect(
      (await call('PUT', `sub-contractor-companies-deactivate/${created.id}`, office, {})).json().data
        .is_active,
    ).toBe(0);
    const on = await call('PUT', `sub-contractor-companies-activate/${created.id}`, office, {});
    expect(on.json()).toMatchObject({ message: SUBCONTRACTOR_MSG.activated, data: { is_active: 1 } });
    const byId = async (action: string) =>
      (await auditRows(t.db, company.id, action)).filter((r) => r.entity_id === String(created.id));
    expect(await byId('Sub-contractor Company Deactivate')).toHaveLength(1);
    expect(await byId('Sub-contractor Company Activate')).toHaveLength(1);
  });

  it.each([
    ['PUT', 'sub-contractor-companies-update', { name: 'Taken over' }],
    ['PUT', 'sub-contractor-companies-activate', {}],
    ['PUT', 'sub-contractor-companies-deactivate', {}],
  ] as const)("answers 404 to %s %s of another company's row", async (method, path, payload) => {
    const theirs = await add(otherOffice);
    expect((await call(method, `${path}/${theirs.id}`, office, payload)).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('subcontractor_companies')
      .select(['name', 'is_active'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: theirs.name, is_active: 1 });
  });

  it('answers 403 to Payroll (no SubContractor_Company) and 401 without a token', async () => {
    const created = await add();
    const calls = [
      ['GET', 'sub-contractor-companies-list', undefined],
      ['POST', 'sub-contractor-companies-add', { name: 'Nope' }],
      ['PUT', `sub-contractor-companies-update/${created.id}`, { name: 'Nope' }],
      ['PUT', `sub-contractor-companies-activate/${created.id}`, {}],
      ['PUT', `sub-contractor-companies-deactivate/${created.id}`, {}],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payroll, payload)).statusCode).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }
  });
});
