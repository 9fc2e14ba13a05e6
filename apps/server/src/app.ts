import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { seedDemoTime } from './db/seed/demo-time.ts';
import { seedDemoPeople } from './db/seed/demo-people.ts';
import { apiDocs, zodSchemaController } from './platform/api-docs.ts';
import { authPlugin } from './platform/auth-plugin.ts';
import { applyBodyLimits, DEFAULT_BODY_LIMIT } from './platform/body-limits.ts';
import type { AppContext } from './platform/context.ts';
import { refuseHiddenCharacters } from './platform/hidden-characters.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { FileStore } from './platform/files.ts';
import { parseJsonWithDepthLimit } from './platform/json-depth.ts';
import { openFileStorage } from './platform/storage/file-storage.ts';
import { openLimiterStore } from './platform/rate-limits.ts';
import { prepareDatabase } from './platform/release.ts';
import { serveFieldApp } from './platform/field-app.ts';
import { compressOptions, webAssetHeaders } from './platform/web-assets.ts';
import { loggerOptions, type LogStream } from './platform/logging.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { punchRoutes } from './modules/punches/routes.ts';
import { timesheetRoutes } from './modules/timesheets/routes.ts';
import { payPeriodRoutes } from './modules/pay-periods/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { auditLogRoutes } from './modules/audit-logs/routes.ts';
import { employeeRoutes } from './modules/employees/routes.ts';
import { siteRoutes } from './modules/sites/routes.ts';
import { usersRolesRoutes } from './modules/users-roles/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { meetingRoutes } from './modules/meetings/routes.ts';
import { subcontractorCompanyRoutes } from './modules/subcontractor-companies/routes.ts';
import { subcontractorTimesheetRoutes } from './modules/subcontractor-timesheets/routes.ts';
import { mobileRoutes } from './modules/mobile/routes.ts';
import { syncRoutes } from './modules/sync/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { syncJobs } from './modules/sync/background.ts';
import { runBackgroundJobs } from './platform/jobs/background-jobs.ts';
import { mailJobs } from './platform/jobs/mail-outbox.ts';
import { forgottenClockOutJobs } from './modules/punches/background.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BuildOptions {
  /** Tests pass their own database (a fresh SQLite file or a PostgreSQL schema). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  now?: () => Date;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where the log goes (standard output when left out); tests read it. */
  logStream?: LogStream;
  /**
   * Background work: true runs the job runner with its schedules (the sync, closing forgotten
   * clock-outs, the mail outbox's sweep); 'queues' only the jobs requests send (mail delivery);
   * false nothing. By default true, and 'queues' under NODE_ENV=test: the browser tests' server
   * delivers mail and starts nothing by the clock.
   */
  jobs?: boolean | 'queues';
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();

  const database = opts.database ?? openDatabase(config);
  // The demo company is seeded once, into an empty database: the company first, its time after the
  // services exist, because the time is made through the same ingestion path as the mobile app's.
  const seedWanted = await prepareDatabase(config, database);

  const now = opts.now ?? (() => new Date());
  const limits = await openLimiterStore(config, database);
  const secret = jwtSecret(config, database);
  const ctx: AppContext = {
    db: database.db,
    engine: database.engine,
    sqliteFile: database.sqliteFile,
    postgres: database.postgres ?? null,
    config,
    mailer: opts.mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, now }),
    files: new FileStore(openFileStorage(config, database), secret, now, app.log),
    limiter: limits.limiter,
    now,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  if (seedWanted) {
    const started = Date.now();
    await seedDemoTime(ctx);
    await seedDemoPeople(ctx.db, ctx.files, new Date());
    app.log.info(`seeded the demo company in ${Date.now() - started} ms`);
  }
  app.addHook('onClose', async () => {
    await limits.close();
    if (!opts.database) await database.db.destroy();
  });

  registerErrorHandler(app);
  parseJsonWithDepthLimit(app);
  refuseHiddenCharacters(app);
  applyBodyLimits(app);
  // Helmet's middleware is made once: @fastify/helmet made it (parsing the CSP) again for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  await app.register(fastifyCompress, compressOptions);
  apiDocs(app);
  await app.register(authPlugin, {
    db: ctx.db,
    secret,
    now: ctx.now,
    listenUrl: database.engine === 'postgres' ? config.databaseUrl : undefined,
  });

  await app.register(healthRoutes);
  await app.register(authRoutes, { secret });
  await app.register(profileRoutes);
  await app.register(fileRoutes);
  await app.register(punchRoutes);
  await app.register(timesheetRoutes);
  await app.register(payPeriodRoutes);
  await app.register(jobRoutes);
  await app.register(settingsRoutes);
  await app.register(auditLogRoutes);
  await app.register(employeeRoutes);
  await app.register(siteRoutes);
  await app.register(usersRolesRoutes);
  await app.register(notificationRoutes);
  await app.register(meetingRoutes);
  await app.register(subcontractorCompanyRoutes);
  await app.register(subcontractorTimesheetRoutes);
  await app.register(reportRoutes);
  await app.register(mobileRoutes);
  await app.register(syncRoutes);
  const jobs = opts.jobs ?? (config.env === 'test' ? 'queues' : true);
  if (jobs) {
    runBackgroundJobs(app, [syncJobs(ctx), mailJobs(ctx), forgottenClockOutJobs(ctx)], {
      schedules: jobs === true,
    });
  }

  if (opts.serveWeb ?? true) {
    await serveFieldApp(app, path.resolve(config.fieldDistDir ?? path.join(here, '../../field/dist')));
    await serveWebApp(app, config);
  }
  return app;
}

/** The secret that signs tokens: from JWT_SECRET, else one generated once and kept beside the SQLite file. */
function jwtSecret(config: Config, database: DatabaseHandle): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (database.engine === 'postgres') throw new Error('JWT_SECRET is required with PostgreSQL');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const dist = path.resolve(config.webDistDir ?? path.join(here, '../../web/dist'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    app.log.warn(`web app not built at ${dist}; run npm run build`);
    return;
  }
  // Files are sent by the route below, so the plugin does not list the build's files and add a route
  // for each at every start.
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: webAssetHeaders,
  });
  // A file of the build, else every path that is not an API call is a screen of the single-page app.
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) => {
    const file = path.join(dist, req.url.split('?')[0]!);
    if (file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(dist, file));
    }
    // A code chunk of an older build is gone: a 404 lets the web app offer a reload instead of
    // trying to run index.html as JavaScript. An unknown API call gets the API's JSON 404, not a page.
    if (req.url.startsWith('/assets/') || req.url.startsWith('/api/')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
