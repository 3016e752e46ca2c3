import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmRun } from '../../fixtures/cli.js';
import { freePort } from '../../fixtures/server.js';

// A DATABASE_URL that reaches the machine's PostgreSQL but names what is not there: the start
// says which part of the URL to check, in one line, and creates nothing.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-database-errors-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** TEST_DATABASE_URL with another user, password and database. */
function urlWith(parts: { user?: string; password?: string; database: string }): {
  url: string;
  where: string;
} {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  const where = `${url.hostname}:${url.port || '5432'}`;
  const credentials = parts.user ? `${parts.user}:${parts.password}@` : `${url.username}@`;
  return { url: `postgres://${credentials}${where}/${parts.database}`, where };
}

async function failedStartWith(databaseUrl: string): Promise<string> {
  const run = await npmRun('start', [], {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  });
  expect(run.code, run.output).toBe(1);
  const lines = run.output.trim().split('\n');
  expect(lines, run.output).toHaveLength(1);
  return lines[0] ?? '';
}

describe('DATABASE_URL on a reachable PostgreSQL', () => {
  it('names the database that does not exist', async () => {
    const database = `portfolio_missing_${process.pid}`;
    const { url, where } = urlWith({ database });
    expect(await failedStartWith(url)).toBe(
      `PostgreSQL at ${where} has no database "${database}": create it (createdb ${database}) or check the database name at the end of DATABASE_URL.`,
    );
  });

  it('names the user it refused, and how to write a password holding @, without the password', async () => {
    const { url, where } = urlWith({ user: 'nobody', password: 'p@ss#word', database: 'site' });
    const line = await failedStartWith(url.replace('#', '%23'));
    expect(line).toBe(
      `PostgreSQL at ${where} refused the user "nobody" (authentication failed): check the user name and password in DATABASE_URL; write @ : / ? # % in them as %40 %3A %2F %3F %23 %25.`,
    );
    expect(line).not.toContain('p@ss');
  });
});
