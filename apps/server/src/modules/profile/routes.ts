import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUserSchema, envelope, MSG, profileUpdateRequest } from '@portal/contracts';
import { ok } from '../../platform/reply.ts';
import { buildAuthUser } from '../auth/service.ts';
import { updatePhone } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.put(
    '/api/v1/profile',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], body: profileUpdateRequest, response: { 200: envelope(authUserSchema) } },
    },
    async (req) => {
      await updatePhone(ctx, req.actor(), req.body.phone_number);
      return ok(MSG.profile.updated, await buildAuthUser(ctx, req.auth!.userId));
    },
  );
};
