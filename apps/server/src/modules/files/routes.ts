import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream, existsSync } from 'node:fs';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';

/** Serves stored photos to whoever holds a valid signed URL (see FileStore). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/files/*',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: z.object({ exp: z.coerce.number(), sig: z.string() }) },
    },
    async (req, reply) => {
      const rel = (req.params as { '*': string })['*'];
      const found = app.ctx.files.verify(rel, req.query.exp, req.query.sig);
      // A signed URL outlives a deleted photo: that is a 404, not a failure.
      if (!found || !existsSync(found.file)) throw new NotFoundError();
      return reply
        .header('content-type', found.type)
        .header('cache-control', 'private, max-age=3600')
        .send(createReadStream(found.file));
    },
  );
};
