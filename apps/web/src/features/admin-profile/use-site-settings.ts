import { apiPaths, type SiteSettings } from '@portfolio/contract';
import { useCallback, useState } from 'react';
import { api } from '../../lib/api';
import { change } from '../../lib/changes';
import { useLoad } from '../../lib/use-load';

export interface SiteSettingsState {
  settings: SiteSettings | undefined;
  /** Why they could not be loaded. */
  failure: string | undefined;
  /** Sends the settings with these changed (the others as last answered) and keeps the answer. */
  save(changes: Partial<SiteSettings>): Promise<SiteSettings>;
}

/**
 * The owner's site settings, read once for the Profile screen and shared by its sections, so that
 * one section's save never sends back another's old value.
 */
export function useSiteSettings(): SiteSettingsState {
  const [settings, setSettings] = useState<SiteSettings | undefined>();
  const [failure] = useLoad(
    { path: apiPaths.settings, auth: true, failed: 'The site settings could not be loaded' },
    setSettings,
  );

  const save = useCallback(
    async (changes: Partial<SiteSettings>) => {
      if (!settings) throw new Error('The site settings are not loaded yet');
      const saved = await change(
        api<SiteSettings>(apiPaths.settings, {
          method: 'PUT',
          auth: true,
          json: { ...settings, ...changes },
        }),
      );
      setSettings(saved);
      return saved;
    },
    [settings],
  );

  return { settings, failure, save };
}
