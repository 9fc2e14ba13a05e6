import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startPunchWriterEarly } from './modules/punches/service.ts';
import { simulatorStandIn } from './modules/sync/simulator/stand-in.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const { config: syncedConfig, simulator } = await simulatorStandIn(config);
const app = await buildApp(syncedConfig);
if (simulator) {
  app.log.info(`no CMIC_BASE_URL: syncing with the CMiC and Star Builder simulator at ${simulator.url}`);
  app.addHook('onClose', simulator.close);
}
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`portal ready on ${config.publicUrl}`);
startPunchWriterEarly(app.ctx);
