import englishSwitch from 'virtual:messages/en.switch';
import type { PageLanguage, PublicPageData } from '@portfolio/contract';
import { useMessages } from '../../lib/messages';
import { pageAddressOf, pageInLanguages } from '../language-links';
import nav from './Header.module.css';
import styles from './LanguageSwitch.module.css';

/**
 * The same page in each of the site's languages, as plain links (no script needed), each named in
 * its own language; and, when the visitor's browser asks first for another of them than the
 * page's, that one offered apart. Drawn only on a site of several languages, in the header's
 * navigation and with its links' styles (the header's sheet is on every page already).
 */
export function LanguageSwitch({
  pathname,
  page,
  language,
}: {
  pathname: string;
  page: PublicPageData;
  language: PageLanguage;
}) {
  const { m } = useMessages();
  const texts = { ...englishSwitch, ...m };
  if (language.languages.length < 2) return null;
  const links = pageInLanguages(pageAddressOf(pathname, page), language);
  const suggested = links.find((link) => link.tag === language.suggested);
  return (
    <>
      <nav aria-label={texts.languages()} className={styles.languages}>
        <ul className={nav.links}>
          {links.map((link) => (
            <li key={link.tag}>
              <a
                href={link.href}
                lang={link.tag}
                hrefLang={link.tag}
                aria-current={link.current ? 'page' : undefined}
                className={link.current ? `${nav.link} ${nav.active}` : nav.link}
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {suggested && (
        <p className={styles.suggestion}>
          {texts.alsoIn()}{' '}
          <a href={suggested.href} lang={suggested.tag} hrefLang={suggested.tag}>
            {suggested.name}
          </a>
        </p>
      )}
    </>
  );
}
