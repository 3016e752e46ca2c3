import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/**
 * How wide a card's image is drawn, for `sizes`: cards are at least 20rem wide in a 72rem column
 * with 1.5rem gaps, so three columns from 1048 px, two from 704 px, one below.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1192px) 23rem, (min-width: 1048px) 33vw, (min-width: 704px) 50vw, 100vw';

/** A page of cards: its heading, what goes before the cards (a filter), and a grid of `<li>` cards. */
export function CardGrid({
  heading,
  before,
  children,
}: {
  heading: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      {before}
      <ul className={styles.grid}>{children}</ul>
    </div>
  );
}

/** One card: the image on top, then its body. */
export function Card({ image, children }: { image: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.card}>
      {image}
      <div className={styles.body}>{children}</div>
    </li>
  );
}

export const cardImageClass = styles.image;
export const cardTitleClass = styles.title;
