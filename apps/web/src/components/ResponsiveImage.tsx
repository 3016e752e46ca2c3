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
}: ResponsiveImageProps) {
  const shown = variants.find((variant) => variant.url === src) ?? variants[variants.length - 1];
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
    />
  );
  if (priority || !shown) return image;
  return (
    <span className={styles.frame} style={{ aspectRatio: `${shown.width} / ${shown.height}` }}>
      {image}
    </span>
  );
}
