import { NotificationAction } from '@portfolio/contract';
import type { Db } from '../../db/database.js';

/** What the first run's checklist asks of the site's tables, each one row read at most. */
export interface SetupFacts {
  /** A project, shown or hidden. */
  project: boolean;
  resume: boolean;
  /** The owner has saved a theme (none stored is the default he never chose). */
  theme: boolean;
  /** A visitor's message (or the owner's test) has come through the contact form. */
  message: boolean;
}

const hasRow = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) !== undefined;

export async function findSetupFacts(db: Db): Promise<SetupFacts> {
  const [project, resume, theme, message] = await Promise.all([
    hasRow(db.selectFrom('projects').select('id').limit(1)),
    hasRow(db.selectFrom('resumes').select('id').limit(1)),
    hasRow(db.selectFrom('site_theme').select('id').limit(1)),
    hasRow(
      db
        .selectFrom('notifications')
        .select('id')
        .where('action', '=', NotificationAction.Message)
        .limit(1),
    ),
  ]);
  return { project, resume, theme, message };
}
