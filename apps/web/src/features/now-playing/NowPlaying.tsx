import { DEFAULT_SITE_TEXTS } from '@portfolio/contract';
import { useMessages } from '../../lib/messages';
import styles from './NowPlaying.module.css';
import { useNowPlaying } from './use-now-playing';

/**
 * The footer's now-playing panel: the album image and the track name linking to the track, or
 * 'Not Listening.' (or the owner's words) when nothing plays or the call fails. Its box keeps one
 * size whatever it shows, so nothing below it moves.
 */
export function NowPlaying({ idleText = DEFAULT_SITE_TEXTS.notListening }: { idleText?: string }) {
  const state = useNowPlaying();
  const { m } = useMessages();
  const item = state.status === 'ready' ? state.nowPlaying.item : null;
  const cover = item?.album.images[0]?.url;
  return (
    <section
      className={styles.panel}
      aria-labelledby="now-playing-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="now-playing-title" className="visually-hidden">
        {m.nowPlaying()}
      </h2>
      {item ? (
        <a
          className={styles.track}
          href={item.external_urls.spotify}
          target="_blank"
          rel="noopener noreferrer"
        >
          {cover ? (
            <img
              className={styles.cover}
              src={cover}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
          ) : (
            <span className={styles.cover} />
          )}
          <span className={styles.name}>{item.name}</span>
        </a>
      ) : (
        state.status !== 'loading' && <p className={styles.idle}>{idleText}</p>
      )}
    </section>
  );
}
