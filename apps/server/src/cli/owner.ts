import { parseArgs } from 'node:util';
import { USER_TYPE_ADMIN } from '@portfolio/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { findUserByUserId } from '../modules/auth/auth.repository.js';
import { createUser, setPassword } from '../modules/auth/auth.service.js';
import { generatePassword } from '../modules/auth/owner.js';
import { removeAllPasskeys } from '../modules/auth/passkeys.service.js';
import { resetSecondFactor } from '../modules/auth/second-factor.service.js';
import { readSecret } from './prompt.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = `Usage:
  npm run owner -- create [--user-id ID] [--name NAME]
  npm run owner -- reset-password [--user-id ID]
  npm run owner -- remove-passkeys [--user-id ID]
  npm run owner -- reset-2fa [--user-id ID]

The password comes from OWNER_PASSWORD, else it is asked for (or read from piped input);
with --generate a random one is printed once. reset-password ends every session of the user.
remove-passkeys removes every passkey of the user (a lost device) and ends every session.
reset-2fa turns the second factor off (a lost authenticator app: its recovery codes go too, and
'Require a second factor' is turned off) and ends every session.`;

const COMMANDS = new Set(['create', 'reset-password', 'remove-passkeys', 'reset-2fa']);

/** `npm run owner`: manages the owner's account from the shell. */
await runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'user-id': { type: 'string' },
      name: { type: 'string' },
      generate: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (values.help || command === undefined || !COMMANDS.has(command)) {
    throw new CliError(USAGE);
  }
  const config = loadConfig(process.env);
  const userId = values['user-id'] ?? config.owner.userId;
  if (command === 'remove-passkeys' || command === 'reset-2fa') {
    const handle = await openDatabase(config.database);
    try {
      await migrateToLatest(handle.db);
      const existing = await findUserByUserId(handle.db, userId);
      if (!existing) throw new CliError(`There is no user "${userId}".`);
      const user = { id: existing.id, userId };
      if (command === 'remove-passkeys') {
        const removed = await removeAllPasskeys(handle.db, user, new Date());
        console.warn(
          `Removed ${removed.passkeys} passkey(s) of "${userId}" and ended all of its sessions.`,
        );
      } else {
        await resetSecondFactor(handle.db, user, new Date());
        console.warn(`Turned the second factor of "${userId}" off and ended all of its sessions.`);
      }
    } finally {
      await handle.destroy();
    }
    return;
  }
  const password = values.generate
    ? generatePassword()
    : (config.owner.password ?? (await readSecret(`New password for "${userId}": `)));

  const handle = await openDatabase(config.database);
  try {
    await migrateToLatest(handle.db);
    const existing = await findUserByUserId(handle.db, userId);
    if (command === 'create') {
      if (existing) throw new CliError(`User "${userId}" exists already: use reset-password.`);
      await createUser(handle.db, {
        userId,
        name: values.name ?? userId,
        userType: USER_TYPE_ADMIN,
        password,
      });
      console.warn(`Created the Admin "${userId}".`);
    } else {
      if (!existing) throw new CliError(`There is no user "${userId}".`);
      await setPassword(handle.db, existing.id, password);
      console.warn(`Changed the password of "${userId}" and ended all of its sessions.`);
    }
    if (values.generate) console.warn(`Password: ${password}`);
  } finally {
    await handle.destroy();
  }
});
