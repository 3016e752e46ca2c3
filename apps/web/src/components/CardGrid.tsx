import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/**
 * How wide a card's image is drawn, for `sizes`: cards are at least 20rem wide in a column of at
 * most 72rem with 1.25rem padding each side and 1.5rem gaps, so three columns from 1048 px, two
 * from 704 px, one below.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1192px) 22.2rem, (min-width: 1048px) calc((100vw - 5.5rem) / 3), (min-width: 704px) calc(50vw - 2rem), calc(100vw - 2.5rem)';

/**
 * A page of cards: its heading, what goes before the cards (a filter), a grid of `<li>` cards, and
 * what goes after them (the links to other pages). A `feed` is an h-feed (microformats2) named by
 * its heading, its cards h-entries.
 */
export function CardGrid({
  heading,
  before,
  after,
  feed = false,
  children,
}: {
  heading: string;
  before?: ReactNode;
  after?: ReactNode;
  feed?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={feed ? `${styles.page} h-feed` : styles.page}>
      <h1 className={feed ? `${styles.heading} p-name` : styles.heading}>{heading}</h1>
      {before}
      <ul className={styles.grid}>{children}</ul>
      {after}
    </div>
  );
}

/** One card: the image on top, then its body; an `entry` is an h-entry (microformats2). */
export function Card({
  image,
  entry = false,
  children,
}: {
  image: ReactNode;
  entry?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={entry ? `${styles.card} h-entry` : styles.card}>
      {image}
      <div className={styles.body}>{children}</div>
    </li>
  );
}

export const cardImageClass = styles.image;
export const cardTitleClass = styles.title;
