import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmRun } from '../../fixtures/cli.js';
import {
  SCALE_OUT_ENV,
  type SharedBackends,
  sharedBackends,
  stopS3,
} from '../../fixtures/scale-out.js';
import { type RunningServer, startServer } from '../../fixtures/server.js';
import {
  addCertificate,
  addProject,
  addQuote,
  addResume,
  call,
  image,
  login,
  mediaBytes,
  ok,
} from '../../fixtures/site-client.js';

// A SQLite site on local disk moves to PostgreSQL + S3 with npm run backup and npm run restore,
// then back to SQLite: every answer, page and media byte stays the same.
let scratch: string;
let pgSite: SharedBackends;
const servers: RunningServer[] = [];
const dataDirs: string[] = [];

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-move-'));
});

afterAll(async () => {
  for (const server of servers) expect(await server.stop()).toBe(0);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  await pgSite?.close();
  await stopS3();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer({ ...SCALE_OUT_ENV, ...env });
  servers.push(server);
  return server;
}

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-move-data-'));
  dataDirs.push(dir);
  return dir;
};

const PAGES = ['/', '/about', '/projects', '/certificates', '/resume'];

interface SiteView {
  api: Record<string, unknown>;
  pages: Record<string, string>;
  media: Record<string, string>;
}

/** What visitors and the owner see: every read call, every public page, every media file. */
async function view(server: RunningServer, token: string): Promise<SiteView> {
  const api: Record<string, unknown> = {};
  const reads: [string, string, boolean][] = [
    ['POST', apiPaths.projects.list, false],
    ['POST', apiPaths.projects.list, true],
    ['POST', apiPaths.certificates.list, true],
    ['POST', apiPaths.resume.list, false],
    ['POST', apiPaths.quotes.list, true],
    ['GET', apiPaths.profile, false],
    ['GET', apiPaths.auth.userdata, true],
    ['POST', apiPaths.notifications.list, true],
  ];
  for (const [method, url, withToken] of reads) {
    api[`${method} ${url}${withToken ? ' (token)' : ''}`] = await ok(
      call(server.publicUrl, method, url, withToken ? { token } : {}),
    );
  }
  const pages: Record<string, string> = {};
  for (const page of PAGES) {
    const res = await fetch(server.publicUrl + page);
    expect(res.status).toBe(200);
    pages[page] = await res.text();
  }
  const media: Record<string, string> = {};
  const urls = new Set(JSON.stringify(api).match(/https:\/\/example\.com\/media\/[^"]+/g));
  for (const url of urls) media[url] = (await mediaBytes(server.publicUrl, url)).toString('base64');
  return { api, pages, media };
}

async function cli(script: string, file: string, env: Record<string, string>) {
  const result = await npmRun(script, [file], {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...env,
  });
  if (result.code !== 0) throw new Error(`npm run ${script} failed:\n${result.output}`);
  return result.output;
}

describe('moving a site between engines with backup and restore', () => {
  let token: string;
  let original: SiteView;
  let sqliteSite: RunningServer;

  it('backs up a running SQLite site with images and a resume', async () => {
    sqliteSite = await start({});
    token = await login(sqliteSite.publicUrl);
    await addProject(sqliteSite.publicUrl, token, 'First project');
    await addProject(sqliteSite.publicUrl, token, 'Second project', image('jolla.jpg'));
    await addCertificate(sqliteSite.publicUrl, token);
    await addResume(sqliteSite.publicUrl, token);
    await addQuote(sqliteSite.publicUrl, token, 'Simplicity is prerequisite for reliability');
    original = await view(sqliteSite, token);
    expect(Object.keys(original.media).length).toBeGreaterThan(4);

    const output = await cli('backup', path.join(scratch, 'sqlite.tar.gz'), {
      DATA_DIR: sqliteSite.dataDir,
    });
    expect(output).toMatch(/Backed up \d+ rows and \d+ media files/);
    // The site still answers while and after the backup ran.
    expect(await view(sqliteSite, token)).toEqual(original);
  });

  it('restores it into PostgreSQL + S3, where every answer, page and byte is the same', async () => {
    pgSite = await sharedBackends();
    const output = await cli('restore', path.join(scratch, 'sqlite.tar.gz'), {
      DATA_DIR: newDataDir(),
      ...pgSite.env,
    });
    expect(output).toMatch(/into postgres and s3 storage/);
    const server = await start(pgSite.env);
    expect(await view(server, token)).toEqual(original);
  });

  it('refuses to restore into a site that has content, saying why', async () => {
    const result = await npmRun('restore', [path.join(scratch, 'sqlite.tar.gz')], {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      DATA_DIR: newDataDir(),
      ...pgSite.env,
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Restore needs an empty database and empty media storage/);
  });

  it('moves back: PostgreSQL + S3 backup restored into SQLite on local disk', async () => {
    await cli('backup', path.join(scratch, 'postgres.tar.gz'), {
      DATA_DIR: newDataDir(),
      ...pgSite.env,
    });
    const dataDir = newDataDir();
    await cli('restore', path.join(scratch, 'postgres.tar.gz'), { DATA_DIR: dataDir });
    const server = await start({ DATA_DIR: dataDir });
    expect(await view(server, token)).toEqual(original);
  });
});
