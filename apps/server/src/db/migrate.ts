import { DEFAULT_MIGRATION_TABLE, type MigrationResult, Migrator, sql } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

class MigrationError extends Error {
  constructor(
    readonly failed: string | undefined,
    options: { cause: unknown },
  ) {
    super(`Database migration ${failed ?? ''} failed`.replace('  ', ' '), options);
    this.name = 'MigrationError';
  }
}

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Brings the schema up to date. Kysely's migration lock makes simultaneous starts run it once. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const { error, results = [] } = await migrator(db).migrateToLatest();
  if (error) {
    throw new MigrationError(results.find((r) => r.status === 'Error')?.migrationName, {
      cause: error,
    });
  }
  return results;
}

/** Brings the schema to one migration, up or down: a restore loads a backup into its schema. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error, results = [] } = await migrator(db).migrateTo(name);
  if (error) {
    throw new MigrationError(results.find((r) => r.status === 'Error')?.migrationName, {
      cause: error,
    });
  }
}

/** The names of the migrations this database has run, in order. */
export async function executedMigrations(db: Db): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}

/**
 * The migrations this database has run that this version does not know: a newer release has
 * migrated it, as in a rolling upgrade while this one still runs (or restarts).
 */
export async function newerMigrations(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(
    DEFAULT_MIGRATION_TABLE,
  )} order by name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !(name in migrations));
}

/** Every migration this version knows, in order. */
export const knownMigrations = (): string[] => Object.keys(migrations).sort();
