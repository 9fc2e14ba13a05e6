import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authUserSchema,
  changePasswordRequest,
  checkTokenQuery,
  envelope,
  loginData,
  loginRequest,
  MSG,
  requestPasswordResetRequest,
  resetPasswordRequest,
} from '@portal/contracts';
import { authRateLimits } from '../../platform/rate-limits.ts';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const sign: service.SignToken = (claims, expiresIn) => app.jwt.sign(claims, { expiresIn });
  const limited = authRateLimits(ctx.config.authRateLimit);
  const tags = ['auth'];

  app.post(
    '/api/v1/login',
    {
      config: { access: 'public' },
      preHandler: limited,
      schema: { tags, body: loginRequest, response: { 200: envelope(loginData) } },
    },
    async (req) => ok(MSG.login.success, await service.login(ctx, sign, req.body, req.ip)),
  );

  app.get(
    '/api/v1/me',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelope(authUserSchema) } } },
    async (req) => ok('', await service.buildAuthUser(ctx, req.auth!.userId)),
  );

  app.post('/api/v1/logout', { config: { access: 'user' }, schema: { tags } }, async (req) => {
    await service.logout(ctx, req.auth!, req.actor());
    return ok(MSG.logout, null);
  });

  app.post(
    '/api/v1/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: changePasswordRequest,
        response: { 200: envelope(z.object({ token: z.string() })) },
      },
    },
    async (req) =>
      ok(
        MSG.changePassword.success,
        await service.changePassword(ctx, sign, req.auth!, req.actor(), req.body),
      ),
  );

  app.post(
    '/api/v1/request-password-reset',
    {
      config: { access: 'public' },
      preHandler: limited,
      schema: { tags, body: requestPasswordResetRequest },
    },
    async (req) => {
      await service.requestPasswordReset(ctx, req.body.email, req.ip);
      return ok(MSG.reset.requested, null);
    },
  );

  app.get(
    '/api/v1/check-token',
    { config: { access: 'public' }, preHandler: limited, schema: { tags, querystring: checkTokenQuery } },
    async (req) => ok(MSG.reset.tokenOk, await service.checkResetToken(ctx, req.query.token)),
  );

  app.post(
    '/api/v1/reset-password',
    { config: { access: 'public' }, preHandler: limited, schema: { tags, body: resetPasswordRequest } },
    async (req) => {
      await service.resetPassword(ctx, req.body, req.ip);
      return ok(MSG.reset.success, null);
    },
  );
};
