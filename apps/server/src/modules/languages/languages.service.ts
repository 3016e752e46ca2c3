import {
  changeMessages,
  checkSiteLanguages,
  ErrorCode,
  NotificationAction,
  type SiteLanguages,
} from '@portfolio/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { commitContentChange, noted } from '../content/content-change.js';
import { getLanguages, saveLanguages } from './languages.repository.js';

export async function readLanguages(deps: Pick<ServiceDeps, 'db'>): Promise<SiteLanguages> {
  return getLanguages(deps.db);
}

/**
 * The owner replaces the site's languages: checked whole first (a tag that is none, one twice,
 * one whose prefix is a route of the site, the default left out: a 400 naming it, nothing
 * changed), stored canonical. A content change: every kept page's links and switch come from them.
 */
export async function replaceLanguages(
  deps: ServiceDeps,
  body: SiteLanguages,
): Promise<SiteLanguages> {
  const checked = checkSiteLanguages(body);
  if ('problem' in checked) throw new AppError(400, ErrorCode.VALIDATION_ERROR, checked.problem);
  return commitContentChange(deps, async (trx, now) => {
    await saveLanguages(trx, checked.languages, now);
    return noted(checked.languages, NotificationAction.Edit, changeMessages.languagesUpdated);
  });
}
