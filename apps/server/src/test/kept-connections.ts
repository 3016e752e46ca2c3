import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { openPostgresPool } from '../db/database.js';
import { postgresUrl } from './database-templates.js';

/**
 * This worker's connections to one of its PostgreSQL test databases, kept from one test to the
 * next: a new connection is a new server process (about 20 ms of the server's CPU here) that loads
 * the catalog again for its first queries, and each test's app opened two or three. The server
 * keeps no session state on a connection (no SET, session lock, LISTEN or temporary table), so a
 * connection is the same for the next test.
 */
export interface KeptConnections {
  /** The connections as a test's app has them: a pool of its own, which it ends. */
  lend(): LentPool;
  /** Whether a connection to the database is neither the pool's nor closed: a test's own. */
  othersOnIt(client: pg.PoolClient): Promise<boolean>;
  /** One of the connections, for the reset between tests. */
  connect(): Promise<pg.PoolClient>;
  /** Closes the idle connections beyond the first `most`; the others stay for the next test. */
  trim(most: number): Promise<void>;
  close(): Promise<void>;
}

export interface LentPool extends PostgresPool {
  /** Resolves when the app has ended the pool and given back every connection it took. */
  readonly returned: Promise<void>;
}

/**
 * The pool lent to one test: it hands out the kept connections until the app ends it, then refuses
 * as an ended pool does (an app's work still running after its close fails, as it would).
 */
function lendPool(pool: pg.Pool): LentPool {
  const out = new Set<pg.PoolClient>();
  let ended = false;
  let giveBack: () => void = () => {};
  const returned = new Promise<void>((resolve) => {
    giveBack = resolve;
  });
  const refuse = () => new Error('Cannot use a pool after calling end on the pool');
  return {
    returned,
    async connect(): Promise<PostgresPoolClient> {
      if (ended) throw refuse();
      const client = await pool.connect();
      // Asked before the end, given after it: the database may be being reset already.
      if (ended) {
        client.release();
        throw refuse();
      }
      out.add(client);
      return {
        query: client.query.bind(client) as PostgresPoolClient['query'],
        release() {
          out.delete(client);
          client.release();
          if (ended && out.size === 0) giveBack();
        },
      };
    },
    async end() {
      ended = true;
      if (out.size === 0) giveBack();
    },
  };
}

/** The name the kept connections give the server. */
const KEPT = 'portfolio-test-kept';

/** Opens the kept connections' pool for the test database `name`. */
export async function keepConnections(name: string): Promise<KeptConnections> {
  // A drop WITH (FORCE) at the run's end ends idle connections under the pool: nothing to handle.
  // Named, so that any other connection to the database is told apart.
  const url = new URL(postgresUrl(name));
  url.searchParams.set('application_name', KEPT);
  const pool = await openPostgresPool(url.toString(), () => {});
  return {
    lend: () => lendPool(pool),
    async othersOnIt(client) {
      const { rows } = await client.query<{ others: number }>(
        `select count(*)::int as others from pg_stat_activity
          where datname = current_database() and application_name <> $1`,
        [KEPT],
      );
      return rows[0]?.others !== 0;
    },
    connect: () => pool.connect(),
    async trim(most) {
      const idle: pg.PoolClient[] = [];
      for (let left = pool.idleCount; left > 0; left--) idle.push(await pool.connect());
      // A connection released with `true` is closed, not kept.
      for (const [index, client] of idle.entries()) client.release(index >= most);
    },
    close: () => pool.end(),
  };
}
