import type { HomeButtons, SiteSettings } from '@portfolio/contract';
import { useState } from 'react';
import { CheckboxLabel } from '../../components/CheckboxLabel';
import { ErrorMessage } from '../../components/ErrorMessage';
import { reportError } from '../../lib/api';
import styles from './Profile.module.css';
import type { SiteSettingsState } from './use-site-settings';

const HOME_BUTTONS: { key: keyof HomeButtons; label: string }[] = [
  { key: 'resume', label: "Home shows a 'Download résumé' button (when a resume is online)" },
  { key: 'contact', label: "Home shows a 'Contact' button (while the contact form is on)" },
];

/**
 * What the public pages show besides the owner's content: the footer's music panel, and Home's
 * call-to-action buttons (off on a new site). Each saved when its box changes.
 */
export function PageSwitches({ site }: { site: SiteSettingsState }) {
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { settings } = site;

  async function save(changes: Partial<SiteSettings>) {
    setPending(true);
    setFailure(undefined);
    try {
      await site.save(changes);
    } catch (err) {
      setFailure(reportError(err, 'The setting could not be saved'));
    } finally {
      setPending(false);
    }
  }

  if (!settings) return null;
  return (
    <fieldset className={styles.group}>
      <legend>Buttons and panels</legend>
      {HOME_BUTTONS.map(({ key, label }) => (
        <CheckboxLabel
          key={key}
          className={styles.toggle}
          checked={settings.homeButtons[key]}
          disabled={pending}
          onChange={(checked) =>
            void save({ homeButtons: { ...settings.homeButtons, [key]: checked } })
          }
        >
          {label}
        </CheckboxLabel>
      ))}
      <CheckboxLabel
        className={styles.toggle}
        checked={settings.musicPanel}
        disabled={pending}
        onChange={(checked) => void save({ musicPanel: checked })}
      >
        The footer shows the music you are playing (switch it off without a music service)
      </CheckboxLabel>
      <ErrorMessage message={failure} />
    </fieldset>
  );
}
