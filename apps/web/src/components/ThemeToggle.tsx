import { setMode, useMode } from '../lib/theme';
import styles from './ThemeToggle.module.css';

/**
 * The dark-mode switch: a checkbox that passes its checked state to the shared mode handler;
 * named in the page's language on a public page (the admin's login is in English). Apart from
 * the messages' context: the admin's bundle shares it, and must not carry them.
 */
export function ThemeToggle({ label = 'Dark mode' }: { label?: string }) {
  const mode = useMode();
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={mode === 'dark'}
        aria-checked={mode === 'dark'}
        onChange={(event) => setMode(event.currentTarget.checked ? 'dark' : 'light')}
      />
      <span className={styles.track} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
