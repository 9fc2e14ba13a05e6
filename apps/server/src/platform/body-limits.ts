import type { FastifyInstance } from 'fastify';

const MiB = 1024 * 1024;

/** What one call may send: a form's worth of JSON, at most a bulk call of 500 entries. */
export const DEFAULT_BODY_LIMIT = MiB;

/** The mobile app's punch uploads carry base64 photos (about 6 MB each), a batch several of them. */
const LARGER_BODIES: Record<string, number> = {
  '/api/v1/punches': 8 * MiB,
  '/api/v1/punches/batch': 32 * MiB,
};

/** Gives the calls that carry photos their larger limit; a route may still set its own. */
export function applyBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= LARGER_BODIES[route.url];
  });
}
