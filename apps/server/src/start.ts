import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureOwner } from './modules/auth/owner.js';
import { getContactSecret } from './modules/contact/contact.repository.js';
import { seedProfile } from './modules/profile/profile.repository.js';

/** Opens and migrates the database, and creates the owner and the site profile on a first start. */
export async function prepareDatabase(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database, (err) =>
    log.warn({ err }, 'a database connection was closed by the server'),
  );
  try {
    const applied = await migrateToLatest(handle.db);
    for (const result of applied) log.info({ migration: result.migrationName }, 'migrated');
    await seedProfile(handle.db, new Date());
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
