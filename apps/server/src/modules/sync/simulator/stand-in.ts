import type { Config } from '../../../config.ts';
import { demoChanges } from './data.ts';
import { startSimulator, type Simulator } from './server.ts';

/**
 * Without a CMiC address, the simulator stands in for CMiC (and for Star Builder when it has no
 * address either), on loopback; the config that points the sync at it comes back with it.
 */
export async function simulatorStandIn(
  config: Config,
): Promise<{ config: Config; simulator: Simulator | null }> {
  if (config.sync.cmic.baseUrl) return { config, simulator: null };
  const simulator = await startSimulator(demoChanges, { port: config.sync.simulatorPort });
  const sync = {
    ...config.sync,
    cmic: { ...config.sync.cmic, baseUrl: simulator.url },
    starBuilder: { ...config.sync.starBuilder, baseUrl: config.sync.starBuilder.baseUrl ?? simulator.url },
  };
  return { config: { ...config, sync }, simulator };
}
