import {
  changeMessages,
  type Deleted,
  errorMessages,
  NotificationAction,
  type Quote,
} from '@portfolio/contract';
import { lockFor } from '../../db/locks.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { commitContentChange, noted } from '../content/content-change.js';
import { forgetTranslations } from '../translations/forget-translations.service.js';
import { toQuote } from './quote.mapping.js';
import {
  deleteQuote,
  findQuote,
  findQuotes,
  hideOtherQuotes,
  insertQuote,
  setQuoteActive,
} from './quotes.repository.js';

const missing = () => notFound(errorMessages.notFound('quote'));

/** Changes that may activate a quote run one at a time; the unique index makes sure of the rest. */
const ACTIVE_QUOTE_LOCK = 'quotes.active';

/** Quotes, newest first: the active one only unless `includeHidden`. */
export async function listQuotes(
  deps: Pick<AppDeps, 'db'>,
  includeHidden: boolean,
): Promise<Quote[]> {
  return (await findQuotes(deps.db, includeHidden)).map(toQuote);
}

/** The quotes the public sees, for the About page. */
export async function listVisibleQuotes(deps: Pick<AppDeps, 'db'>): Promise<Quote[]> {
  return listQuotes(deps, false);
}

/** The owner posts a quote, his own or someone's ('' for his): it becomes the only active one. */
export async function addQuote(deps: ServiceDeps, quote: string, author = ''): Promise<Quote> {
  const row = await commitContentChange(deps, async (trx, now) => {
    await lockFor(trx, deps.engine, ACTIVE_QUOTE_LOCK);
    await hideOtherQuotes(trx);
    const created = await insertQuote(trx, {
      id: newId(now.getTime()),
      quote,
      author,
      is_active: true,
      posted_on: now,
    });
    return noted(created, NotificationAction.Create, changeMessages.quotePosted(quote));
  });
  return toQuote(row);
}

/** The owner shows or hides a quote; showing one hides the others. */
export async function toggleQuote(deps: ServiceDeps, id: string): Promise<Quote> {
  const row = await commitContentChange(deps, async (trx) => {
    await lockFor(trx, deps.engine, ACTIVE_QUOTE_LOCK);
    const current = await findQuote(trx, id);
    if (!current) throw missing();
    const show = !current.is_active;
    if (show) await hideOtherQuotes(trx, current.id);
    const updated = await setQuoteActive(trx, current.id, show);
    if (!updated) throw missing();
    return noted(
      updated,
      NotificationAction.StatusUpdate,
      changeMessages.quoteShownOrHidden(updated.quote, show),
    );
  });
  return toQuote(row);
}

/** The owner deletes a quote. */
export async function removeQuote(deps: ServiceDeps, id: string): Promise<Deleted> {
  return commitContentChange(deps, async (trx) => {
    const row = await deleteQuote(trx, id);
    if (!row) throw missing();
    await forgetTranslations(trx, 'quote', row.id);
    return noted(
      { _id: row.id, deleted: true as const },
      NotificationAction.Delete,
      changeMessages.quoteDeleted(row.quote),
    );
  });
}
