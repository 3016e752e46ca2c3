import englishNotFound from 'virtual:messages/en.notfound';
import { DEFAULT_SITE_TEXTS } from '@portfolio/contract';
import { usePageHref, useTexts } from '../lib/messages';
import { paths } from '../lib/paths';
import styles from './NotFound.module.css';

/**
 * Any unknown path: '404 page not found' (or the owner's words, on the public site) with a link
 * home and a link back, in the page's language.
 */
export function NotFound({ text = DEFAULT_SITE_TEXTS.notFound }: { text?: string }) {
  const t = useTexts(englishNotFound);
  const home = usePageHref()(paths.home);
  return (
    <section className={styles.notFound}>
      <h1>{text}</h1>
      <p>
        <a href={home}>{t.goHome()}</a>
        {' · '}
        <a
          href={home}
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              window.history.back();
            }
          }}
        >
          {t.goBack()}
        </a>
      </p>
    </section>
  );
}
