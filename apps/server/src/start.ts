import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { openSiteDatabase } from './db/open-site-database.js';
import { openToOthers } from './lib/private-files.js';
import { ensureOwner } from './modules/auth/owner.js';
import { getContactSecret } from './modules/contact/contact.repository.js';
import { seedProfile } from './modules/profile/profile.repository.js';
import { ensureSearchIndex } from './modules/search/search-index.service.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const isLoopback = (host: string) => LOOPBACK.has(host) || host.endsWith('.localhost');

/**
 * When HOST lets other machines in but the site's names are still the loopback defaults: those
 * machines reach it by another name and get 421, so the start says which settings name the site.
 */
export function namesWarning(
  config: Pick<Config, 'host' | 'publicOrigin' | 'adminOrigin'>,
): string | undefined {
  if (isLoopback(config.host) || !isLoopback(new URL(config.publicOrigin).hostname)) {
    return undefined;
  }
  return `HOST=${config.host} lets other machines connect, but the site answers only the names of PUBLIC_ORIGIN (${config.publicOrigin}) and ADMIN_ORIGIN (${config.adminOrigin}), and 421 to others: set them to the addresses visitors use, like PUBLIC_ORIGIN=https://example.com and ADMIN_ORIGIN=https://admin.example.com.`;
}

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
  const { handle, applied, newer } = await openSiteDatabase(
    config,
    (err) => log.warn({ err }, 'a database connection was closed by the server'),
    'run',
  );
  try {
    for (const result of applied) log.info({ migration: result.migrationName }, 'migrated');
    if (newer.length > 0) {
      log.warn(
        { migrations: newer },
        'a newer release has migrated this database: this one runs on it as it is (a rolling upgrade); finish the upgrade',
      );
    }
    await seedProfile(handle.db, new Date());
    // The search index is built by the rules of the newest release that migrated the database.
    if (newer.length === 0) {
      await ensureSearchIndex({
        db: handle.db,
        engine: handle.engine,
        config,
        now: () => new Date(),
      });
    }
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
