import { changeMessages, NotificationAction, type Profile } from '@portfolio/contract';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { getProfile, saveProfile } from './profile.repository.js';

/** The site profile, as everyone sees it. */
export async function readProfile(deps: Pick<AppDeps, 'db'>): Promise<Profile> {
  return getProfile(deps.db);
}

/** The owner replaces the site profile whole. */
export async function replaceProfile(deps: ServiceDeps, profile: Profile): Promise<Profile> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    await saveProfile(trx, profile, now);
    await notifySuccess(trx, NotificationAction.Edit, changeMessages.profileUpdated, now);
  });
  await deps.contentVersion.bump();
  return profile;
}
