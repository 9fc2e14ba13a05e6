import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', engine: ctx.engine };
  });

  app.get(
    '/api/v1/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ iosStoreUrl: z.string(), androidStoreUrl: z.string(), androidAppLink: z.string() }),
        },
      },
    },
    async () => ctx.config.mobileLinks,
  );
};
