import closeWithGrace from 'close-with-grace';
import type { ProbeConfig } from './config.js';
import { createLogger } from './lib/log-safety.js';
import { createTargetResolver } from './lib/network/target-guard.js';
import { startProbe } from './modules/probes/probe.js';

/**
 * Starts a probe: it takes its region's checks from Redis until SIGTERM/SIGINT, then finishes
 * the checks in flight and leaves.
 */
export async function probe(config: ProbeConfig) {
  const logger = createLogger({ level: config.logLevel, service: 'tocsin-probe' });
  const running = await startProbe({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    region: config.region,
    sourceAddress: config.sourceAddress,
    concurrency: config.checkConcurrency,
    resolve: createTargetResolver({ allowPrivate: config.allowPrivateTargets }),
    log: logger,
  });
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal, checks: running.checks }, 'shutting down');
    await running.stop();
  });
  return running;
}
