import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { health } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, () => health(ctx));

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
