import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { OWNED_MEDIA } from './db/owned-media.js';
import { checkPortFree, explainListenFailure } from './lib/port-check.js';
import { StartupError } from './lib/startup-error.js';
import { createLogger, routeProcessWarnings } from './logger.js';
import { ImageProcessor } from './modules/media/image-processor.js';
import { sweepUnclaimedImages } from './modules/media/owned-images.service.js';
import { sweepOrphanFiles } from './modules/media/sweep.js';
import { devWeb } from './render/dev-web.js';
import { productionWeb } from './render/production-web.js';
import { namesWarning, prepareDatabase } from './start.js';
import { createStorage } from './storage/create-storage.js';

/** After the drain: time to close the server and the database before the hard deadline exits. */
const CLOSE_MS = 2_000;

function loadDotEnv(): void {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
}

async function main(): Promise<void> {
  loadDotEnv();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // Libraries pick their build by NODE_ENV: without it React renders pages with its development
  // build (larger, slower, and loaded at every start). They get the environment config chose.
  process.env.NODE_ENV = config.env;
  const log = await createLogger(config);
  routeProcessWarnings(log);
  await checkPortFree(config.host, config.port);
  const names = namesWarning(config);
  if (names) log.warn(names);
  const database = await prepareDatabase(config, log);
  const web =
    config.env === 'development'
      ? devWeb(path.resolve(config.webDistDir, '..'))
      : productionWeb(config.webDistDir);
  const storage = await createStorage(config);
  // Images uploaded for a case study or a post that no saved one took within a day.
  for (const kind of Object.values(OWNED_MEDIA)) {
    await sweepUnclaimedImages({ db: database.db, storage, now: () => new Date() }, kind, log);
  }
  // One process owns a SQLite database; with PostgreSQL, others may be committing uploads now.
  await sweepOrphanFiles(database.db, storage, database.engine === 'sqlite' ? 0 : 10 * 60_000, log);
  const images = new ImageProcessor();
  const app = await buildApp(
    { config, db: database.db, engine: database.engine, storage, images, now: () => new Date() },
    { logger: log, web },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // What the shutdown was waiting for when its time ran out, for the log.
    let waitingFor = 'requests in flight';
    const deadline = setTimeout(() => {
      app.server.getConnections((_, connections) => {
        app.log.error({ waitingFor, connections }, 'shutdown took too long; exiting');
        process.exit(1);
      });
    }, config.shutdownDrainMs + CLOSE_MS);
    deadline.unref();
    try {
      const drained = await app.drain(config.shutdownDrainMs);
      // A cut request is a lost answer (perhaps an upload): the exit code says so.
      if (!drained) {
        app.log.error(
          { drainMs: config.shutdownDrainMs },
          'shutdown: requests still running after the drain time are cut',
        );
        app.server.closeAllConnections();
      }
      waitingFor = 'open connections and the app to close';
      await app.close();
      images.close();
      waitingFor = 'the database to close';
      await database.destroy();
      process.exit(drained ? 0 : 1);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
    throw explainListenFailure(err, config.host, config.port) ?? err;
  });
  app.log.info(`Public site: ${config.publicOrigin}  Admin: ${config.adminOrigin}`);
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
