import {
  changeMessages,
  type Deleted,
  type ErrorDetail,
  endsAfterStart,
  errorMessages,
  isHttpUrl,
  NotificationAction,
  publicPath,
  storedTimelineFields,
  TIMELINE_END_MESSAGE,
  type TimelineEntry,
  type TimelineEntryBody,
  type TimelineKind,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { type Markdown, markdownFor } from '../../lib/markdown.js';
import { commitContentChange, noted } from '../content/content-change.js';
import {
  dropDocument,
  indexDocument,
  replaceDocuments,
  type SearchDocument,
} from '../search/search.service.js';
import { forgetTranslations } from '../translations/forget-translations.service.js';
import {
  deleteAllTimelineEntries,
  deleteTimelineEntry,
  findTimeline,
  insertTimelineEntry,
  setTimelinePosition,
  type TimelineRow,
  timelineOrderForUpdate,
  updateTimelineEntry,
} from './timeline.repository.js';

const SUBJECT = 'timeline entry';
const missing = () => notFound(errorMessages.notFound(SUBJECT));

/** A row as the API's entry, its summary rendered to safe HTML. */
function toEntry(row: TimelineRow, markdown: Markdown): TimelineEntry {
  return {
    _id: row.id,
    kind: row.kind as TimelineKind,
    role: row.role,
    organisation: row.organisation,
    place: row.place,
    start: row.start,
    end: row.end,
    summary: row.summary,
    summaryHtml: row.summary === '' ? '' : markdown.renderSnippet(row.summary),
    link: row.link,
    visible: row.visible,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * What the site search finds of an entry: its role and organisation, its place and summary, on
 * About; the public finds it while it is visible.
 */
const entryDocument = (row: TimelineRow, markdown: Markdown): SearchDocument => ({
  kind: 'timeline',
  refId: row.id,
  title: `${row.role} – ${row.organisation}`,
  tags: [],
  body: `${row.place} ${markdown.plainText(row.summary)}`.trim(),
  url: publicPath('about'),
  date: row.start,
  publicFrom: row.visible ? row.created_at : null,
  texts: {
    id: row.id,
    fields: {
      role: row.role,
      organisation: row.organisation,
      place: row.place,
      summary: row.summary,
    },
  },
});

/**
 * The fields of a body as stored (trimmed) and what is wrong with them beyond the schema (the end,
 * the link, the Markdown), each problem naming its field. The import names them its own way.
 */
export function timelineFields(body: TimelineEntryBody, markdown: Markdown) {
  const fields = storedTimelineFields(body);
  const details: ErrorDetail[] = [];
  if (fields.role === '') details.push({ field: 'role', message: 'must not be blank' });
  if (fields.organisation === '') {
    details.push({ field: 'organisation', message: 'must not be blank' });
  }
  if (fields.end !== null && !endsAfterStart(fields.start, fields.end)) {
    details.push({ field: 'end', message: TIMELINE_END_MESSAGE });
  }
  if (fields.link !== '' && !isHttpUrl(fields.link)) {
    details.push({ field: 'link', message: 'must be an absolute http(s) URL' });
  }
  for (const problem of markdown.problems(fields.summary)) {
    details.push({ field: 'summary', message: problem });
  }
  return { fields, details };
}

/** The fields of a body as stored; a 400 names each problem. */
function checkedFields(body: TimelineEntryBody, markdown: Markdown) {
  const { fields, details } = timelineFields(body, markdown);
  if (details.length > 0) throw badRequest(errorMessages.invalidRequest, details);
  return fields;
}

/**
 * The owner's entry saved from a body: `write` stores its checked fields in the change's
 * transaction (no row: a 404), with the entry's search document and the owner's notification.
 */
async function saveEntry(
  deps: ServiceDeps,
  body: TimelineEntryBody,
  write: (
    trx: Db,
    fields: ReturnType<typeof checkedFields>,
    now: Date,
  ) => Promise<TimelineRow | undefined>,
  action: NotificationAction,
  message: (row: TimelineRow) => string,
): Promise<TimelineEntry> {
  const markdown = await markdownFor(deps.config);
  const fields = checkedFields(body, markdown);
  const row = await commitContentChange(deps, async (trx, now) => {
    const saved = await write(trx, fields, now);
    if (!saved) throw missing();
    await indexDocument(trx, deps, entryDocument(saved, markdown));
    return noted(saved, action, message(saved));
  });
  return toEntry(row, markdown);
}

/** The timeline in the owner's order: the visible entries only unless `includeHidden`. */
export async function listTimeline(
  deps: Pick<AppDeps, 'db' | 'config'>,
  includeHidden: boolean,
): Promise<TimelineEntry[]> {
  const markdown = await markdownFor(deps.config);
  return (await findTimeline(deps.db, includeHidden)).map((row) => toEntry(row, markdown));
}

/** The entries the public sees, for About. */
export async function listVisibleTimeline(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<TimelineEntry[]> {
  return listTimeline(deps, false);
}

/** The owner adds an entry: it comes first in his order. */
export async function addTimelineEntry(
  deps: ServiceDeps,
  body: TimelineEntryBody,
): Promise<TimelineEntry> {
  return saveEntry(
    deps,
    body,
    (trx, fields, now) =>
      insertTimelineEntry(trx, {
        ...fields,
        id: newId(now.getTime()),
        created_at: now,
        updated_at: now,
      }),
    NotificationAction.Create,
    (created) => changeMessages.timelineCreated(created.role, created.organisation),
  );
}

/** The owner replaces an entry whole; it keeps its place in his order. */
export async function editTimelineEntry(
  deps: ServiceDeps,
  id: string,
  body: TimelineEntryBody,
): Promise<TimelineEntry> {
  return saveEntry(
    deps,
    body,
    (trx, fields, now) => updateTimelineEntry(trx, id, { ...fields, updated_at: now }),
    NotificationAction.Edit,
    (updated) => changeMessages.timelineEdited(updated.role, updated.organisation),
  );
}

/**
 * The owner puts the timeline in his order: `ids` lists every entry, hidden ones too, first to
 * last. A list that is not the stored set (an entry added or deleted since he loaded his table)
 * changes nothing.
 */
export async function reorderTimeline(
  deps: ServiceDeps,
  ids: readonly string[],
): Promise<TimelineEntry[]> {
  await commitContentChange(deps, async (trx) => {
    const stored = await timelineOrderForUpdate(trx, deps.engine);
    const given = new Set(ids);
    if (given.size !== stored.length || stored.some((id) => !given.has(id))) {
      throw conflict(errorMessages.orderOutdated(SUBJECT));
    }
    for (const [position, id] of ids.entries()) {
      await setTimelinePosition(trx, id, position);
    }
    return noted(undefined, NotificationAction.Edit, changeMessages.timelineReordered);
  });
  return listTimeline(deps, true);
}

/** The owner deletes an entry. */
export async function removeTimelineEntry(deps: ServiceDeps, id: string): Promise<Deleted> {
  return commitContentChange(deps, async (trx) => {
    const row = await deleteTimelineEntry(trx, id);
    if (!row) throw missing();
    await dropDocument(trx, deps, 'timeline', row.id);
    await forgetTranslations(trx, 'timeline', row.id);
    return noted(
      { _id: row.id, deleted: true as const },
      NotificationAction.Delete,
      changeMessages.timelineDeleted(row.role, row.organisation),
    );
  });
}

/**
 * In an import's transaction: the timeline replaced whole by these entries (their fields as
 * `timelineFields` leaves them), first shown first, and its search documents with it; written
 * last to first, as each comes first.
 */
export async function replaceTimeline(
  trx: Db,
  deps: Pick<AppDeps, 'engine' | 'config'>,
  entries: readonly ReturnType<typeof timelineFields>['fields'][],
  now: Date,
  nextId: () => string,
): Promise<void> {
  const markdown = await markdownFor(deps.config);
  await deleteAllTimelineEntries(trx);
  await forgetTranslations(trx, 'timeline');
  const rows: TimelineRow[] = [];
  for (const entry of entries.toReversed()) {
    rows.push(
      await insertTimelineEntry(trx, { ...entry, id: nextId(), created_at: now, updated_at: now }),
    );
  }
  await replaceDocuments(
    trx,
    deps,
    'timeline',
    rows.map((row) => entryDocument(row, markdown)),
  );
}

/** What the site search finds of the timeline: every entry, hidden ones too (for the owner). */
export async function timelineSearchDocuments(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<SearchDocument[]> {
  const markdown = await markdownFor(deps.config);
  return (await findTimeline(deps.db, true)).map((row) => entryDocument(row, markdown));
}
