// The reference for the portal's cold start (docs/benchmarks.md, "Cold start"): a Fastify server with
// nothing but a health route, started by node as the portal is, on the same PORT.
//
//   PORT=8299 node scripts/cold-start.mjs 5 -- node apps/server/bench/bare-fastify.mjs
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 8080), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => app.close());
