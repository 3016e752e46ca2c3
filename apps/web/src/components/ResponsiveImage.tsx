import type { ImageVariant } from '@portfolio/contract';
import styles from './ResponsiveImage.module.css';

export interface ResponsiveImageProps {
  /** The URL at the default width (the fallback for browsers without srcset). */
  src: string;
  /** Every stored width. */
  variants: readonly ImageVariant[];
  /** How wide the image is drawn, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  alt: string;
  /**
   * The page's first photo, above the fold: loaded at once and first. Any other photo is loaded
   * when it nears view, and not before the first photo is on the screen (lib/photo-boot.ts).
   */
  priority?: boolean;
  className?: string;
  /**
   * The shape it is drawn at ('16 / 10'), cropped to fill it (`object-fit: cover`) around `focus`
   * (an image entity's `image_focus`); without it, its own shape.
   */
  ratio?: string | undefined;
  focus?: string | undefined;
}

/**
 * An uploaded image at the width the screen needs, with its intrinsic size set so the page keeps its
 * layout while it loads. A photo after the first is drawn in a frame of its size, which the photo
 * boot script holds empty until the first photo is shown.
 */
export function ResponsiveImage({
  src,
  variants,
  sizes,
  alt,
  priority = false,
  className,
  ratio,
  focus = '',
}: ResponsiveImageProps) {
  const shown = variants.find((variant) => variant.url === src) ?? variants[variants.length - 1];
  // A stored focus is two percents, '30 70', checked by the server (IMAGE_FOCUS_PATTERN); '' is
  // the centre, CSS's own default.
  const position = focus ? `${focus.replace(' ', '% ')}%` : undefined;
  const crop = ratio
    ? {
        aspectRatio: ratio,
        objectFit: 'cover' as const,
        ...(position ? { objectPosition: position } : {}),
      }
    : undefined;
  const image = (
    <img
      className={className}
      src={src}
      srcSet={variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') || undefined}
      sizes={variants.length > 0 ? sizes : undefined}
      width={shown?.width}
      height={shown?.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={crop}
    />
  );
  if (priority || !shown) return image;
  return (
    <span
      className={styles.frame}
      style={{ aspectRatio: ratio ?? `${shown.width} / ${shown.height}` }}
    >
      {image}
    </span>
  );
}

/**
 * The image under an article's heading (a post's cover, a case study's project image): the page's
 * first photo, drawn across the article's column, with no alt of its own (the heading names it).
 */
export function LeadImage({
  className,
  src,
  variants,
}: Pick<ResponsiveImageProps, 'className' | 'src' | 'variants'>) {
  return (
    <ResponsiveImage
      className={className}
      src={src}
      variants={variants}
      sizes="(min-width: 52rem) 48rem, 100vw"
      alt=""
      priority
    />
  );
}
