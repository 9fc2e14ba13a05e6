import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { companyCodeQuery, roleListItem, userListItem, userListQuery } from '@portal/contracts/employees';
import { ok } from '../../platform/reply.ts';
import { assertOwnCompany } from '../sites/company-scope.ts';
import { listRoles, listUsers } from './queries.ts';

const tags = ['employees'];

/** The user and role options of the Employees screen (invite and notify dialogs). */
export const usersRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/user-list',
    {
      config: { access: { module: 'Employee' } },
      schema: { tags, querystring: userListQuery, response: { 200: envelope(z.array(userListItem)) } },
    },
    async (req) => {
      assertOwnCompany(req.auth!, req.query.company_code);
      return ok('', await listUsers(ctx.db, req.auth!.companyId, req.query.is_active));
    },
  );

  app.get(
    '/api/v1/role-list',
    {
      config: { access: 'user' },
      schema: { tags, querystring: companyCodeQuery, response: { 200: envelope(z.array(roleListItem)) } },
    },
    async (req) => {
      assertOwnCompany(req.auth!, req.query.company_code);
      return ok('', await listRoles(ctx.db, req.auth!.companyId));
    },
  );
};
