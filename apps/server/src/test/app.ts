import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, TOKEN_HEADER, USER_TYPE_ADMIN } from '@portfolio/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createUser } from '../modules/auth/auth.service.js';
import { createStorage } from '../storage/create-storage.js';
import type { StorageDriver } from '../storage/storage.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { createTestBucket, type TestBucket } from './s3-bucket.js';

export const OWNER = { userId: 'owner', password: 'correct horse battery staple' } as const;

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
  /** Headers carrying a token. */
  auth(token: string): Record<string, string>;
  close(): Promise<void>;
}

/** A user who is not the Admin, for 403 checks. */
export const VIEWER = { userId: 'viewer', password: 'viewer password 123' } as const;

/** Which storage driver this test run uses: the vitest project sets TEST_STORAGE. */
export const testStorage = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';

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
  const database = await createTestDatabase();
  const bucket = await createStorageEnv();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...bucket?.env,
    ...env,
  });
  const db = database.handle.db;
  if (seed) {
    await createUser(db, { ...OWNER, name: 'Owner', userType: USER_TYPE_ADMIN });
    await createUser(db, { ...VIEWER, name: 'Viewer', userType: 'Viewer' });
  }
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
