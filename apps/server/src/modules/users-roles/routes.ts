import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { companyCodeQuery, roleListItem, userListItem, userListQuery } from '@portal/contracts/employees';
import { ok } from '../../platform/reply.ts';
import { roleOptions, userOptions } from './service.ts';

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
    async (req) => ok('', await userOptions(ctx, req.auth!, req.query)),
  );

  app.get(
    '/api/v1/role-list',
    {
      config: { access: 'user' },
      schema: { tags, querystring: companyCodeQuery, response: { 200: envelope(z.array(roleListItem)) } },
    },
    async (req) => ok('', await roleOptions(ctx, req.auth!, req.query.company_code)),
  );
};
