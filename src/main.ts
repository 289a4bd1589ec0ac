// Start-up only: config → service → listen; graceful shutdown on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config.js';
import { createLogger, createService } from './service.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const logger = createLogger(config);
  const service = await createService(config, logger);
  await service.app.listen({ port: config.port, host: config.host });
  logger.flush(); // the start-up lines (certificate fingerprint, generated admin token) at once
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    service.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
