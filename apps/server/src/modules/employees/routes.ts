import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import {
  EMPLOYEE_MSG,
  employeeDetail,
  employeeImagesData,
  employeeListItem,
  employeeUpdateRequest,
  idParams,
  pictureStatusRequest,
  registerData,
  registerRequest,
} from '@portal/contracts/employees';
import { employeePayrollIdsRequest, PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

const write = { module: 'Employee', permission: 'employee_read_write' } as const;
const tags = ['employees'];

/** The Employees screen (timesheets-and-people.md §2, §7): list, detail, site, photos and invites. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // The Employees route needs no authority: every signed-in user reads their own company's list.
  app.get(
    '/api/v1/employee-list',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelope(z.array(employeeListItem)) } } },
    async (req) => ok('', await service.listEmployees(ctx, req.auth!.companyId)),
  );

  app.get(
    '/api/v1/employee/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: envelope(employeeDetail) } },
    },
    async (req) => ok('', await service.employeeDetail(ctx, req.auth!.companyId, req.params.id)),
  );

  app.put(
    '/api/v1/employee-update/:id',
    {
      config: { access: write },
      schema: {
        tags,
        params: idParams,
        body: employeeUpdateRequest,
        response: { 200: envelope(employeeListItem) },
      },
    },
    async (req) =>
      ok(
        EMPLOYEE_MSG.siteUpdated,
        await service.changeSite(ctx, req.actor(), req.params.id, req.body.site_id),
      ),
  );

  // The payroll systems' ids of the employee (beyond the spec): the ADP file number of the ADP file.
  app.put(
    '/api/v1/employee-payroll-ids/:id',
    {
      config: { access: write },
      schema: {
        tags,
        params: idParams,
        body: employeePayrollIdsRequest,
        response: { 200: envelope(employeeListItem) },
      },
    },
    async (req) =>
      ok(
        PAYROLL_MSG.adpFileNumberSaved,
        await service.setAdpFileNumber(ctx, req.actor(), req.params.id, req.body.adp_file_number),
      ),
  );

  app.put(
    '/api/v1/employee-picture-update-status/:id',
    {
      config: { access: write },
      schema: {
        tags,
        params: idParams,
        body: pictureStatusRequest,
        response: { 200: envelope(employeeImagesData) },
      },
    },
    async (req) =>
      ok(EMPLOYEE_MSG.defaultSet, await service.setDefaultPhoto(ctx, req.actor(), req.params.id)),
  );

  app.delete(
    '/api/v1/employee-picture-delete/:id',
    {
      config: { access: write },
      schema: { tags, params: idParams, response: { 200: envelope(employeeImagesData) } },
    },
    async (req) => ok(EMPLOYEE_MSG.photoDeleted, await service.deletePhoto(ctx, req.actor(), req.params.id)),
  );

  app.post(
    '/api/v1/register',
    {
      config: { access: write },
      schema: { tags, body: registerRequest, response: { 200: envelope(registerData) } },
    },
    async (req) => {
      const data = await service.inviteEmployee(ctx, req.actor(), req.auth!.permissions, req.body);
      return ok(data.msg, data);
    },
  );
};
