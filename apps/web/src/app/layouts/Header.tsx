import { useState } from 'react';
import { SearchForm } from '../../components/SearchForm';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useMessages } from '../../lib/messages';
import { paths, publicNav } from '../../lib/paths';
import styles from './Header.module.css';

/**
 * Public navigation: logo to home, the five links (and Blog while a post is published), a
 * hamburger on narrow screens, the site search's form, the mode switch; on a site of several
 * languages, its links in the page's and the switch to the same page in the others.
 */
export function Header({
  brandTitle,
  pathname,
  blog = false,
}: {
  brandTitle: string;
  /** The page's path in the default language. */
  pathname: string;
  blog?: boolean | undefined;
}) {
  const [open, setOpen] = useState(false);
  const { m, parts } = useMessages();
  const close = () => setOpen(false);

  return (
    <header className={styles.header}>
      <a href={parts ? parts.href(paths.home) : paths.home} className={styles.logo} onClick={close}>
        {brandTitle}
      </a>
      <button
        type="button"
        className={styles.hamburger}
        aria-label={m.menu()}
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
      </button>
      <nav
        id="site-nav"
        aria-label={m.mainNavigation()}
        className={open ? `${styles.nav} ${styles.open}` : styles.nav}
      >
        <ul className={styles.links}>
          {publicNav(blog).map((link) => {
            const current = link.path === pathname;
            return (
              <li key={link.path}>
                <a
                  href={parts ? parts.href(link.path) : link.path}
                  onClick={close}
                  aria-current={current ? 'page' : undefined}
                  className={current ? `${styles.link} ${styles.active}` : styles.link}
                >
                  {parts ? parts.label(link) : link.label}
                </a>
              </li>
            );
          })}
        </ul>
        <SearchForm />
        <ThemeToggle label={m.darkMode()} />
        {parts && <parts.Switch />}
      </nav>
    </header>
  );
}
