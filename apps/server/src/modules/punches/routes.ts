import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import { punchBatch, punchUpload } from '@portal/contracts/timesheets';
import { ok } from '../../platform/reply.ts';
import { closePunchWriter, ingestPunch, ingestPunches } from './service.ts';

const result = z.object({
  punch_id: z.number().nullable(),
  time_entry_id: z.number().nullable(),
  duplicate: z.boolean(),
  /** Kept for a week payroll has closed: applied when the week is reopened (docs/mobile-punches.md). */
  held: z.literal(true).optional(),
});

/** The mobile app's side: clock-ins and clock-outs (docs/mobile-api.md). */
export const punchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['punches (mobile app)'];
  app.addHook('onClose', () => closePunchWriter(ctx));

  app.post(
    '/api/v1/punches',
    { config: { access: 'user' }, schema: { tags, body: punchUpload, response: { 200: envelope(result) } } },
    async (req) => {
      const stored = await ingestPunch(ctx, req.auth!, req.actor(), req.body);
      return ok(stored.held ? PAY_PERIOD_MSG.latePunchKept : 'Punch stored.', stored);
    },
  );

  // Punches queued on a phone while offline, uploaded in order; each is stored or refused on its own.
  app.post(
    '/api/v1/punches/batch',
    { config: { access: 'user' }, schema: { tags, body: punchBatch } },
    async (req) => {
      const results = await ingestPunches(ctx, req.auth!, req.actor(), req.body.punches);
      return ok(`${results.filter((r) => r.ok).length} of ${results.length} punches stored.`, results);
    },
  );
};
