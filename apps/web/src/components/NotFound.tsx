import { DEFAULT_SITE_TEXTS } from '@portfolio/contract';
import { paths } from '../lib/paths';
import styles from './NotFound.module.css';

/**
 * Any unknown path: '404 page not found' (or the owner's words, on the public site) with a link
 * home and a link back.
 */
export function NotFound({ text = DEFAULT_SITE_TEXTS.notFound }: { text?: string }) {
  return (
    <section className={styles.notFound}>
      <h1>{text}</h1>
      <p>
        <a href={paths.home}>Go to home</a>
        {' · '}
        <a
          href={paths.home}
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              window.history.back();
            }
          }}
        >
          Go back
        </a>
      </p>
    </section>
  );
}
