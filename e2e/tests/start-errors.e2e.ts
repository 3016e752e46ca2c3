import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, npmRun } from '../fixtures/cli.js';
import { freePort, type RunningServer, startServer } from '../fixtures/server.js';

// What a newcomer moving the site to a server meets when a setting is wrong: each start or command
// runs as a real process, with the bad setting, and must say in one line what to change.
let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-start-errors-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const newDataDir = (name: string) => {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir, { mode: 0o700 });
  return dir;
};

/** `npm start` with these variables (on a free port); it must fail, and answers its output. */
async function failedStart(env: Record<string, string>): Promise<string> {
  const port = String(await freePort());
  const run = await npmRun('start', [], { PORT: port, LOG_LEVEL: 'warn', ...env });
  expect(run.code, run.output).toBe(1);
  return run.output;
}

/** The output is exactly this one line: no stack, no JSON around it. */
function expectOneLine(output: string, line: string | RegExp) {
  const lines = output.trim().split('\n');
  expect(lines, output).toHaveLength(1);
  if (typeof line === 'string') expect(lines[0]).toBe(line);
  else expect(lines[0]).toMatch(line);
}

describe('a database that cannot be opened or reached', () => {
  it('names DATA_DIR when it is a file, not a folder', async () => {
    const file = path.join(scratch, 'not-a-folder');
    fs.writeFileSync(file, 'x', { mode: 0o600 });
    expectOneLine(
      await failedStart({ DATA_DIR: file }),
      `Cannot open the SQLite database ${file}/portfolio.db: ${file} is a file, not a folder. Check DATA_DIR (${file}).`,
    );
  });

  it('names the host and port of DATABASE_URL when nothing listens there', async () => {
    const port = await freePort();
    expectOneLine(
      await failedStart({
        DATA_DIR: newDataDir('refused'),
        DATABASE_URL: `postgres://portfolio:secret@127.0.0.1:${port}/portfolio`,
      }),
      `Cannot reach PostgreSQL at 127.0.0.1:${port} (connection refused): check the host and port of DATABASE_URL, and that PostgreSQL is running there.`,
    );
  });

  it('explains a DATABASE_URL of another kind with an example, and never repeats it', async () => {
    const output = await failedStart({
      DATA_DIR: newDataDir('mysql'),
      DATABASE_URL: 'mysql://root:secret@db/site',
    });
    expect(output.trim()).toBe(
      [
        'Invalid configuration:',
        '  - DATABASE_URL: not a PostgreSQL URL or a SQLite file; write it like postgres://user:password@db.example.com:5432/portfolio, or sqlite:./data/portfolio.db',
      ].join('\n'),
    );
  });

  it('says how to write a password that breaks the URL', async () => {
    const output = await failedStart({
      DATA_DIR: newDataDir('hash'),
      DATABASE_URL: 'postgres://jane:pa#ss/word@db.example.com/site',
    });
    expect(output).toContain(
      'DATABASE_URL: cannot be read as a URL; write it like postgres://user:password@db.example.com:5432/portfolio, or sqlite:./data/portfolio.db, with @ : / ? # % in the user name or password written as %40 %3A %2F %3F %23 %25',
    );
    expect(output).not.toContain('pa#ss');
  });
});

describe('a port in use', () => {
  let holder: net.Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(port, 'localhost', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('says which setting changes the port, before the owner is created or a password printed', async () => {
    const dataDir = newDataDir('port-in-use');
    expectOneLine(
      await failedStart({ DATA_DIR: dataDir, PORT: String(port) }),
      `Port ${port} on localhost is in use by another program: stop it, or set PORT to a free port.`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

/** A GET of `url` with this Host header (fetch does not let a caller set it). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('HOST=0.0.0.0 with the loopback names', () => {
  let server: RunningServer;
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
  });

  it('says at start and in the 421 answer which settings name the site', async () => {
    server = await startServer({ HOST: '0.0.0.0' });
    expect(server.output()).toContain(
      `HOST=0.0.0.0 lets other machines connect, but the site answers only the names of PUBLIC_ORIGIN (http://localhost:${server.port}) and ADMIN_ORIGIN (http://admin.localhost:${server.port}), and 421 to others: set them to the addresses visitors use, like PUBLIC_ORIGIN=https://example.com and ADMIN_ORIGIN=https://admin.example.com.`,
    );
    const misdirected = await getWithHost(
      `http://127.0.0.1:${server.port}/`,
      `server.example.net:${server.port}`,
    );
    expect(misdirected.status).toBe(421);
    expect(JSON.parse(misdirected.body)).toEqual({
      error:
        'This server does not answer for this host: its owner sets the names it answers with PUBLIC_ORIGIN and ADMIN_ORIGIN',
      code: 'MISDIRECTED_REQUEST',
    });
  });
});

describe('settings the docs constrain', () => {
  it('refuses an ADMIN_ORIGIN whose first label is not admin', async () => {
    const dataDir = newDataDir('admin-origin');
    const output = await failedStart({
      DATA_DIR: dataDir,
      ADMIN_ORIGIN: 'https://manage.example.com',
    });
    expect(output.trim()).toBe(
      [
        'Invalid configuration:',
        '  - ADMIN_ORIGIN: "https://manage.example.com" must start with admin. (its first label is the admin\'s sign), like https://admin.example.com',
      ].join('\n'),
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a BACKUP_SCHEDULE it cannot read and a BACKUP_KEEP of none, a line each', async () => {
    const dataDir = newDataDir('backup-schedule');
    const output = await failedStart({
      DATA_DIR: dataDir,
      BACKUP_SCHEDULE: '0 3 * * *',
      BACKUP_KEEP: '0',
    });
    expect(output.trim()).toBe(
      [
        'Invalid configuration:',
        '  - BACKUP_KEEP: Expected integer to be greater or equal to 1 (got "0")',
        '  - BACKUP_SCHEDULE: "0 3 * * *" is not hourly, daily, weekly or an interval of at least 15 minutes like 30m, 6h or 2d',
      ].join('\n'),
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('the commands', () => {
  it('reset-password with no terminal and no password: one line, no stack', async () => {
    const run = await npmRun('owner', ['reset-password'], { DATA_DIR: newDataDir('no-password') });
    expect(run.code, run.output).toBe(1);
    expectOneLine(
      run.output,
      'No password was given: run the command on a terminal to type it, pipe it in (echo "$PASSWORD" | npm run owner -- reset-password), set OWNER_PASSWORD, or add --generate for a random one.',
    );
  });

  it('a backup of a DATA_DIR that holds no site says so, and writes nothing', async () => {
    const backup = path.join(scratch, 'nothing.tar.gz');
    const run = await npmRun('backup', [backup], { DATA_DIR: newDataDir('no-site') });
    expect(run.code, run.output).toBe(1);
    expectOneLine(
      run.output,
      "The database holds no site (no migration has run in it): check DATA_DIR or DATABASE_URL, which must be the running site's.",
    );
    expect(fs.existsSync(backup)).toBe(false);
  });

  it('a restore into a site with data names DATA_DIR and counts its one row', async () => {
    const backup = path.join(scratch, 'empty-site.tar.gz');
    const emptySite = { DATA_DIR: newDataDir('backed-up') };
    expect((await npmRun('migrate', [], emptySite)).code).toBe(0);
    const made = await npmRun('backup', [backup], emptySite);
    expect(made.code, made.output).toBe(0);
    const dataDir = newDataDir('has-an-admin');
    const created: CliResult = await npmRun(
      'owner',
      ['create', '--user-id', 'jane'],
      { DATA_DIR: dataDir },
      'jane has a long password\n',
    );
    expect(created.code, created.output).toBe(0);

    const refused = await npmRun('restore', [backup], { DATA_DIR: dataDir });
    expect(refused.code, refused.output).toBe(1);
    expectOneLine(
      refused.output,
      'Restore needs an empty database and empty media storage, but the database has data in users (1 row). Point DATA_DIR at a new, empty folder, and run the restore again; nothing was changed.',
    );
  });
});
