import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

const PREFIX = '/api/docs';
const HOP_BY_HOP = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * Zod's schema compilers for every route, given as the schema controller's factories: Fastify then
 * never loads its default compilers (Ajv, fast-json-stringify), as it does at its start when they are
 * set afterwards with setValidatorCompiler and setSerializerCompiler.
 */
export const zodSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    // Typed as Ajv's; Fastify calls whichever compiler the factory returns.
    buildValidator: () => validatorCompiler as never,
    buildSerializer: () => serializerCompiler as never,
  },
};

/**
 * The API documentation at /api/docs (Swagger UI, the OpenAPI document at /api/docs/json and /yaml),
 * generated from the routes' schemas. It is public: it describes the calls, it holds no data.
 *
 * @fastify/swagger and its UI load on the first request of the documentation, not at every start:
 * the routes are noted as they are added, and that first request builds a Fastify instance holding
 * the two plugins and the same routes, which then answers every request of the documentation (through
 * this app, so its hooks and headers apply as to any answer). Register this before the routes.
 */
export function apiDocs(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(PREFIX)) routes.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;
  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    docs ??= docsApp(routes).catch((err: unknown) => {
      docs = undefined;
      throw err;
    });
    // A HEAD request is answered as a GET without its body, here as for every route.
    const res = await (await docs).inject({ method: 'GET', url: req.url, headers: req.headers });
    if (res.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(res.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) reply.header(name, value);
    }
    reply.code(res.statusCode);
    return res.rawPayload.length ? reply.send(res.rawPayload) : reply.send();
  };
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get(PREFIX, options, answer);
  app.get(`${PREFIX}/*`, options, answer);
}

const notFound = (_req: FastifyRequest, reply: FastifyReply) => reply.code(404).send();

async function docsApp(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ schemaController: zodSchemaController }).withTypeProvider<ZodTypeProvider>();
  await docs.register(swagger, {
    openapi: {
      info: { title: 'Time-keeping and payroll portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: PREFIX });
  // The app's routes, for their schemas: a request of the documentation that reaches one is not found.
  for (const { method, url, schema, config } of routes) {
    if (method === 'HEAD') continue;
    docs.route({ method, url, schema, config, exposeHeadRoute: false, handler: notFound });
  }
  await docs.ready();
  return docs;
}
