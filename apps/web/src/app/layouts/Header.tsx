import type { PublicPageData } from '@portfolio/contract';
import { useState } from 'react';
import { SearchForm } from '../../components/SearchForm';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useMessages } from '../../lib/messages';
import { paths, publicNav } from '../../lib/paths';
import { inPageLanguage } from '../page-languages';
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
  page,
}: {
  brandTitle: string;
  /** The page's path in the default language. */
  pathname: string;
  blog?: boolean | undefined;
  page?: PublicPageData | undefined;
}) {
  const [open, setOpen] = useState(false);
  const { m, parts } = useMessages();
  const language = page?.pageLanguage;
  const close = () => setOpen(false);
  return (
    <header className={styles.header}>
      <a href={inPageLanguage(paths.home, language)} className={styles.logo} onClick={close}>
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
        aria-label="Main"
        className={open ? `${styles.nav} ${styles.open}` : styles.nav}
      >
        <ul className={styles.links}>
          {publicNav(blog).map((link) => {
            const current = link.path === pathname;
            return (
              <li key={link.path}>
                <a
                  href={inPageLanguage(link.path, language)}
                  onClick={close}
                  aria-current={current ? 'page' : undefined}
                  className={current ? `${styles.link} ${styles.active}` : styles.link}
                >
                  {m.nav[link.key]()}
                </a>
              </li>
            );
          })}
        </ul>
        <SearchForm />
        <ThemeToggle />
        {parts && page && language && (
          <parts.LanguageSwitch pathname={pathname} page={page} language={language} />
        )}
      </nav>
    </header>
  );
}
