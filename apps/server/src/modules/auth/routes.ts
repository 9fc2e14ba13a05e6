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
  resetTokenInfo,
} from '@portal/contracts';
import { KnownDevices } from '../../platform/known-devices.ts';
import { authRateLimits, userRateLimit } from '../../platform/rate-limits.ts';
import { ok } from '../../platform/reply.ts';
import * as service from './service.ts';

/** `secret` signs the device cookies that keep a known device's sign-in apart from other attempts. */
export const authRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, opts) => {
  const { ctx } = app;
  const sign: service.SignToken = (claims, expiresIn) => app.jwt.sign(claims, { expiresIn });
  const devices = new KnownDevices(opts.secret, ctx.config.publicUrl.startsWith('https:'));
  const limited = authRateLimits(ctx.config.authRateLimit, (req, email) => devices.recognise(req, email));
  const tags = ['auth'];

  app.post(
    '/api/v1/login',
    {
      config: { access: 'public' },
      preHandler: limited.limit,
      schema: { tags, body: loginRequest, response: { 200: envelope(loginData) } },
    },
    async (req, reply) => {
      const data = await service.login(ctx, sign, req.body, req.ip);
      await limited.forgive(req);
      devices.remember(req, reply, req.body.email);
      return ok(MSG.login.success, data);
    },
  );

  app.get(
    '/api/v1/me',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelope(authUserSchema) } } },
    async (req) => ok('', await service.buildAuthUser(ctx, req.auth!.userId)),
  );

  app.post(
    '/api/v1/logout',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await service.logout(ctx, req.auth!, req.actor());
      return ok(MSG.logout, null);
    },
  );

  app.post(
    '/api/v1/change-password',
    {
      config: { access: 'user' },
      preHandler: userRateLimit(ctx.config.authRateLimit),
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
      preHandler: limited.limit,
      schema: { tags, body: requestPasswordResetRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await service.requestPasswordReset(ctx, req.body.email, req.ip);
      return ok(MSG.reset.requested, null);
    },
  );

  app.get(
    '/api/v1/check-token',
    {
      config: { access: 'public' },
      preHandler: limited.limit,
      schema: { tags, querystring: checkTokenQuery, response: { 200: envelope(resetTokenInfo) } },
    },
    async (req) => ok(MSG.reset.tokenOk, await service.checkResetToken(ctx, req.query.token)),
  );

  app.post(
    '/api/v1/reset-password',
    {
      config: { access: 'public' },
      preHandler: limited.limit,
      schema: { tags, body: resetPasswordRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await service.resetPassword(ctx, req.body, req.ip);
      return ok(MSG.reset.success, null);
    },
  );
};
