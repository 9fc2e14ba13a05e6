import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { webAssetHeaders } from './web-assets.ts';

/**
 * Serves the field app (apps/field's build) under /field/: its own bundle, so a phone never loads the
 * portal's code. Its files as built (pre-compressed .br/.gz beside them); any other path under /field/
 * is a screen of the app (index.html); a missing code chunk is a 404. The service worker and the
 * manifest are checked on every visit, like index.html, so a new release reaches the phones.
 */
export async function serveFieldApp(app: FastifyInstance, dist: string): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    app.log.warn(`field app not built at ${dist}; run npm run build`);
    return;
  }
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: dist,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        webAssetHeaders(reply, file);
        if (path.basename(file) === 'sw.js') reply.header('service-worker-allowed', '/field/');
      },
    });
    scope.get('/field', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) =>
      reply.redirect('/field/'),
    );
    scope.get('/field/*', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) => {
      const rel = decodeURIComponent(req.url.split('?')[0]!.slice('/field/'.length));
      const file = path.join(dist, rel);
      if (file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(dist, file));
      }
      if (rel.startsWith('assets/') || rel.startsWith('models/')) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  });
}
