import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, USER_TYPE_ADMIN } from '@portfolio/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../apps/server/src/db/sqlite-driver.js';
import { SoftAuthenticator } from '../../apps/server/src/test/authenticator.js';
import { npmRun, npmRunOnTerminal } from '../fixtures/cli.js';
import { freePort, ROOT, type RunningServer, startServer } from '../fixtures/server.js';

// The owner's first start and the shell commands of README, each as a real process on a real
// DATA_DIR: the built server, `npm run owner` and `npm run migrate`.
let scratch: string;
const servers: RunningServer[] = [];

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-cli-'));
});

afterAll(async () => {
  for (const server of servers) expect(await server.stop()).toBe(0);
  fs.rmSync(scratch, { recursive: true, force: true });
});

const newDataDir = (name: string) => {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  return dir;
};

/** The server as a first-time owner runs it: no OWNER_PASSWORD, the default user id. */
async function start(dataDir: string): Promise<RunningServer> {
  const server = await startServer({ DATA_DIR: dataDir, OWNER_PASSWORD: '', OWNER_USER_ID: '' });
  servers.push(server);
  return server;
}

async function stop(server: RunningServer) {
  servers.splice(servers.indexOf(server), 1);
  expect(await server.stop()).toBe(0);
}

async function login(server: Pick<RunningServer, 'publicUrl'>, userId: string, password: string) {
  const res = await fetch(server.publicUrl + apiPaths.auth.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, password }),
  });
  const body = (await res.json()) as { access_token?: string; error?: string };
  return { status: res.status, token: body.access_token ?? '' };
}

async function userdata(server: Pick<RunningServer, 'publicUrl'>, token: string) {
  const res = await fetch(server.publicUrl + apiPaths.auth.userdata, {
    headers: { access_token: token },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** `npm run owner -- ...args` on this DATA_DIR, the password typed into its prompt. */
async function owner(dataDir: string, args: string[], password: string) {
  return npmRun('owner', args, { DATA_DIR: dataDir }, `${password}\n`);
}

const MIGRATIONS = fs
  .readdirSync(path.join(ROOT, 'apps/server/src/db/migrations'))
  .filter((file) => file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

/** The schema of a SQLite database file (tables and indexes) and the migrations it ran. */
function sqliteSchema(file: string) {
  const db = openSqlite(file, { readOnly: true });
  try {
    const schema = db
      .prepare(
        "select type, name, sql from sqlite_master where name not like 'sqlite_%' order by name",
      )
      .all([]);
    const ran = db
      .prepare('select name from kysely_migration order by name')
      .all([])
      .map((row) => (row as { name: string }).name);
    return { schema, ran };
  } finally {
    db.close();
  }
}

/** The site profile row a started server stored, as the owner's data (not the code's defaults). */
function storedProfile(file: string): unknown {
  const db = openSqlite(file, { readOnly: true });
  try {
    const row = db.prepare('select data from site_profile').all([])[0] as
      | { data: string }
      | undefined;
    return row && JSON.parse(row.data);
  } finally {
    db.close();
  }
}

describe('first start and the owner commands', () => {
  const dataDir = () => path.join(scratch, 'site');
  let printed = '';
  let server: RunningServer;

  it('prints the login block with a random password on the first start, and that password works', async () => {
    server = await start(newDataDir('site'));
    const output = server.output();
    const block = output.match(
      /Owner account created\. Log in to the admin with:\n {2}URL: +(\S+)\n {2}User Id: +(\S+)\n {2}Password: +(\S+)\nThis password is shown only once\. Change it with: npm run owner -- reset-password\n/,
    );
    expect(block, output).not.toBeNull();
    const [, url, userId, password] = block ?? [];
    expect(url).toBe(server.adminUrl);
    expect(userId).toBe('admin');
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    printed = String(password);
    expect(output.split(printed)).toHaveLength(2);

    const { status, token } = await login(server, 'admin', printed);
    expect(status).toBe(200);
    const me = await userdata(server, token);
    expect(me.body).toMatchObject({ user_id: 'admin', user_type: USER_TYPE_ADMIN });

    const profile = await fetch(server.publicUrl + apiPaths.profile).then((res) => res.json());
    expect(storedProfile(path.join(dataDir(), 'portfolio.db'))).toEqual(profile);
  });

  it('prints no password on the second start, and the first one still works', async () => {
    await stop(server);
    server = await start(dataDir());
    const output = server.output();
    expect(output).not.toContain('Password');
    expect(output).not.toContain('Owner account created');
    expect(output).not.toContain(printed);
    expect((await login(server, 'admin', printed)).status).toBe(200);
  });

  it('resets the password from the shell, ending every session of the owner', async () => {
    const { token } = await login(server, 'admin', printed);
    expect((await userdata(server, token)).status).toBe(200);

    const tooShort = await owner(dataDir(), ['reset-password'], 'eleven char');
    expect(tooShort.code, tooShort.output).toBe(1);
    expect(tooShort.output).toContain('The password must have at least 12 characters');
    expect((await login(server, 'admin', printed)).status).toBe(200);

    const reset = await owner(dataDir(), ['reset-password'], 'a password from the shell');
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain(
      'Changed the password of "admin" and ended all of its sessions.',
    );
    expect(reset.output).not.toContain('a password from the shell');
    expect((await userdata(server, token)).status).toBe(401);
    expect((await login(server, 'admin', printed)).status).toBe(401);
    expect((await login(server, 'admin', 'a password from the shell')).status).toBe(200);
  });

  it('creates another Admin from the shell, who can log in and manage content', async () => {
    const created = await owner(
      dataDir(),
      ['create', '--user-id', 'jane'],
      'jane has a long password',
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('Created the Admin "jane".');

    const { status, token } = await login(server, 'jane', 'jane has a long password');
    expect(status).toBe(200);
    expect((await userdata(server, token)).body).toMatchObject({
      user_id: 'jane',
      user_type: USER_TYPE_ADMIN,
    });
    const posted = await fetch(server.publicUrl + apiPaths.quotes.add, {
      method: 'POST',
      headers: { access_token: token, 'content-type': 'application/json' },
      body: JSON.stringify({ quote: 'Posted by the second Admin' }),
    });
    expect(posted.status).toBe(200);

    const again = await owner(dataDir(), ['create', '--user-id', 'jane'], 'another long password');
    expect(again.code).toBe(1);
    expect(again.output).toContain('User "jane" exists already: use reset-password.');
    expect((await login(server, 'jane', 'jane has a long password')).status).toBe(200);
  });

  it('resets the second factor and removes the passkeys from the shell, each ending every session', async () => {
    for (const [command, said] of [
      ['reset-2fa', 'Turned the second factor of "jane" off and ended all of its sessions.'],
      ['remove-passkeys', 'Removed 0 passkey(s) of "jane" and ended all of its sessions.'],
    ] as const) {
      const { token } = await login(server, 'jane', 'jane has a long password');
      const run = await owner(dataDir(), [command, '--user-id', 'jane'], '');
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(said);
      expect((await userdata(server, token)).status).toBe(401);
    }
    const unknown = await owner(dataDir(), ['reset-2fa', '--user-id', 'nobody'], '');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('There is no user "nobody".');
    const { token } = await login(server, 'jane', 'jane has a long password');
    const notes = await fetch(server.publicUrl + apiPaths.notifications.list, {
      method: 'POST',
      headers: { access_token: token },
    }).then((res) => res.json() as Promise<{ notification_msg: string }[]>);
    expect(notes.map((n) => n.notification_msg)).toEqual(
      expect.arrayContaining([
        'Two-factor authentication of "jane" reset from the shell; every session ended',
        '0 passkeys of "jane" removed from the shell; every session ended',
      ]),
    );
  });
});

/** A JSON call with a token, as the admin app makes it. */
async function send(
  server: Pick<RunningServer, 'publicUrl'>,
  token: string,
  method: string,
  url: string,
  body?: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(server.publicUrl + url, {
    method,
    headers: {
      access_token: token,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('what the owner commands leave, and lockdown', () => {
  let server: RunningServer;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = newDataDir('lockdown');
    server = await start(dataDir);
    const created = await owner(dataDir, ['create', '--user-id', 'kim'], 'kim has a long password');
    expect(created.code, created.output).toBe(0);
  });

  /** A passkey of kim's, made on a software authenticator of the admin origin; answers it. */
  async function addPasskey(token: string): Promise<SoftAuthenticator> {
    const key = new SoftAuthenticator(server.adminUrl);
    const options = await send(server, token, 'POST', apiPaths.auth.passkeyOptions);
    expect(options.status).toBe(200);
    const registered = await send(server, token, 'POST', apiPaths.auth.passkeyRegister, {
      name: 'Kim laptop',
      response: key.create(options.body as { challenge: string; user: { id: string } }),
    });
    expect(registered.status).toBe(200);
    return key;
  }

  async function passkeyLogin(key: SoftAuthenticator): Promise<number> {
    const options = await send(server, '', 'POST', apiPaths.auth.passkeyLoginOptions);
    const res = await send(server, '', 'POST', apiPaths.auth.passkeyLogin, {
      response: key.get(options.body as { challenge: string }),
    });
    return res.status;
  }

  it('reset-password says the passkeys and the authenticator still sign in; lockdown removes them', async () => {
    const { token } = await login(server, 'kim', 'kim has a long password');
    const key = await addPasskey(token);
    const setup = await send(server, token, 'POST', apiPaths.auth.totpSetup);
    const code = await generate({ secret: String(setup.body.secret) });
    expect((await send(server, token, 'POST', apiPaths.auth.totpConfirm, { code })).status).toBe(
      200,
    );

    const reset = await owner(
      dataDir,
      ['reset-password', '--user-id', 'kim'],
      'kim has a new password',
    );
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain('Changed the password of "kim" and ended all of its sessions.');
    expect(reset.output).toContain(
      'Left in place: 1 passkey, the authenticator app (10 recovery codes); each still signs "kim" in.',
    );
    expect(reset.output).toContain('To remove the passkeys: npm run owner -- remove-passkeys');
    expect(await passkeyLogin(key)).toBe(200);

    const locked = await owner(dataDir, ['lockdown', '--user-id', 'kim'], '');
    expect(locked.code, locked.output).toBe(0);
    expect(locked.output).toContain(
      'Locked "kim" down: ended 1 session; removed 1 passkey, the authenticator app and 10 recovery codes.',
    );
    expect(await passkeyLogin(key)).toBe(401);
    // The password alone signs in again: no second step is asked.
    const after = await login(server, 'kim', 'kim has a new password');
    expect(after.status).toBe(200);
    const notes = await send(server, after.token, 'POST', apiPaths.notifications.list);
    expect(
      (notes.body as unknown as { notification_msg: string }[]).map((n) => n.notification_msg),
    ).toEqual(
      expect.arrayContaining([
        'Password of "kim" changed from the shell; every session ended',
        'Lockdown of "kim" from the shell: 1 session ended; 1 passkey, the authenticator app and 10 recovery codes removed',
      ]),
    );
  });

  it('reset-2fa removes the passkeys too with --remove-passkeys', async () => {
    const { token } = await login(server, 'kim', 'kim has a new password');
    const key = await addPasskey(token);
    const run = await owner(dataDir, ['reset-2fa', '--user-id', 'kim', '--remove-passkeys'], '');
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Left in place: 1 passkey; each still signs "kim" in.');
    expect(run.output).toContain('Removed 1 passkey of "kim".');
    expect(await passkeyLogin(key)).toBe(401);
  });

  it('reset-2fa on a terminal asks whether to remove the passkeys: no keeps them, yes removes them', async () => {
    const { token } = await login(server, 'kim', 'kim has a new password');
    const key = await addPasskey(token);
    const args = ['reset-2fa', '--user-id', 'kim'];
    const kept = await npmRunOnTerminal('owner', args, { DATA_DIR: dataDir }, 'n\n');
    expect(kept.code, kept.output).toBe(0);
    expect(kept.output).toContain('Remove the 1 passkey of "kim" too? [y/N]');
    expect(kept.output).toContain('To remove the passkeys: npm run owner -- remove-passkeys');
    expect(await passkeyLogin(key)).toBe(200);

    const removed = await npmRunOnTerminal('owner', args, { DATA_DIR: dataDir }, 'y\n');
    expect(removed.code, removed.output).toBe(0);
    expect(removed.output).toContain('Removed 1 passkey of "kim".');
    expect(await passkeyLogin(key)).toBe(401);
  });
});

describe('npm start as README states it', () => {
  it('serves the site on this Node line and the owner logs in', async () => {
    const dataDir = newDataDir('npm-start');
    const port = await freePort();
    const child = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(port),
        OWNER_PASSWORD: 'npm start owner password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const base = `http://localhost:${port}`;
      let home: Response | undefined;
      for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt++) {
        home = await fetch(base).catch(() => undefined);
        if (home) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(home?.status, output).toBe(200);
      const server = { publicUrl: base };
      const { status, token } = await login(server, 'admin', 'npm start owner password');
      expect(status, output).toBe(200);
      expect((await userdata(server, token)).body).toMatchObject({ user_id: 'admin' });
    } finally {
      child.kill('SIGTERM');
    }
    await exited;
    // npm passes the signal on: the server itself has stopped, its port is free.
    expect(await fetch(`http://localhost:${port}`).catch(() => 'closed')).toBe('closed');
  });

  it('stops at once on a Node line that is not supported, saying in one line which ones are', async () => {
    const dataDir = newDataDir('old-node');
    // The same start, with this Node reporting itself as 23.11.1 (an odd line, never supported).
    const pretend = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'23.11.1'})`;
    const run = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', pretend, path.join(ROOT, 'scripts/run.mjs'), 'server'],
        { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: dataDir } },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, output }));
    });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toBe(
      'Node.js 23.11.1 is not supported: use Node.js 20.19 or newer 20.x, 22.16 or newer 22.x, 24.x.\n',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('npm start with a bad configuration', () => {
  it('names every bad variable in one message and exits 1 without touching DATA_DIR', async () => {
    const dataDir = newDataDir('misconfigured');
    const run = await npmRun('start', [], {
      DATA_DIR: dataDir,
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      ADMIN_ORIGIN: 'https://admin.example.com/login',
    });
    expect(run.code, run.output).toBe(1);
    const listed = run.output.match(/Invalid configuration:\n((?: {2}- .+\n?)+)/)?.[1] ?? '';
    expect(
      listed
        .trim()
        .split('\n')
        .map((line) => line.match(/- (\w+)/)?.[1]),
    ).toEqual(expect.arrayContaining(['PORT', 'LOG_LEVEL', 'ADMIN_ORIGIN']));
    expect(listed.trim().split('\n')).toHaveLength(3);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('npm run migrate', () => {
  it('creates the schema on an empty DATA_DIR, the same as a first start, and runs again idle', async () => {
    const dataDir = newDataDir('migrated');
    const first = await npmRun('migrate', [], { DATA_DIR: dataDir });
    expect(first.code, first.output).toBe(0);
    expect(first.output.trim().split('\n')).toEqual(MIGRATIONS.map((name) => `Applied ${name}`));
    const file = path.join(dataDir, 'portfolio.db');
    const migrated = sqliteSchema(file);
    expect(migrated.ran).toEqual(MIGRATIONS);
    expect(migrated.schema.map((entry) => (entry as { name: string }).name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'projects',
        'certificates',
        'resumes',
        'quotes',
      ]),
    );
    expect(migrated).toEqual(sqliteSchema(path.join(scratch, 'site/portfolio.db')));

    const second = await npmRun('migrate', [], { DATA_DIR: dataDir });
    expect(second.code, second.output).toBe(0);
    expect(second.output.trim()).toBe('The database is up to date.');
    expect(sqliteSchema(file)).toEqual(migrated);
  });
});
