import { changeMessages, NotificationAction, type SiteSettings } from '@portfolio/contract';
import type { ServiceDeps } from '../../deps.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { getSettings, saveSettings } from './settings.repository.js';

export async function readSettings(deps: Pick<ServiceDeps, 'db'>): Promise<SiteSettings> {
  return getSettings(deps.db);
}

/**
 * The owner replaces the settings whole. This instance applies them at once; the others read
 * them at their next write of the visitor counts, a few seconds later. The contact form's switch
 * holds from the next request on every instance (read per request; kept pages are made stale).
 */
export async function replaceSettings(
  deps: ServiceDeps,
  settings: SiteSettings,
): Promise<SiteSettings> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    await saveSettings(trx, settings, now);
    await notifySuccess(trx, NotificationAction.Edit, changeMessages.settingsUpdated, now);
  });
  deps.insights.apply(settings);
  // Every kept page's footer links to the contact form, or not.
  await deps.contentVersion.bump();
  return settings;
}
