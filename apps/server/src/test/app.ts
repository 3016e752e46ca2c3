import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, TOKEN_HEADER } from '@portfolio/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { ABSOLUTE_TIMEOUT_MS, hashToken, newToken } from '../modules/auth/tokens.js';
import { createStorage } from '../storage/create-storage.js';
import type { StorageDriver } from '../storage/storage.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { KeptImageAnswers } from './kept-image-answers.js';
import { madeWhile } from './made-while.js';
import { createTestBucket, type TestBucket } from './s3-bucket.js';
import { OWNER } from './users.js';

export { OWNER, VIEWER } from './users.js';

export interface TestContext {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: Config;
  readonly database: TestDatabase;
  /** The project's storage: local disk (server-sqlite) or a bucket of its own (server-postgres). */
  readonly storage: StorageDriver;
  /** The test clock: move it forward to reach expiry times. */
  readonly clock: { now: Date; advance(ms: number): void };
  /** Logs in and answers the access token. */
  login(userId?: string, password?: string): Promise<string>;
  /**
   * Opens a session for the user (the owner by default) as a login would, without checking the
   * password (an argon2id verification) or writing the login's notification, and answers its
   * token: for the tests that are not about logging in.
   */
  openSession(userId?: string): Promise<string>;
  /** Headers carrying a token. */
  auth(token: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * One image process for all the apps a test worker builds: started by the first upload, it stays
 * warm for the worker's run (a cold start, sharp, pdf.js and the fonts loading, is seconds), runs
 * the worker built for this test run, and answers a job done before in the run from what was kept
 * (kept-image-answers.ts).
 */
const images = new KeptImageAnswers(inject('imageWorker'), inject('imageAnswers'));

/** Which storage driver this test run uses: the vitest project sets TEST_STORAGE. */
const testStorage = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';

/** A bucket of its own on the project's loopback S3 server, when the project tests S3. */
async function createStorageEnv(): Promise<TestBucket | undefined> {
  return testStorage === 's3' ? createTestBucket(inject('s3Endpoint')) : undefined;
}

/**
 * The whole app on a fresh database of the engine under test and fresh storage of the driver under
 * test, with the owner and a viewer (`seed: false`: with no row at all, as a restore wants).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  { seed = true } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-test-data-'));
  const database = await createTestDatabase({ seed });
  const bucket = await createStorageEnv();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...bucket?.env,
    ...env,
  });
  const db = database.handle.db;
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const storage = await createStorage(config);
  const app = await buildApp(
    {
      config: { ...config, database: database.config },
      db,
      engine: database.handle.engine,
      storage,
      images,
      now: () => clock.now,
    },
    options,
  );
  const context: TestContext = {
    app,
    db,
    config,
    database,
    storage,
    clock,
    async login(userId = OWNER.userId, password = OWNER.password) {
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.auth.login,
        payload: { user_id: userId, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
    async openSession(userId = OWNER.userId) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const token = newToken();
      const now = clock.now;
      await db
        .insertInto('sessions')
        .values({
          id: newId(now.getTime()),
          token_hash: hashToken(token),
          user_id: user.id,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
          // As a login does: the session opens confirmed.
          confirmed_at: now,
        })
        .execute();
      return token;
    },
    auth: (token) => ({ [TOKEN_HEADER]: token }),
    async close() {
      await app.close();
      await database.drop();
      await bucket?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

/** Fails with the body when the status is not the expected one, so a failing test says why. */
export function expectStatus(res: LightMyRequestResponse, status: number): void {
  if (res.statusCode !== status) {
    throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 500)}`);
  }
}

/**
 * The test app that `open` builds and `close` closes (a hook pair of vitest's). The context
 * answered reads through to the app of the moment, so the file's helpers name it once, outside the
 * tests.
 */
function testAppWhile(
  open: typeof beforeAll,
  close: typeof afterAll,
  args: Parameters<typeof createTestContext>,
): TestContext {
  return madeWhile(
    open,
    close,
    () => createTestContext(...args),
    (ctx) => ctx.close(),
    'The test app',
  );
}

/**
 * The test app of each test of the file that calls this at its top level: a fresh one is built
 * before each test and closed after it.
 */
export function testAppPerTest(...args: Parameters<typeof createTestContext>): TestContext {
  return testAppWhile(beforeEach, afterEach, args);
}

/**
 * One test app for all the tests of the file that calls this at its top level: built before the
 * first (before the file's own beforeAll, which fills it) and closed after the last.
 */
export function testAppPerFile(...args: Parameters<typeof createTestContext>): TestContext {
  return testAppWhile(beforeAll, afterAll, args);
}

/**
 * A test app whose owner is logged in: `token` is the session opened before each test; a test
 * that ends the owner's sessions sets the one it opens next.
 */
export interface OwnerTestContext extends TestContext {
  token: string;
}

/**
 * As testAppPerTest, with a session of the owner opened before each test (openSession): the
 * context's `token`, for the tests of what a logged-in owner does.
 */
export function ownerAppPerTest(...args: Parameters<typeof createTestContext>): OwnerTestContext {
  const ctx = testAppPerTest(...args);
  let token: string | undefined;
  beforeEach(async () => {
    token = await ctx.openSession();
  });
  afterEach(() => {
    token = undefined;
  });
  return new Proxy(ctx as OwnerTestContext, {
    get(target, key) {
      if (key !== 'token') return Reflect.get(target, key);
      if (token === undefined)
        throw new Error("The owner's session is there only while a test runs");
      return token;
    },
    set(target, key, value) {
      if (key !== 'token') return Reflect.set(target, key, value);
      token = value;
      return true;
    },
  });
}

/**
 * The list a list call answers, checked to be a 200: the public's without `token`, else that
 * session's. The list calls are POSTs (a token may ride in the body), but for the timeline's GET.
 */
export async function listAs<T>(
  ctx: TestContext,
  url: string,
  token?: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<T[]> {
  const res = await ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {} });
  expectStatus(res, 200);
  return res.json<T[]>();
}

/** A call of the logged-in owner: the test's session token in its headers, a JSON body if given. */
export function ownerCall(
  ctx: OwnerTestContext,
  method: InjectOptions['method'],
  url: string,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: ctx.auth(ctx.token), payload });
}
