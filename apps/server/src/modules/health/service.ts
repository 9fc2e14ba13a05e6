import type { AppContext } from '../../platform/context.ts';
import { ping } from './queries.ts';

/** The health answer, given once the database has answered (a load balancer's check). */
export async function health(ctx: AppContext) {
  await ping(ctx.db);
  return { status: 'ok', engine: ctx.engine };
}
