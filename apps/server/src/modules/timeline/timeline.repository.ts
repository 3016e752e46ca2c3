import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import { forUpdate } from '../../db/locks.js';
import type { TimelineEntriesTable } from '../../db/schema.js';

export type TimelineRow = Selectable<TimelineEntriesTable>;

/** In the owner's order: the visible entries only unless `includeHidden`. */
export async function findTimeline(db: Db, includeHidden: boolean): Promise<TimelineRow[]> {
  return db
    .selectFrom('timeline_entries')
    .selectAll()
    .$if(!includeHidden, (query) => query.where('visible', '=', true))
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every id in the owner's order, the rows locked until the transaction ends. */
export async function timelineOrderForUpdate(trx: Db, engine: Engine): Promise<string[]> {
  const rows = await trx
    .selectFrom('timeline_entries')
    .select('id')
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .$call(forUpdate(engine))
    .execute();
  return rows.map((row) => row.id);
}

export async function setTimelinePosition(trx: Db, id: string, position: number): Promise<void> {
  await trx.updateTable('timeline_entries').set({ position }).where('id', '=', id).execute();
}

/** A new entry comes first in the owner's order. */
export async function insertTimelineEntry(
  db: Db,
  row: Omit<Insertable<TimelineEntriesTable>, 'position'>,
): Promise<TimelineRow> {
  return db
    .insertInto('timeline_entries')
    .values({
      ...row,
      position: sql<number>`(select coalesce(min(position), 0) - 1 from timeline_entries)`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTimelineEntry(
  db: Db,
  id: string,
  changes: Updateable<Omit<TimelineEntriesTable, 'id' | 'position' | 'created_at'>>,
): Promise<TimelineRow | undefined> {
  return db
    .updateTable('timeline_entries')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteTimelineEntry(db: Db, id: string): Promise<TimelineRow | undefined> {
  return db.deleteFrom('timeline_entries').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Every entry goes (an import replaces the timeline whole); answers how many there were. */
export async function deleteAllTimelineEntries(trx: Db): Promise<number> {
  const rows = await trx.deleteFrom('timeline_entries').returning('id').execute();
  return rows.length;
}
