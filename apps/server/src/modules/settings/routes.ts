import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import {
  databaseInfo,
  SETTINGS_MSG,
  settingsSchema,
  settingsUpdateRequest,
  testMailData,
} from '@portal/contracts/settings';
import {
  OVERTIME_POLICY_MSG,
  overtimePolicies,
  overtimePoliciesUpdate,
} from '@portal/contracts/overtime-policies';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

const read = { module: 'Settings' } as const;
const write = { module: 'Settings', permission: 'settings_read_write' } as const;
const tags = ['settings'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The Settings screen (portal-core.md §2, §3, §5): settings, test mail, the overtime policies and the
 * Database panel.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/setting/:id',
    {
      config: { access: read },
      schema: { tags, params: idParams, response: { 200: envelope(settingsSchema) } },
    },
    async (req) => ok('', await service.getSettings(ctx, req.auth!.companyId, req.params.id)),
  );

  app.put(
    '/api/v1/setting/:id',
    {
      config: { access: write },
      schema: {
        tags,
        params: idParams,
        body: settingsUpdateRequest,
        response: { 200: envelope(settingsSchema) },
      },
    },
    async (req) =>
      ok(SETTINGS_MSG.updated, await service.updateSettings(ctx, req.actor(), req.params.id, req.body)),
  );

  app.post(
    '/api/v1/setting/:id/test-mail',
    {
      config: { access: write },
      schema: { tags, params: idParams, response: { 200: envelope(testMailData) } },
    },
    async (req) => {
      const to = await service.sendTestMail(ctx, req.actor(), req.params.id);
      return ok(SETTINGS_MSG.testMailSent(to), { to });
    },
  );

  app.get(
    '/api/v1/overtime-policies',
    { config: { access: read }, schema: { tags, response: { 200: envelope(overtimePolicies) } } },
    async (req) => ok('', await service.getOvertimePolicies(ctx, req.auth!.companyId)),
  );

  app.put(
    '/api/v1/overtime-policies',
    {
      config: { access: write },
      schema: { tags, body: overtimePoliciesUpdate, response: { 200: envelope(overtimePolicies) } },
    },
    async (req) =>
      ok(OVERTIME_POLICY_MSG.updated, await service.updateOvertimePolicies(ctx, req.actor(), req.body)),
  );

  app.get(
    '/api/v1/database-info',
    { config: { access: read }, schema: { tags, response: { 200: envelope(databaseInfo) } } },
    async () => ok('', await service.databaseInfo(ctx)),
  );

  app.get('/api/v1/database-backup', { config: { access: write }, schema: { tags } }, async (req, reply) => {
    const backup = await service.databaseBackup(ctx, req.actor());
    const stream = fs.createReadStream(backup.file).on('close', backup.cleanup);
    return reply
      .header('content-type', 'application/vnd.sqlite3')
      .header('content-disposition', `attachment; filename="${backup.name}"`)
      .send(stream);
  });
};
