import {
  changeMessages,
  NotificationAction,
  type SiteSettings,
  type SiteSettingsBody,
} from '@portfolio/contract';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { commitContentChange, noted } from '../content/content-change.js';
import { getSettings, saveSettings } from './settings.repository.js';

export async function readSettings(deps: Pick<ServiceDeps, 'db'>): Promise<SiteSettings> {
  return getSettings(deps.db);
}

/**
 * The owner replaces the settings: every one he sends, and the ones added after the first release
 * kept as stored when he sends none of them (an older client's body). This instance applies them
 * at once; the others read them at their next write of the visitor counts, a few seconds later.
 * The contact form's switch holds from the next request on every instance (read per request; kept
 * pages are made stale).
 */
export async function replaceSettings(
  deps: ServiceDeps,
  body: SiteSettingsBody,
): Promise<SiteSettings> {
  // A content change: every kept page's footer and texts come from the settings.
  const settings = await commitContentChange(deps, async (trx, now) => {
    const changed: SiteSettings = { ...(await getSettings(trx)), ...body };
    await saveSettings(trx, changed, now);
    return noted(changed, NotificationAction.Edit, changeMessages.settingsUpdated);
  });
  deps.insights.apply(settings);
  return settings;
}

/**
 * The owner puts the setup checklist away, or shows it again: the Dashboard's alone, so no public
 * page changes and no notification tells of it.
 */
export async function setSetupDismissed(
  deps: Pick<AppDeps, 'db' | 'now'>,
  setupDismissed: boolean,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await saveSettings(trx, { ...(await getSettings(trx)), setupDismissed }, deps.now());
  });
}
