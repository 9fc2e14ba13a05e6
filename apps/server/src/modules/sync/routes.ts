import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contracts';
import { SYNC_MSG, SYNC_PARTS, SYNC_TYPE, syncStartData, syncStatusSchema } from '@portal/contracts/sync';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

const read = { module: 'Settings' } as const;
const write = { module: 'Settings', permission: 'settings_read_write' } as const;
const tags = ['sync'];
/** How long Sync Now waits for the sync before answering that it is still running. */
const WAIT_MS = 20_000;

/** Sync with CMiC and Star Builder (portal-core.md §7, §8 Manual sync; docs/sync.md). */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/sync-status',
    { config: { access: read }, schema: { tags, response: { 200: envelope(syncStatusSchema.nullable()) } } },
    async (req) => ok('', await service.syncStatus(ctx, req.auth!.companyId)),
  );

  app.get(
    '/api/v1/star-builder-sync',
    { config: { access: write }, schema: { tags, response: { 200: envelope(syncStartData) } } },
    async (req) => {
      const actor = req.actor();
      const { id, done } = await service.startSync(ctx, actor, SYNC_TYPE.manual);
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        done.then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), WAIT_MS))),
      ]);
      clearTimeout(timer);
      const status = await service.syncStatus(ctx, actor.companyId, id);
      if (!finished) return ok(SYNC_MSG.stillRunning, status);
      if (!status?.errors) return ok(SYNC_MSG.completed, status);
      const failed = SYNC_PARTS.filter((p) => p.key in status.errors!).map((p) => p.label);
      return { status: false, message: SYNC_MSG.partsFailed(failed), data: status, errors: status.errors };
    },
  );
};
