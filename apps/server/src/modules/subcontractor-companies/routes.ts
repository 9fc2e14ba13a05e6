import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { idParams } from '@portal/contracts/employees';
import {
  SUBCONTRACTOR_MSG,
  subcontractorCompany,
  subcontractorCompanyAddRequest,
  subcontractorCompanyUpdateRequest,
} from '@portal/contracts/subcontractor-companies';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

const read = { module: 'SubContractor_Company' } as const;
const write = { module: 'SubContractor_Company', permission: 'subcontractor_read_write' } as const;
const tags = ['sub-contractor companies'];
const one = { 200: envelope(subcontractorCompany) };

/** The Sub-contractor Company screen: list, create, rename, activate and deactivate. */
export const subcontractorCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/sub-contractor-companies-list',
    {
      config: { access: read },
      schema: { tags, response: { 200: envelope(z.array(subcontractorCompany)) } },
    },
    async (req) => ok('', await service.listCompanies(ctx, req.auth!.companyId)),
  );

  app.post(
    '/api/v1/sub-contractor-companies-add',
    { config: { access: write }, schema: { tags, body: subcontractorCompanyAddRequest, response: one } },
    async (req) => ok(SUBCONTRACTOR_MSG.created, await service.addCompany(ctx, req.actor(), req.body.name)),
  );

  app.put(
    '/api/v1/sub-contractor-companies-update/:id',
    {
      config: { access: write },
      schema: { tags, params: idParams, body: subcontractorCompanyUpdateRequest, response: one },
    },
    async (req) =>
      ok(SUBCONTRACTOR_MSG.updated, await service.renameCompany(ctx, req.actor(), req.params.id, req.body)),
  );

  for (const active of [true, false]) {
    app.put(
      `/api/v1/sub-contractor-companies-${active ? 'activate' : 'deactivate'}/:id`,
      { config: { access: write }, schema: { tags, params: idParams, response: one } },
      async (req) =>
        ok(
          active ? SUBCONTRACTOR_MSG.activated : SUBCONTRACTOR_MSG.deactivated,
          await service.setActive(ctx, req.actor(), req.params.id, active),
        ),
    );
  }
};
