import englishScreenshots from 'virtual:messages/en.screenshots';
import type { ImageVariant, ProjectScreenshot } from '@portfolio/contract';
import { useRef, useState } from 'react';
import lightbox from '../../components/Lightbox.module.css';
import { openOnPlainClick } from '../../components/plain-click';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import search from '../../components/SearchForm.module.css';
import { useTexts } from '../../lib/messages';
import styles from './ScreenshotGallery.module.css';

/** A screenshot's widest stored width: what its link and the lightbox show. */
const widest = (shot: ProjectScreenshot): ImageVariant | undefined => shot.variants.at(-1);

/**
 * A project's screenshots as a gallery of thumbnails (lazy, at the width the screen needs, their
 * size set). Without JavaScript each thumbnail is a plain link to the large image; with it, a plain
 * click opens that image in one modal dialog: the arrow keys and its buttons go to the previous or
 * next one, Escape or Close closes it and focus goes back to the thumbnail shown last.
 */
export function ScreenshotGallery({
  screenshots,
  title,
}: {
  screenshots: readonly ProjectScreenshot[];
  /** The project's title, for the names of screenshots without alt text. */
  title: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  const t = useTexts(englishScreenshots);
  if (screenshots.length === 0) return null;
  /** The owner's alt text, else which screenshot of which project it is. */
  const altOf = (shot: ProjectScreenshot, index: number) =>
    shot.alt || t.screenshotOf({ number: index + 1, title });
  const count = screenshots.length;
  const move = (step: number) =>
    setShown((index) => (index === null ? null : (index + step + count) % count));
  const current = shown === null ? undefined : screenshots[shown];
  const large = current && widest(current);
  return (
    <section className={styles.gallery} aria-labelledby="screenshots-heading">
      <h2 id="screenshots-heading">{t.screenshotsHeading()}</h2>
      <ul className={styles.grid}>
        {screenshots.map((shot, index) => (
          <li key={shot._id}>
            <a
              className={styles.thumb}
              href={widest(shot)?.url ?? shot.url}
              ref={(link) => {
                links.current[index] = link;
              }}
              onClick={(event) => openOnPlainClick(event, dialog.current, () => setShown(index))}
            >
              <ResponsiveImage
                src={shot.url}
                variants={shot.variants}
                sizes="(min-width: 52rem) 15rem, 45vw"
                alt={altOf(shot, index)}
                ratio="16 / 10"
              />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={lightbox.dialog}
        aria-label={t.screenshotsOf({ title })}
        onClose={() => {
          // After the browser's own return of focus to the thumbnail that opened the dialog,
          // whenever it runs: the thumbnail shown last takes it.
          const last = shown === null ? undefined : links.current[shown];
          requestAnimationFrame(() => last?.focus());
          setShown(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          else if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {current && large && shown !== null && (
          <figure className={styles.figure}>
            <img
              className={styles.full}
              src={large.url}
              width={large.width}
              height={large.height}
              alt={altOf(current, shown)}
            />
            <figcaption>
              {current.alt}{' '}
              <span className={styles.count}>{t.shownOf({ number: shown + 1, count })}</span>
            </figcaption>
          </figure>
        )}
        <form method="dialog" className={styles.controls}>
          {count > 1 && (
            <button type="button" className={search.outlineButton} onClick={() => move(-1)}>
              {t.previousScreenshot()}
            </button>
          )}
          <button type="submit" className={search.outlineButton}>
            {t.closeScreenshots()}
          </button>
          {count > 1 && (
            <button type="button" className={search.outlineButton} onClick={() => move(1)}>
              {t.nextScreenshot()}
            </button>
          )}
        </form>
      </dialog>
    </section>
  );
}
