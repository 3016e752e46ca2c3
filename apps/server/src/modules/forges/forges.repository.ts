import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ForgeAccountsTable, ProjectRepositoriesTable } from '../../db/schema.js';

export type ForgeAccountRow = Selectable<ForgeAccountsTable>;

export const listForgeAccounts = (db: Db): Promise<ForgeAccountRow[]> =>
  db.selectFrom('forge_accounts').selectAll().orderBy('created_at').orderBy('id').execute();

export const findForgeAccount = (db: Db, id: string): Promise<ForgeAccountRow | undefined> =>
  db.selectFrom('forge_accounts').selectAll().where('id', '=', id).executeTakeFirst();

export const findSameForgeAccount = (
  db: Db,
  account: Pick<ForgeAccountRow, 'forge' | 'base_url' | 'username'>,
): Promise<{ id: string } | undefined> =>
  db
    .selectFrom('forge_accounts')
    .select('id')
    .where('forge', '=', account.forge)
    .where('base_url', '=', account.base_url)
    .where('username', '=', account.username)
    .executeTakeFirst();

export const insertForgeAccount = (
  db: Db,
  row: Insertable<ForgeAccountsTable>,
): Promise<ForgeAccountRow> =>
  db.insertInto('forge_accounts').values(row).returningAll().executeTakeFirstOrThrow();

export async function deleteForgeAccount(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('forge_accounts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function pauseForgeAccount(db: Db, id: string, until: Date): Promise<void> {
  await db
    .updateTable('forge_accounts')
    .set({ paused_until: until })
    .where('id', '=', id)
    .execute();
}

/** The full names of an account's repositories that projects are linked to. */
export async function linkedRepositoryNames(db: Db, accountId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('project_repositories')
    .select('full_name')
    .where('account_id', '=', accountId)
    .execute();
  return new Set(rows.map((row) => row.full_name));
}

export async function insertProjectRepository(
  trx: Db,
  row: Insertable<ProjectRepositoriesTable>,
): Promise<void> {
  await trx.insertInto('project_repositories').values(row).execute();
}

/** A project's repository link with its account, if it has one. */
export const findLinkOfProject = (db: Db, projectId: string) =>
  db
    .selectFrom('project_repositories')
    .innerJoin('forge_accounts', 'forge_accounts.id', 'project_repositories.account_id')
    .selectAll('project_repositories')
    .select(['forge_accounts.forge', 'forge_accounts.base_url', 'forge_accounts.token_sealed'])
    .where('project_repositories.project_id', '=', projectId)
    .executeTakeFirst();

/** Every linked repository with its account, the ones checked longest ago first. */
export const listLinksToRefresh = (db: Db) =>
  db
    .selectFrom('project_repositories')
    .innerJoin('forge_accounts', 'forge_accounts.id', 'project_repositories.account_id')
    .selectAll('project_repositories')
    .select([
      'forge_accounts.forge',
      'forge_accounts.base_url',
      'forge_accounts.token_sealed',
      'forge_accounts.paused_until',
    ])
    .orderBy('project_repositories.checked_at')
    .orderBy('project_repositories.project_id')
    .execute();

export async function updateProjectRepository(
  db: Db,
  projectId: string,
  changes: Partial<Omit<ProjectRepositoriesTable, 'project_id' | 'account_id' | 'created_at'>>,
): Promise<void> {
  await db
    .updateTable('project_repositories')
    .set(changes)
    .where('project_id', '=', projectId)
    .execute();
}

/**
 * Takes the refresh for this instance until `until`, in one conditional statement: answers false
 * when another instance holds it. A lease a stopped instance left lapses at its time.
 */
export async function takeRefreshLease(db: Db, now: Date, until: Date): Promise<boolean> {
  await db
    .insertInto('forge_refresh_lease')
    .values({ name: 'refresh', held_until: new Date(0) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('forge_refresh_lease')
    .set({ held_until: until })
    .where('name', '=', 'refresh')
    .where('held_until', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseRefreshLease(db: Db, until: Date): Promise<void> {
  await db
    .updateTable('forge_refresh_lease')
    .set({ held_until: new Date(0) })
    .where('name', '=', 'refresh')
    .where('held_until', '=', until)
    .execute();
}
