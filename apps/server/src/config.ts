import path from 'node:path';
import { isAdminHostname } from '@portfolio/contract';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every environment variable the server reads, with its default. `.env.example` documents each one.
 * Values arrive as strings and are converted before they are checked.
 */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union(
    [Type.Literal('production'), Type.Literal('development'), Type.Literal('test')],
    { default: 'production' },
  ),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: 'localhost' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  PUBLIC_ORIGIN: Type.Optional(Type.String({ minLength: 1 })),
  ADMIN_ORIGIN: Type.Optional(Type.String({ minLength: 1 })),
  CORS_ORIGINS: Type.Optional(Type.String()),
  TRUST_PROXY: Type.String({ default: 'false' }),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  OWNER_USER_ID: Type.String({ minLength: 1, maxLength: 100, default: 'admin' }),
  OWNER_PASSWORD: Type.Optional(Type.String({ minLength: 12, maxLength: 1024 })),
  WEB_DIST_DIR: Type.Optional(Type.String({ minLength: 1 })),
  MEDIA_PUBLIC_URL: Type.Optional(Type.String({ minLength: 1 })),
  STORAGE_DRIVER: Type.Union([Type.Literal('local'), Type.Literal('s3')], { default: 'local' }),
  S3_ENDPOINT: Type.Optional(Type.String({ minLength: 1 })),
  S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
  SPOTIFY_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  SPOTIFY_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  SPOTIFY_REFRESH_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  SPOTIFY_ACCOUNTS_URL: Type.String({ minLength: 1, default: 'https://accounts.spotify.com' }),
  SPOTIFY_API_URL: Type.String({ minLength: 1, default: 'https://api.spotify.com' }),
  API_RATE_LIMIT: Type.Integer({ minimum: 1, default: 600 }),
  PAGE_RATE_LIMIT: Type.Integer({ minimum: 1, default: 1200 }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://.+' })),
  // Up to the upload timeout's default: an upload on a slow line may need that long to finish. The
  // default fits an orchestrator's usual 10 s grace period with the close time (server.ts).
  SHUTDOWN_DRAIN_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 8_000 }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 10_000 }),
  UPLOAD_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 600_000 }),
  MAX_CONNECTIONS_PER_ADDRESS: Type.Integer({ minimum: 1, default: 100 }),
  CONTRIBUTIONS_API_URL: Type.String({
    minLength: 1,
    default: 'https://github-contributions-api.jogruber.de',
  }),
  GITHUB_API_URL: Type.String({ minLength: 1, default: 'https://api.github.com' }),
  ALLOW_PRIVATE_UPSTREAMS: Type.Boolean({ default: false }),
  FORGE_TOKEN_KEY: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9+/]{43}=$', description: '32 bytes in base64' }),
  ),
  FORGE_REFRESH_MINUTES: Type.Integer({ minimum: 1, maximum: 10_080, default: 60 }),
  FORGE_CALL_TIMEOUT_MS: Type.Integer({ minimum: 1, maximum: 600_000, default: 8_000 }),
  REMOTE_IMAGE_TIMEOUT_MS: Type.Integer({ minimum: 1, maximum: 600_000, default: 10_000 }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://.+' })),
  CONTACT_TO: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
  CONTACT_FROM: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
  CONTACT_POW_MAX: Type.Integer({ minimum: 1, maximum: 10_000_000, default: 50_000 }),
  CONTACT_MIN_FILL_SECONDS: Type.Integer({ minimum: 0, maximum: 600, default: 3 }),
  CONTACT_MAILS_PER_HOUR: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  INSIGHTS_KEYS_PER_DAY: Type.Integer({ minimum: 10, maximum: 10_000, default: 100 }),
  BACKUP_SCHEDULE: Type.Optional(Type.String()),
  BACKUP_KEEP: Type.Integer({ minimum: 1, maximum: 1000, default: 7 }),
});
type Env = Static<typeof EnvSchema>;

export type DatabaseConfig =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string };
export type TrustProxy = boolean | number | string[];

/** Where media files live: a folder, or an S3-compatible bucket. */
export type StorageConfig =
  | { readonly driver: 'local'; readonly dir: string }
  | {
      readonly driver: 's3';
      readonly bucket: string;
      readonly region: string;
      /** Another S3-compatible service than AWS; AWS's own endpoint when unset. */
      readonly endpoint: string | undefined;
      readonly forcePathStyle: boolean;
      /** Unset: the SDK's default chain (AWS_* variables, instance or container role). */
      readonly credentials:
        | { readonly accessKeyId: string; readonly secretAccessKey: string }
        | undefined;
    };

export interface Config {
  readonly env: Env['NODE_ENV'];
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly storage: StorageConfig;
  readonly publicOrigin: string;
  readonly adminOrigin: string;
  readonly corsOrigins: readonly string[];
  /** Host names the site answers (lower case, no port); other hosts get 421 (http/host-check.ts). */
  readonly allowedHosts: readonly string[];
  readonly trustProxy: TrustProxy;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly owner: { readonly userId: string; readonly password: string | undefined };
  readonly webDistDir: string;
  /** Base URL of stored media: a CDN or public bucket, else this server's /media. */
  readonly mediaBaseUrl: string;
  /** The music service's credentials, when the owner set them up. */
  readonly spotify: SpotifyConfig | undefined;
  readonly contributionsApiUrl: string;
  /** The code forges projects are imported from and refreshed against. */
  readonly forges: ForgesConfig;
  /** API calls a minute from one address before 429. */
  readonly apiRateLimit: number;
  /** Pages and not-found answers a minute from one address before 429, counted by each instance. */
  readonly pageRateLimit: number;
  /** Shared counters for several instances; without it each instance counts alone. */
  readonly redisUrl: string | undefined;
  /** How long a SIGTERM waits for requests in flight before it cuts them and exits 1. */
  readonly shutdownDrainMs: number;
  /** How long a request's headers, then its body, may take to arrive; uploads take `upload`. */
  readonly requestTimeouts: { readonly request: number; readonly upload: number };
  /** Open connections from one address (one not trusted as a proxy) before more are refused. */
  readonly maxConnectionsPerAddress: number;
  /** The contact form: mail, proof-of-work, fill time. */
  readonly contact: ContactConfig;
  /**
   * Keys kept a day for each kind of visitor count (pages, referrers, campaigns, devices, clicks):
   * the largest; the rest are added together under one key.
   */
  readonly insightsKeysPerDay: number;
  /** Backups the server writes itself; unset BACKUP_SCHEDULE, none. */
  readonly backups: BackupsConfig;
}

interface BackupsConfig {
  /** How long after one backup the next is due; undefined: no scheduled backups. */
  readonly intervalMs: number | undefined;
  /** Scheduled backups kept, the newest; older ones are removed. */
  readonly keep: number;
}

/** Where the contact form's messages are mailed, when the owner set it up. */
export interface MailConfig {
  readonly smtpUrl: string;
  readonly to: string;
  /** The sender address: CONTACT_FROM, else CONTACT_TO. */
  readonly from: string;
}

interface ContactConfig {
  /** Unset: messages are only kept as notifications. */
  readonly mail: MailConfig | undefined;
  /** The proof-of-work's difficulty: the browser tries half this many hashes on average. */
  readonly powMax: number;
  /** A form sent sooner than this after it was served is refused (a bot fills it at once). */
  readonly minFillMs: number;
  /** Messages mailed an hour, from everyone together; later ones are kept but not mailed. */
  readonly mailsPerHour: number;
}

interface ForgesConfig {
  /** GitHub's REST API: the public one, or a GitHub Enterprise server's `/api/v3`. */
  readonly githubApiUrl: string;
  /**
   * Forge addresses on loopback or private networks are allowed (tests, a forge on the LAN); off,
   * a forge URL the owner typed is refused when its host resolves to one.
   */
  readonly allowPrivateUpstreams: boolean;
  /** The AES-256-GCM key forge tokens are encrypted with; unset, no token can be stored. */
  readonly tokenKey: Buffer | undefined;
  /** How often linked repositories are checked for new numbers. */
  readonly refreshIntervalMs: number;
  /** How long one call to a forge (or a repository's picture) may take, its redirects included. */
  readonly callTimeoutMs: number;
  /** How long an image read from a URL elsewhere (a post's imported cover) may take to arrive. */
  readonly remoteImageTimeoutMs: number;
}

export interface SpotifyConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly refreshToken: string;
  readonly accountsUrl: string;
  readonly apiUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseOrigin(name: string, value: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value) {
      return url.origin;
    }
  } catch {
    // reported below
  }
  problems.push(`${name}: "${value}" is not an origin like https://example.com (no path)`);
  return value;
}

function parseBaseUrl(name: string, value: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash) {
      return url.href.replace(/\/+$/, '');
    }
  } catch {
    // reported below
  }
  problems.push(`${name}: "${value}" is not an http(s) URL like https://cdn.example.com/media`);
  return value;
}

const DATABASE_URL_EXAMPLE =
  'postgres://user:password@db.example.com:5432/portfolio, or sqlite:./data/portfolio.db';

/**
 * DATABASE_URL is a PostgreSQL URL that parses, or a SQLite file. Its value is never repeated: it
 * may hold a password.
 */
function checkDatabaseUrl(value: string | undefined): string[] {
  if (value === undefined || (value.startsWith('sqlite:') && value.length > 'sqlite:'.length)) {
    return [];
  }
  if (!/^postgres(ql)?:\/\//.test(value)) {
    return [
      `DATABASE_URL: not a PostgreSQL URL or a SQLite file; write it like ${DATABASE_URL_EXAMPLE}`,
    ];
  }
  if (URL.canParse(value)) return [];
  return [
    `DATABASE_URL: cannot be read as a URL; write it like ${DATABASE_URL_EXAMPLE}, with @ : / ? # % in the user name or password written as %40 %3A %2F %3F %23 %25`,
  ];
}

/** The admin host's first label is `admin`: that is how a request is told to be the admin's (spec §2). */
function checkAdminOrigin(adminOrigin: string): string[] {
  // An ADMIN_ORIGIN that is no origin at all is reported once, by parseOrigin.
  if (!URL.canParse(adminOrigin) || new URL(adminOrigin).origin !== adminOrigin) return [];
  if (isAdminHostname(new URL(adminOrigin).hostname)) return [];
  return [
    `ADMIN_ORIGIN: "${adminOrigin}" must start with admin. (its first label is the admin's sign), like https://admin.example.com`,
  ];
}

/**
 * The names a browser may reach the site by: the public host, its admin host (`admin.` + the public
 * host, and ADMIN_ORIGIN's), and the loopback names, which a browser sends only for a page of that
 * very name (so never for a DNS rebinding), and by which the instances behind a load balancer and
 * the machine's own tools reach the server.
 */
function allowedHosts(publicOrigin: string, adminOrigin: string): string[] {
  const publicHost = new URL(publicOrigin).hostname;
  return [
    ...new Set([
      'localhost',
      'admin.localhost',
      '127.0.0.1',
      '[::1]',
      publicHost,
      `admin.${publicHost}`,
      new URL(adminOrigin).hostname,
    ]),
  ];
}

function parseTrustProxy(value: string, problems: string[]): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim());
  if (list.every((entry) => /^[0-9a-f.:/]+$/.test(entry))) return list;
  problems.push(
    'TRUST_PROXY: use true, false, a number of hops, or a comma-separated list of IPs/CIDRs',
  );
  return false;
}

/** One problem per variable that fails the schema, keyed by the variable's name. */
function schemaProblems(schema: TSchema, value: unknown): Map<string, string> {
  const problems = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    const name = error.path.replace(/^\//, '');
    if (!problems.has(name)) {
      problems.set(name, `${name}: ${error.message} (got "${String(error.value)}")`);
    }
  }
  return problems;
}

/** The set variables, converted from strings and completed with defaults; `skip` names are left out. */
function readEnv(source: NodeJS.ProcessEnv, skip: ReadonlySet<string>): unknown {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '' && !skip.has(key)) raw[key] = value;
  }
  return Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
}

/** The bucket is required with STORAGE_DRIVER=s3; the two keys come together or not at all. */
function checkS3(env: Env): string[] {
  if (env.STORAGE_DRIVER !== 's3') return [];
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the SDK's default chain",
    );
  }
  return problems;
}

/** An address alone (no display name, no line break): it goes in a mail header. */
const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** SMTP_URL and CONTACT_TO come together; the addresses are plain addresses. */
function checkMail(env: Env): string[] {
  const problems: string[] = [];
  if (Boolean(env.SMTP_URL) !== Boolean(env.CONTACT_TO)) {
    problems.push('SMTP_URL, CONTACT_TO: set both to mail the contact messages, or neither');
  }
  for (const name of ['CONTACT_TO', 'CONTACT_FROM'] as const) {
    const value = env[name];
    if (value !== undefined && !MAIL_ADDRESS.test(value)) {
      problems.push(`${name}: "${value}" is not an e-mail address like owner@example.com`);
    }
  }
  return problems;
}

const SCHEDULE_WORDS: Record<string, number> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};
const SCHEDULE_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };
/** The shortest interval between scheduled backups: each one copies the whole site. */
const SCHEDULE_MIN_MS = 15 * 60_000;

/**
 * BACKUP_SCHEDULE: `hourly`, `daily`, `weekly`, or an interval like `6h`, `30m`, `2d` (at least
 * 15 minutes); the next backup is due that long after the last one.
 */
function parseBackupSchedule(value: string | undefined, problems: string[]): number | undefined {
  if (value === undefined) return undefined;
  const word = SCHEDULE_WORDS[value.trim().toLowerCase()];
  if (word) return word;
  const match = /^(\d{1,4})([mhd])$/.exec(value.trim().toLowerCase());
  const ms = match ? Number(match[1]) * (SCHEDULE_UNITS[match[2] ?? ''] ?? 0) : 0;
  if (ms >= SCHEDULE_MIN_MS) return ms;
  problems.push(
    `BACKUP_SCHEDULE: "${value}" is not hourly, daily, weekly or an interval of at least 15 minutes like 30m, 6h or 2d`,
  );
  return undefined;
}

/** Parses the environment once. Throws a ConfigError that lists every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const badValues = schemaProblems(EnvSchema, readEnv(source, new Set()));
  // The checks below run on the rest, with defaults in place of the bad values, so that one start
  // names every bad variable, and a bad variable is not blamed again through a value derived from it.
  const env = readEnv(source, new Set(badValues.keys())) as Env;
  const problems: string[] = [];

  const publicOrigin = parseOrigin(
    'PUBLIC_ORIGIN',
    env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    problems,
  );
  const adminOrigin = parseOrigin(
    'ADMIN_ORIGIN',
    env.ADMIN_ORIGIN ?? `http://admin.localhost:${env.PORT}`,
    problems,
  );
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((origin) => {
          if (origin === '*') {
            problems.push('CORS_ORIGINS: "*" is not allowed; list the origins');
            return origin;
          }
          return parseOrigin('CORS_ORIGINS', origin, problems);
        })
    : [publicOrigin, adminOrigin];
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const mediaBaseUrl = env.MEDIA_PUBLIC_URL
    ? parseBaseUrl('MEDIA_PUBLIC_URL', env.MEDIA_PUBLIC_URL, problems)
    : `${publicOrigin}/media`;
  problems.push(...checkS3(env));
  const s3Endpoint = env.S3_ENDPOINT
    ? parseBaseUrl('S3_ENDPOINT', env.S3_ENDPOINT, problems)
    : undefined;
  const spotifyVars = [env.SPOTIFY_CLIENT_ID, env.SPOTIFY_CLIENT_SECRET, env.SPOTIFY_REFRESH_TOKEN];
  if (spotifyVars.some(Boolean) && !spotifyVars.every(Boolean)) {
    problems.push(
      'SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET, SPOTIFY_REFRESH_TOKEN: set all three, or none',
    );
  }
  const spotifyAccountsUrl = parseBaseUrl(
    'SPOTIFY_ACCOUNTS_URL',
    env.SPOTIFY_ACCOUNTS_URL,
    problems,
  );
  const spotifyApiUrl = parseBaseUrl('SPOTIFY_API_URL', env.SPOTIFY_API_URL, problems);
  const contributionsApiUrl = parseBaseUrl(
    'CONTRIBUTIONS_API_URL',
    env.CONTRIBUTIONS_API_URL,
    problems,
  );
  const githubApiUrl = parseBaseUrl('GITHUB_API_URL', env.GITHUB_API_URL, problems);
  problems.push(...checkMail(env));
  problems.push(...checkDatabaseUrl(env.DATABASE_URL));
  problems.push(...checkAdminOrigin(adminOrigin));
  const backupIntervalMs = parseBackupSchedule(env.BACKUP_SCHEDULE, problems);
  const named = (problem: string) => problem.slice(0, problem.indexOf(':')).split(', ');
  const allProblems = [
    ...badValues.values(),
    ...problems.filter((problem) => !named(problem).some((name) => badValues.has(name))),
  ];
  if (allProblems.length > 0) throw new ConfigError(allProblems);

  const dataDir = path.resolve(cwd, env.DATA_DIR);
  const database: DatabaseConfig = env.DATABASE_URL?.startsWith('postgres')
    ? { engine: 'postgres', url: env.DATABASE_URL }
    : {
        engine: 'sqlite',
        file: env.DATABASE_URL
          ? path.resolve(cwd, env.DATABASE_URL.slice('sqlite:'.length))
          : path.join(dataDir, 'portfolio.db'),
      };

  const storage: StorageConfig =
    env.STORAGE_DRIVER === 's3'
      ? Object.freeze({
          driver: 's3',
          bucket: env.S3_BUCKET ?? '',
          region: env.S3_REGION,
          endpoint: s3Endpoint,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? Object.freeze({
                  accessKeyId: env.S3_ACCESS_KEY_ID,
                  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
                })
              : undefined,
        })
      : Object.freeze({ driver: 'local', dir: path.join(dataDir, 'media') });

  return Object.freeze({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    storage,
    publicOrigin,
    adminOrigin,
    corsOrigins: Object.freeze(corsOrigins),
    allowedHosts: Object.freeze(allowedHosts(publicOrigin, adminOrigin)),
    trustProxy,
    logLevel: env.LOG_LEVEL,
    owner: Object.freeze({ userId: env.OWNER_USER_ID, password: env.OWNER_PASSWORD }),
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(cwd, env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    mediaBaseUrl,
    spotify:
      env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET && env.SPOTIFY_REFRESH_TOKEN
        ? Object.freeze({
            clientId: env.SPOTIFY_CLIENT_ID,
            clientSecret: env.SPOTIFY_CLIENT_SECRET,
            refreshToken: env.SPOTIFY_REFRESH_TOKEN,
            accountsUrl: spotifyAccountsUrl,
            apiUrl: spotifyApiUrl,
          })
        : undefined,
    contributionsApiUrl,
    forges: Object.freeze({
      githubApiUrl,
      allowPrivateUpstreams: env.ALLOW_PRIVATE_UPSTREAMS,
      tokenKey: env.FORGE_TOKEN_KEY ? Buffer.from(env.FORGE_TOKEN_KEY, 'base64') : undefined,
      refreshIntervalMs: env.FORGE_REFRESH_MINUTES * 60_000,
      callTimeoutMs: env.FORGE_CALL_TIMEOUT_MS,
      remoteImageTimeoutMs: env.REMOTE_IMAGE_TIMEOUT_MS,
    }),
    apiRateLimit: env.API_RATE_LIMIT,
    pageRateLimit: env.PAGE_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    requestTimeouts: Object.freeze({
      request: env.REQUEST_TIMEOUT_MS,
      upload: env.UPLOAD_TIMEOUT_MS,
    }),
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    contact: Object.freeze({
      mail:
        env.SMTP_URL && env.CONTACT_TO
          ? Object.freeze({
              smtpUrl: env.SMTP_URL,
              to: env.CONTACT_TO,
              from: env.CONTACT_FROM ?? env.CONTACT_TO,
            })
          : undefined,
      powMax: env.CONTACT_POW_MAX,
      minFillMs: env.CONTACT_MIN_FILL_SECONDS * 1000,
      mailsPerHour: env.CONTACT_MAILS_PER_HOUR,
    }),
    insightsKeysPerDay: env.INSIGHTS_KEYS_PER_DAY,
    backups: Object.freeze({ intervalMs: backupIntervalMs, keep: env.BACKUP_KEEP }),
  });
}
