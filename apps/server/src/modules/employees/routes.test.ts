import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MSG } from '@portal/contracts/employees';
import { bearer, createCompany, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows, createEmployee, createSite, PNG_1PX } from '../../../test/people.ts';
import { addEmployeePhotos } from '../../db/seed/demo-people.ts';

describe.each(ENGINES)('employees API on %s', (engine) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let tokens: Record<'admin' | 'payroll' | 'office' | 'foreman', string>;
  let otherAdmin: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    company = await createCompany(t.db);
    other = await createCompany(t.db);
    tokens = {
      admin: await signIn(t.app, company.users.admin.email),
      payroll: await signIn(t.app, company.users.payroll.email),
      office: await signIn(t.app, company.users.office.email),
      foreman: await signIn(t.app, company.users.foreman.email),
    };
    otherAdmin = await signIn(t.app, other.users.admin.email);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

  /** An employee of the company with three photos, the first one the original. */
  async function employeeWithPhotos(companyId = company.id) {
    const employee = await createEmployee(t.db, companyId);
    const at = new Date().toISOString();
    const ids = await addEmployeePhotos(
      t.db,
      t.app.ctx.files,
      { companyId, employeeId: employee.id },
      [PNG_1PX, PNG_1PX, PNG_1PX],
      at,
    );
    return { employee, ids };
  }

  describe('GET /api/v1/employee-list', () => {
    it('lists every employee of the caller company with role, site and invite status', async () => {
      const site = await createSite(t.db, company.id, 'Newark Yard');
      const mine = await createEmployee(t.db, company.id, {
        role_id: company.roles['Field User'],
        site_id: site.id,
        first_name: 'Ana',
      });
      const inactive = await createEmployee(t.db, company.id, { is_active: 0 });
      const theirs = await createEmployee(t.db, other.id);

      const res = await call('GET', '/api/v1/employee-list', tokens.payroll);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { id: number }[];
      const ids = rows.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining([mine.id, inactive.id]));
      expect(ids).not.toContain(theirs.id);
      expect(rows.find((r) => r.id === mine.id)).toEqual({
        id: mine.id,
        code: mine.code,
        emp_code: mine.code,
        first_name: 'Ana',
        last_name: mine.last_name,
        role_id: company.roles['Field User'],
        role_name: 'Field User',
        site_id: site.id,
        site_code: site.code,
        site_name: 'Newark Yard',
        is_active: 1,
        shift: 1,
        email: null,
        phone: null,
        last_clock_in: null,
        invite_status: 1,
        adp_file_number: null,
      });
      expect(rows.find((r) => r.id === inactive.id)).toMatchObject({ is_active: 0 });
    });

    it('needs no module: a user whose role has no permissions still reads the list', async () => {
      expect((await call('GET', '/api/v1/employee-list', tokens.foreman)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await call('GET', '/api/v1/employee-list')).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/employee/{id}', () => {
    it('gives the detail with the photos as signed URLs, the original first', async () => {
      const { employee, ids } = await employeeWithPhotos();
      const res = await call('GET', `/api/v1/employee/${employee.id}`, tokens.payroll);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ id: employee.id, code: employee.code, app_user: null });
      expect(data.employee_images.map((i: { id: number }) => i.id)).toEqual(ids);
      expect(data.employee_images.map((i: { is_default: number }) => i.is_default)).toEqual([1, 0, 0]);
      const photo = await t.app.inject({ method: 'GET', url: data.employee_images[0].image_path });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
    });

    it("answers 404 for another company's employee and 401 without a token", async () => {
      const theirs = await createEmployee(t.db, other.id);
      expect((await call('GET', `/api/v1/employee/${theirs.id}`, tokens.admin)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/employee/${theirs.id}`)).statusCode).toBe(401);
    });
  });

  describe('PUT /api/v1/employee-update/{id}', () => {
    it('moves the employee to another site of the company and records it', async () => {
      const from = await createSite(t.db, company.id, 'Trenton Shop');
      const to = await createSite(t.db, company.id, 'Camden Pier');
      const employee = await createEmployee(t.db, company.id, { site_id: from.id });
      const res = await call('PUT', `/api/v1/employee-update/${employee.id}`, tokens.office, {
        site_id: to.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: true,
        message: EMPLOYEE_MSG.siteUpdated,
        data: { id: employee.id, site_id: to.id, site_name: 'Camden Pier', site_code: to.code },
      });
      const audit = await auditRows(t.db, company.id, 'Employee Site Change');
      expect(audit.at(-1)).toMatchObject({
        entity: 'employee',
        entity_id: String(employee.id),
        user_id: company.users.office.id,
      });
      expect(audit.at(-1)!.description).toContain('from Trenton Shop to Camden Pier');
    });

    it.each([
      [{}, EMPLOYEE_MSG.siteRequired],
      [{ site_id: '' }, EMPLOYEE_MSG.siteRequired],
    ])('answers 422 for %j', async (payload, message) => {
      const employee = await createEmployee(t.db, company.id);
      const res = await call('PUT', `/api/v1/employee-update/${employee.id}`, tokens.admin, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ site_id: message });
    });

    it("refuses another company's site with 422 and another company's employee with 404", async () => {
      const employee = await createEmployee(t.db, company.id);
      const theirSite = await createSite(t.db, other.id);
      const bad = await call('PUT', `/api/v1/employee-update/${employee.id}`, tokens.admin, {
        site_id: theirSite.id,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ site_id: EMPLOYEE_MSG.siteUnknown });

      const theirs = await createEmployee(t.db, other.id);
      const mySite = await createSite(t.db, company.id);
      expect(
        (await call('PUT', `/api/v1/employee-update/${theirs.id}`, tokens.admin, { site_id: mySite.id }))
          .statusCode,
      ).toBe(404);
    });

    it('answers 403 to a role that only reads employees (Payroll)', async () => {
      const employee = await createEmployee(t.db, company.id);
      const site = await createSite(t.db, company.id);
      const res = await call('PUT', `/api/v1/employee-update/${employee.id}`, tokens.payroll, {
        site_id: site.id,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PUT /api/v1/employee-picture-update-status/{id}', () => {
    it('makes the photo the original, leaving exactly one, and records it', async () => {
      const { employee, ids } = await employeeWithPhotos();
      const res = await call('PUT', `/api/v1/employee-picture-update-status/${ids[2]}`, tokens.office, {
        is_default: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(EMPLOYEE_MSG.defaultSet);
      expect(
        res.json().data.employee_images.map((i: { id: number; is_default: number }) => [i.id, i.is_default]),
      ).toEqual([
        [ids[2], 1],
        [ids[0], 0],
        [ids[1], 0],
      ]);
      const defaults = await t.db
        .selectFrom('employee_images')
        .select('id')
        .where('employee_id', '=', employee.id)
        .where('is_default', '=', 1)
        .execute();
      expect(defaults).toEqual([{ id: ids[2] }]);
      expect((await auditRows(t.db, company.id, 'Employee Photo Original')).at(-1)).toMatchObject({
        entity: 'employee_image',
        entity_id: String(ids[2]),
      });
    });

    it('accepts only is_default 1', async () => {
      const { ids } = await employeeWithPhotos();
      for (const payload of [{ is_default: 0 }, {}]) {
        const res = await call(
          'PUT',
          `/api/v1/employee-picture-update-status/${ids[1]}`,
          tokens.admin,
          payload,
        );
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ is_default: EMPLOYEE_MSG.defaultOnly });
      }
    });

    it("answers 404 for another company's photo and 403 to Payroll", async () => {
      const theirs = await employeeWithPhotos(other.id);
      const mine = await employeeWithPhotos();
      expect(
        (
          await call('PUT', `/api/v1/employee-picture-update-status/${theirs.ids[1]}`, tokens.admin, {
            is_default: 1,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call('PUT', `/api/v1/employee-picture-update-status/${mine.ids[1]}`, tokens.payroll, {
            is_default: 1,
          })
        ).statusCode,
      ).toBe(403);
      const stillDefault = await t.db
        .selectFrom('employee_images')
        .select('is_default')
        .where('id', '=', theirs.ids[0]!)
        .executeTakeFirstOrThrow();
      expect(stillDefault.is_default).toBe(1);
    });
  });

  describe('DELETE /api/v1/employee-picture-delete/{id}', () => {
    it('deletes a photo that is not the original, with its file, and records it', async () => {
      const { ids } = await employeeWithPhotos();
      const { image_path } = await t.db
        .selectFrom('employee_images')
        .select('image_path')
        .where('id', '=', ids[1]!)
        .executeTakeFirstOrThrow();
      expect(await t.app.ctx.files.read(image_path)).not.toBeNull();

      const res = await call('DELETE', `/api/v1/employee-picture-delete/${ids[1]}`, tokens.office);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(EMPLOYEE_MSG.photoDeleted);
      expect(res.json().data.employee_images.map((i: { id: number }) => i.id)).toEqual([ids[0], ids[2]]);
      expect(await t.app.ctx.files.read(image_path)).toBeNull();
      expect((await auditRows(t.db, company.id, 'Employee Photo Delete')).at(-1)).toMatchObject({
        entity_id: String(ids[1]),
      });
    });

    it('refuses to delete the original photo', async () => {
      const { ids } = await employeeWithPhotos();
      const res = await call('DELETE', `/api/v1/employee-picture-delete/${ids[0]}`, tokens.admin);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: EMPLOYEE_MSG.defaultNotDeletable,
        errors: { id: EMPLOYEE_MSG.defaultNotDeletable },
      });
      expect(
        await t.db.selectFrom('employee_images').select('id').where('id', '=', ids[0]!).executeTakeFirst(),
      ).toBeDefined();
    });

    it("answers 404 for another company's photo, 403 to Payroll and 401 without a token", async () => {
      const theirs = await employeeWithPhotos(other.id);
      const mine = await employeeWithPhotos();
      expect(
        (await call('DELETE', `/api/v1/employee-picture-delete/${theirs.ids[1]}`, tokens.admin)).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/v1/employee-picture-delete/${mine.ids[1]}`, tokens.payroll)).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/v1/employee-picture-delete/${mine.ids[1]}`)).statusCode).toBe(401);
      expect(
        await t.db
          .selectFrom('employee_images')
          .select('id')
          .where('id', '=', mine.ids[1]!)
          .executeTakeFirst(),
      ).toBeDefined();
    });
  });

  describe('option lists', () => {
    it('GET /api/v1/site-list gives the sites of the caller company', async () => {
      const site = await createSite(t.db, company.id, 'Site of mine');
      const theirs = await createSite(t.db, other.id, 'Site of theirs');
      const res = await call('GET', `/api/v1/site-list?company_code=${company.code}`, tokens.foreman);
      expect(res.statusCode).toBe(200);
      const sites = res.json().data as { id: number }[];
      expect(sites).toContainEqual({ id: site.id, name: 'Site of mine', code: site.code });
      expect(sites.map((s) => s.id)).not.toContain(theirs.id);
      expect((await call('GET', '/api/v1/site-list', tokens.foreman)).json().data).toEqual(sites);
    });

    it('GET /api/v1/role-list gives the roles with their mobile flag', async () => {
      const res = await call('GET', `/api/v1/role-list?company_code=${company.code}`, tokens.foreman);
      expect(res.statusCode).toBe(200);
      const roles = res.json().data as { id: number; name: string; is_mobile: number }[];
      expect(roles).toContainEqual({ id: company.roles.Foreman, name: 'Foreman', is_mobile: 1 });
      expect(roles).toContainEqual({ id: company.roles['Field User'], name: 'Field User', is_mobile: 1 });
      expect(roles).toContainEqual({ id: company.roles.Office, name: 'Office', is_mobile: 0 });
      expect(roles.map((r) => r.id)).not.toContain(other.roles.Foreman);
    });

    it('GET /api/v1/user-list gives the accounts of the company without password hashes, filtered by is_active', async () => {
      await t.db
        .updateTable('users')
        .set({ is_active: 0 })
        .where('id', '=', company.users.foreman.id)
        .execute();
      const res = await call('GET', `/api/v1/user-list?company_code=${company.code}`, tokens.payroll);
      expect(res.statusCode).toBe(200);
      const users = res.json().data as Record<string, unknown>[];
      expect(users.map((u) => u.id).sort()).toEqual(
        Object.values(company.users)
          .map((u) => u.id)
          .sort(),
      );
      expect(users.find((u) => u.id === company.users.office.id)).toEqual({
        id: company.users.office.id,
        name: `Office ${company.code}`,
        email: company.users.office.email,
        role: 'Office',
        is_active: 1,
        register_type: 'web',
        employee_id: null,
      });
      expect(res.body).not.toContain('argon2');
      const active = (await call('GET', '/api/v1/user-list?is_active=1', tokens.payroll)).json().data;
      expect(active.map((u: { id: number }) => u.id)).not.toContain(company.users.foreman.id);
      const inactive = (await call('GET', '/api/v1/user-list?is_active=0', tokens.payroll)).json().data;
      expect(inactive.map((u: { id: number }) => u.id)).toEqual([company.users.foreman.id]);
      await t.db
        .updateTable('users')
        .set({ is_active: 1 })
        .where('id', '=', company.users.foreman.id)
        .execute();
    });

    it('GET /api/v1/user-list needs the Employee module', async () => {
      expect((await call('GET', '/api/v1/user-list', tokens.foreman)).statusCode).toBe(403);
    });

    it.each(['site-list', 'role-list', 'user-list'])(
      "GET /api/v1/%s refuses another company's code with 403 and answers 401 without a token",
      async (path) => {
        const res = await call('GET', `/api/v1/${path}?company_code=${other.code}`, tokens.admin);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(EMPLOYEE_MSG.otherCompany);
        expect((await call('GET', `/api/v1/${path}`)).statusCode).toBe(401);
        expect((await call('GET', `/api/v1/${path}?company_code=${other.code}`, otherAdmin)).statusCode).toBe(
          200,
        );
      },
    );
  });
});
