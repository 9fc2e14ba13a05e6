import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';

/** Serves stored photos to whoever holds a valid signed URL (see FileStore), from any instance. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/files/*',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: z.object({ exp: z.coerce.number(), sig: z.string() }) },
    },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const type = app.ctx.files.verify(key, req.query.exp, req.query.sig);
      // A signed URL outlives a deleted photo: that is a 404, not a failure.
      const data = type ? await app.ctx.files.read(key) : null;
      if (!data) throw new NotFoundError();
      return reply.header('content-type', type).header('cache-control', 'private, max-age=3600').send(data);
    },
  );
};
