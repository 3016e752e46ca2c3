import { changeMessages, NotificationAction, type SiteSettings } from '@portfolio/contract';
import type { ServiceDeps } from '../../deps.js';
import { commitContentChange } from '../content/content-change.js';
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
  // A content change: every kept page's footer links to the contact form, or not.
  await commitContentChange(deps, async (trx, now) => {
    await saveSettings(trx, settings, now);
    return {
      result: undefined,
      notification: { action: NotificationAction.Edit, message: changeMessages.settingsUpdated },
    };
  });
  deps.insights.apply(settings);
  return settings;
}
