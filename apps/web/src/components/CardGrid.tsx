import type { ImageVariant } from '@portfolio/contract';
import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';
import { ResponsiveImage } from './ResponsiveImage';

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

/** The shape of every card's image: cards in a row line up whatever their photos' shapes. */
const CARD_IMAGE_RATIO = '16 / 10';

/**
 * A card's image, decorative (the title names the card), drawn at CARD_IMAGE_RATIO and cropped
 * around the owner's focus (`image_focus`) when its own shape differs.
 */
export function CardImage({
  src,
  variants,
  focus,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
  className,
}: {
  src: string;
  variants: readonly ImageVariant[];
  focus: string;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  return (
    <ResponsiveImage
      className={className ? `${styles.image} ${className}` : styles.image}
      src={src}
      variants={variants}
      sizes={sizes}
      alt=""
      priority={priority}
      ratio={CARD_IMAGE_RATIO}
      focus={focus}
    />
  );
}

export const cardTitleClass = styles.title;
