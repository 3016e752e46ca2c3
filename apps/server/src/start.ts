import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { openToOthers } from './lib/private-files.js';
import { ensureOwner } from './modules/auth/owner.js';
import { getContactSecret } from './modules/contact/contact.repository.js';
import { seedProfile } from './modules/profile/profile.repository.js';
import { ensureSearchIndex } from './modules/search/search-index.service.js';

/**
 * Opens and migrates the database, creates the owner and the site profile on a first start, and
 * builds the search index when this version's rules did not build it (a first start, a restore).
 * Warns first when DATA_DIR lets other accounts in: its files are the server's alone (0600 and
 * 0700), but a folder made by hand or by an older version keeps its mode, and it is the owner's
 * to close (a shared mount or a backup user may need it open).
 */
export async function prepareDatabase(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<DatabaseHandle> {
  const dataDirMode = openToOthers(config.dataDir);
  if (dataDirMode !== undefined) {
    log.warn(
      `DATA_DIR ${config.dataDir} is open to other accounts on this machine (mode ${dataDirMode.toString(8).padStart(4, '0')}): run chmod 700 ${config.dataDir}`,
    );
  }
  if (config.forges.allowPrivateUpstreams) {
    log.warn(
      'ALLOW_PRIVATE_UPSTREAMS=1: forge addresses on loopback and private networks are allowed (for tests and a forge on your own network)',
    );
  }
  const handle = await openDatabase(config.database, (err) =>
    log.warn({ err }, 'a database connection was closed by the server'),
  );
  try {
    const applied = await migrateToLatest(handle.db);
    for (const result of applied) log.info({ migration: result.migrationName }, 'migrated');
    await seedProfile(handle.db, new Date());
    await ensureSearchIndex({
      db: handle.db,
      engine: handle.engine,
      config,
      now: () => new Date(),
    });
    // The contact form's secret, made once for every instance.
    await getContactSecret(handle.db, new Date());
    const created = await ensureOwner(handle.db, config.owner);
    if (created?.generatedPassword) {
      console.warn(
        [
          '',
          'Owner account created. Log in to the admin with:',
          `  URL:      ${config.adminOrigin}`,
          `  User Id:  ${created.userId}`,
          `  Password: ${created.generatedPassword}`,
          'This password is shown only once. Change it with: npm run owner -- reset-password',
          '',
        ].join('\n'),
      );
    } else if (created) {
      log.info(`Owner account "${created.userId}" created with the password from OWNER_PASSWORD.`);
    }
    return handle;
  } catch (err) {
    await handle.destroy();
    throw err;
  }
}
