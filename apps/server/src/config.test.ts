import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, EnvSchema, loadConfig } from './config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/site');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs on defaults: SQLite under ./data, port 3000, both hosts on localhost', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/site/data',
      database: { engine: 'sqlite', file: '/srv/site/data/portfolio.db' },
      publicOrigin: 'http://localhost:3000',
      adminOrigin: 'http://admin.localhost:3000',
      corsOrigins: ['http://localhost:3000', 'http://admin.localhost:3000'],
      trustProxy: false,
      logLevel: 'info',
      owner: { userId: 'admin', password: undefined },
      requestTimeouts: { request: 10_000, upload: 600_000 },
      maxConnectionsPerAddress: 100,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the request timeouts, the drain and the connection cap, and refuses zero or words', () => {
    expect(loadConfig({}, '/srv/site').shutdownDrainMs).toBe(8_000);
    const config = loadConfig(
      {
        REQUEST_TIMEOUT_MS: '5000',
        UPLOAD_TIMEOUT_MS: '120000',
        SHUTDOWN_DRAIN_MS: '120000',
        MAX_CONNECTIONS_PER_ADDRESS: '20',
      },
      '/srv/site',
    );
    expect(config.requestTimeouts).toEqual({ request: 5000, upload: 120_000 });
    expect(config.shutdownDrainMs).toBe(120_000);
    expect(config.maxConnectionsPerAddress).toBe(20);
    const problems = problemsOf({
      REQUEST_TIMEOUT_MS: '0',
      UPLOAD_TIMEOUT_MS: 'long',
      SHUTDOWN_DRAIN_MS: '600001',
      MAX_CONNECTIONS_PER_ADDRESS: '-1',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'MAX_CONNECTIONS_PER_ADDRESS',
      'REQUEST_TIMEOUT_MS',
      'SHUTDOWN_DRAIN_MS',
      'UPLOAD_TIMEOUT_MS',
    ]);
  });

  it('reads the timeouts of calls to forges and of remote images, and refuses zero or words', () => {
    expect(loadConfig({}, '/srv/site').forges).toMatchObject({
      callTimeoutMs: 8_000,
      remoteImageTimeoutMs: 10_000,
    });
    const config = loadConfig(
      { FORGE_CALL_TIMEOUT_MS: '300', REMOTE_IMAGE_TIMEOUT_MS: '1000' },
      '/srv/site',
    );
    expect(config.forges).toMatchObject({ callTimeoutMs: 300, remoteImageTimeoutMs: 1000 });
    const problems = problemsOf({
      FORGE_CALL_TIMEOUT_MS: '0',
      REMOTE_IMAGE_TIMEOUT_MS: 'slow',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'FORGE_CALL_TIMEOUT_MS',
      'REMOTE_IMAGE_TIMEOUT_MS',
    ]);
  });

  it('derives the origins from PORT and picks PostgreSQL from a postgres:// URL', () => {
    const config = loadConfig(
      { PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/site', TRUST_PROXY: '2' },
      '/srv/site',
    );
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://u@db:5432/site' });
    expect(config.trustProxy).toBe(2);
  });

  it('reads lists: CORS origins and trusted proxy addresses', () => {
    const config = loadConfig(
      {
        CORS_ORIGINS: 'https://example.com, https://admin.example.com',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
        DATABASE_URL: 'sqlite:./site.db',
      },
      '/srv/site',
    );
    expect(config.corsOrigins).toEqual(['https://example.com', 'https://admin.example.com']);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.database).toEqual({ engine: 'sqlite', file: path.resolve('/srv/site/site.db') });
  });

  it('lists every bad variable in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      OWNER_PASSWORD: 'short',
      DATABASE_URL: 'mysql://x',
      NODE_ENV: 'staging',
    });
    const names = problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual(
      ['DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'OWNER_PASSWORD', 'PORT'].sort(),
    );
  });

  it('takes a DATABASE_URL that parses, and never repeats one that does not (it may hold a password)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://jane:p%40ss@db:5432/site' }).database).toEqual({
      engine: 'postgres',
      url: 'postgres://jane:p%40ss@db:5432/site',
    });
    for (const url of [
      'postgres://jane:a/b@db/site',
      'postgres://jane:a#b@db/site',
      'mysql://jane:secret@db',
    ]) {
      const [problem = ''] = problemsOf({ DATABASE_URL: url });
      expect(problem).toMatch(/^DATABASE_URL: .+ like postgres:\/\/user:password@/);
      expect(problem).not.toContain(url);
    }
  });

  it('refuses an ADMIN_ORIGIN whose first label is not admin', () => {
    expect(problemsOf({ ADMIN_ORIGIN: 'https://manage.example.com' })).toEqual([
      'ADMIN_ORIGIN: "https://manage.example.com" must start with admin. (its first label is the admin\'s sign), like https://admin.example.com',
    ]);
    expect(problemsOf({ ADMIN_ORIGIN: 'https://manage.example.com/admin' })).toEqual([
      'ADMIN_ORIGIN: "https://manage.example.com/admin" is not an origin like https://example.com (no path)',
    ]);
    expect(loadConfig({ ADMIN_ORIGIN: 'https://admin.example.org' }).adminOrigin).toBe(
      'https://admin.example.org',
    );
  });

  it('names bad variables of every group at once: schema, origins, CORS, proxy, S3, music', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      ADMIN_ORIGIN: 'https://admin.example.com/login',
      CORS_ORIGINS: 'https://example.com, *',
      TRUST_PROXY: 'sometimes',
      MEDIA_PUBLIC_URL: 'ftp://cdn.example.com',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'not a url',
      SPOTIFY_CLIENT_ID: 'id',
      SPOTIFY_API_URL: 'spotify',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
      'ADMIN_ORIGIN',
      'CORS_ORIGINS',
      'TRUST_PROXY',
      'MEDIA_PUBLIC_URL',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET, SPOTIFY_REFRESH_TOKEN',
      'SPOTIFY_API_URL',
    ]);
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', TRUST_PROXY: 'sometimes' }, '/srv/site');
    } catch (err) {
      message = err instanceof Error ? err.message : '';
    }
    expect(message).toMatch(/^Invalid configuration:\n {2}- PORT: .*\n {2}- TRUST_PROXY: /);
  });

  it('blames a bad variable once, not again through the values derived from it', () => {
    // The origins derive from PORT; the bucket is required with S3 and also badly named.
    expect(
      problemsOf({ PORT: 'eighty', STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Name' }).map(
        (p) => p.split(':')[0],
      ),
    ).toEqual(['PORT', 'S3_BUCKET']);
  });

  it('takes the music service credentials all together or not at all', () => {
    expect(loadConfig({}, '/srv/site').spotify).toBeUndefined();
    const config = loadConfig(
      { SPOTIFY_CLIENT_ID: 'id', SPOTIFY_CLIENT_SECRET: 'secret', SPOTIFY_REFRESH_TOKEN: 'token' },
      '/srv/site',
    );
    expect(config.spotify).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      refreshToken: 'token',
      accountsUrl: 'https://accounts.spotify.com',
      apiUrl: 'https://api.spotify.com',
    });
    expect(problemsOf({ SPOTIFY_CLIENT_ID: 'id' })).toEqual([
      'SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET, SPOTIFY_REFRESH_TOKEN: set all three, or none',
    ]);
  });

  it('takes SMTP_URL and CONTACT_TO together, with plain addresses, for the contact mail', () => {
    expect(loadConfig({}, '/srv/site').contact).toEqual({
      mail: undefined,
      powMax: 50_000,
      minFillMs: 3_000,
      mailsPerHour: 20,
    });
    const config = loadConfig(
      { SMTP_URL: 'smtps://u:p@smtp.example.com:465', CONTACT_TO: 'me@example.com' },
      '/srv/site',
    );
    expect(config.contact.mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      to: 'me@example.com',
      from: 'me@example.com',
    });
    expect(problemsOf({ SMTP_URL: 'smtp://localhost' })).toEqual([
      'SMTP_URL, CONTACT_TO: set both to mail the contact messages, or neither',
    ]);
    expect(
      problemsOf({
        SMTP_URL: 'smtp://localhost',
        CONTACT_TO: 'Me <me@example.com>',
        CONTACT_FROM: 'a@b.c\r\nBcc: x@y.z',
      }),
    ).toEqual([
      'CONTACT_TO: "Me <me@example.com>" is not an e-mail address like owner@example.com',
      'CONTACT_FROM: "a@b.c\r\nBcc: x@y.z" is not an e-mail address like owner@example.com',
    ]);
    expect(
      problemsOf({ SMTP_URL: 'http://mail.example.com', CONTACT_TO: 'me@example.com' }),
    ).toHaveLength(1);
  });

  it('reads the caps of abuse: mails an hour and visitor-count keys a day, and refuses too little', () => {
    const defaults = loadConfig({}, '/srv/site');
    expect([defaults.contact.mailsPerHour, defaults.insightsKeysPerDay]).toEqual([20, 100]);
    const set = loadConfig({ CONTACT_MAILS_PER_HOUR: '5', INSIGHTS_KEYS_PER_DAY: '50' }, '/srv');
    expect([set.contact.mailsPerHour, set.insightsKeysPerDay]).toEqual([5, 50]);
    const problems = problemsOf({ CONTACT_MAILS_PER_HOUR: '0', INSIGHTS_KEYS_PER_DAY: '9' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'CONTACT_MAILS_PER_HOUR',
      'INSIGHTS_KEYS_PER_DAY',
    ]);
  });

  it('reads the backup schedule and how many are kept, and refuses what it cannot read', () => {
    const defaults = loadConfig({}, '/srv/site');
    expect(defaults.backups).toEqual({ intervalMs: undefined, keep: 7 });
    const hour = 3_600_000;
    for (const [value, ms] of [
      ['hourly', hour],
      ['daily', 24 * hour],
      ['Weekly', 7 * 24 * hour],
      ['30m', hour / 2],
      ['6h', 6 * hour],
      ['2d', 48 * hour],
    ] as const) {
      expect(loadConfig({ BACKUP_SCHEDULE: value }, '/srv').backups.intervalMs).toBe(ms);
    }
    expect(loadConfig({ BACKUP_KEEP: '3' }, '/srv').backups.keep).toBe(3);
    for (const value of ['nightly', '10m', '0 3 * * *', '6 h']) {
      const problems = problemsOf({ BACKUP_SCHEDULE: value });
      expect(problems).toEqual([
        `BACKUP_SCHEDULE: "${value}" is not hourly, daily, weekly or an interval of at least 15 minutes like 30m, 6h or 2d`,
      ]);
    }
    for (const value of ['0', 'all', '-2']) {
      expect(problemsOf({ BACKUP_KEEP: value }).map((p) => p.split(':')[0])).toEqual([
        'BACKUP_KEEP',
      ]);
    }
  });

  it('refuses origins with paths, a CORS wildcard and a bad TRUST_PROXY together', () => {
    const problems = problemsOf({
      PUBLIC_ORIGIN: 'https://example.com/site',
      CORS_ORIGINS: '*',
      TRUST_PROXY: 'sometimes',
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PUBLIC_ORIGIN.*CORS_ORIGINS.*TRUST_PROXY/s);
  });
  it('keeps media under DATA_DIR/media by default, or in an S3 bucket', () => {
    expect(loadConfig({}, '/srv/site').storage).toEqual({
      driver: 'local',
      dir: '/srv/site/data/media',
    });
    const config = loadConfig(
      {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'https://s3.example.net/',
        S3_REGION: 'eu-west-3',
        S3_BUCKET: 'portfolio-media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
      '/srv/site',
    );
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'portfolio-media',
      region: 'eu-west-3',
      endpoint: 'https://s3.example.net',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media' }, '/srv/site').storage).toEqual({
      driver: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names every S3 problem: no bucket, one key of two, a bad endpoint, a bad driver', () => {
    expect(
      problemsOf({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key', S3_ENDPOINT: 'ftp://x' }).map(
        (p) => p.split(':')[0],
      ),
    ).toEqual(['S3_BUCKET', 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT']);
    expect(problemsOf({ STORAGE_DRIVER: 'ftp' }).map((p) => p.split(':')[0])).toEqual([
      'STORAGE_DRIVER',
    ]);
    expect(
      problemsOf({ S3_BUCKET: 'Bad_Name', S3_FORCE_PATH_STYLE: 'maybe' })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['S3_BUCKET', 'S3_FORCE_PATH_STYLE']);
  });

  it('has every variable documented in .env.example and the deployment guide', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    for (const doc of ['.env.example', 'docs/deployment.md']) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      const missing = Object.keys(EnvSchema.properties).filter(
        (name) => !new RegExp(`\\b${name}\\b`).test(text),
      );
      expect({ doc, missing }).toEqual({ doc, missing: [] });
    }
  });
});
