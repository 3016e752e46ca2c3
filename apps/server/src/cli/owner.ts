import { parseArgs } from 'node:util';
import { USER_TYPE_ADMIN } from '@portfolio/contract';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { openSiteDatabase } from '../db/open-site-database.js';
import { findUserByUserId } from '../modules/auth/auth.repository.js';
import { createUser, setPassword } from '../modules/auth/auth.service.js';
import { lockdown, signInMethodsOf } from '../modules/auth/lockdown.service.js';
import { generatePassword } from '../modules/auth/owner.js';
import { removeAllPasskeys } from '../modules/auth/passkeys.service.js';
import { resetSecondFactor } from '../modules/auth/second-factor.service.js';
import { askYesNo, readSecret } from './prompt.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = `Usage:
  npm run owner -- create [--user-id ID] [--name NAME]
  npm run owner -- reset-password [--user-id ID] [--remove-passkeys]
  npm run owner -- remove-passkeys [--user-id ID]
  npm run owner -- reset-2fa [--user-id ID] [--remove-passkeys]
  npm run owner -- lockdown [--user-id ID]

The password comes from OWNER_PASSWORD, else it is asked for (or read from piped input);
with --generate a random one is printed once. reset-password ends every session of the user.
remove-passkeys removes every passkey of the user (a lost device) and ends every session.
reset-2fa turns the second factor off (a lost authenticator app: its recovery codes go too, and
'Require a second factor' is turned off) and ends every session.
reset-password and reset-2fa say which ways to sign in they leave; the passkeys go too with
--remove-passkeys, or when you answer yes on a terminal.
lockdown (the account may be in someone else's hands) ends every session and removes every
passkey, the authenticator app and its recovery codes; the password stays: change it with
reset-password.`;

const COMMANDS = new Set(['create', 'reset-password', 'remove-passkeys', 'reset-2fa', 'lockdown']);

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

type ShellUser = { id: string; userId: string };

/**
 * After reset-password or reset-2fa: says which ways to sign in still work (a thief's passkey
 * would be one), and removes the passkeys when asked to, by the flag or on a terminal.
 */
async function reportWhatIsLeft(db: Db, user: ShellUser, removePasskeys: boolean): Promise<void> {
  const left = await signInMethodsOf(db, user.id);
  const kept = [
    ...(left.passkeys > 0 ? [count(left.passkeys, 'passkey')] : []),
    ...(left.authenticator
      ? [`the authenticator app (${count(left.recoveryCodes, 'recovery code')})`]
      : []),
  ];
  if (kept.length === 0) return;
  console.warn(`Left in place: ${kept.join(', ')}; each still signs "${user.userId}" in.`);
  if (left.passkeys === 0) return;
  const remove =
    removePasskeys ||
    (process.stdin.isTTY === true &&
      (await askYesNo(`Remove the ${count(left.passkeys, 'passkey')} of "${user.userId}" too?`)));
  if (!remove) {
    console.warn(
      'To remove the passkeys: npm run owner -- remove-passkeys (or lockdown, which removes every way in but the password).',
    );
    return;
  }
  const removed = await removeAllPasskeys(db, user, new Date());
  console.warn(`Removed ${count(removed.passkeys, 'passkey')} of "${user.userId}".`);
}

/** The commands on an existing user that ask for no password. */
async function runOnUser(
  db: Db,
  command: string,
  user: ShellUser,
  removePasskeys: boolean,
): Promise<void> {
  if (command === 'remove-passkeys') {
    const removed = await removeAllPasskeys(db, user, new Date());
    console.warn(
      `Removed ${removed.passkeys} passkey(s) of "${user.userId}" and ended all of its sessions.`,
    );
  } else if (command === 'reset-2fa') {
    await resetSecondFactor(db, user, new Date());
    console.warn(`Turned the second factor of "${user.userId}" off and ended all of its sessions.`);
    await reportWhatIsLeft(db, user, removePasskeys);
  } else {
    const done = await lockdown(db, user, new Date());
    console.warn(
      `Locked "${user.userId}" down: ended ${count(done.sessions, 'session')}; removed ${count(done.passkeys, 'passkey')}, ${done.authenticator ? 'the authenticator app' : 'no authenticator app'} and ${count(done.recoveryCodes, 'recovery code')}. Only the password signs in now: change it with reset-password if it may be known.`,
    );
  }
}

/** `npm run owner`: manages the owner's account from the shell. */
await runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'user-id': { type: 'string' },
      name: { type: 'string' },
      generate: { type: 'boolean', default: false },
      'remove-passkeys': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (values.help || command === undefined || !COMMANDS.has(command)) {
    throw new CliError(USAGE);
  }
  const config = loadConfig(process.env);
  const userId = values['user-id'] ?? config.owner.userId;
  const removePasskeys = values['remove-passkeys'];
  if (command === 'remove-passkeys' || command === 'reset-2fa' || command === 'lockdown') {
    const { handle } = await openSiteDatabase(config);
    try {
      const existing = await findUserByUserId(handle.db, userId);
      if (!existing) throw new CliError(`There is no user "${userId}".`);
      await runOnUser(handle.db, command, { id: existing.id, userId }, removePasskeys);
    } finally {
      await handle.destroy();
    }
    return;
  }
  const password = values.generate
    ? generatePassword()
    : (config.owner.password ?? (await readSecret(`New password for "${userId}": `)));

  const { handle } = await openSiteDatabase(config);
  try {
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
      const user = { id: existing.id, userId };
      await setPassword(handle.db, user, password, new Date());
      console.warn(`Changed the password of "${userId}" and ended all of its sessions.`);
      await reportWhatIsLeft(handle.db, user, removePasskeys);
    }
    if (values.generate) console.warn(`Password: ${password}`);
  } finally {
    await handle.destroy();
  }
});
