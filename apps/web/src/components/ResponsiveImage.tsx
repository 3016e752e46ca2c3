import type { ImageVariant } from '@portfolio/contract';

export interface ResponsiveImageProps {
  /** The URL at the default width (the fallback for browsers without srcset). */
  src: string;
  /** Every stored width. */
  variants: readonly ImageVariant[];
  /** How wide the image is drawn, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  alt: string;
  /** Above the fold: load at once and first. Otherwise the browser loads it when it nears view. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded image at the width the screen needs, with its intrinsic size set so the page keeps its
 * layout while it loads.
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
  return (
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
}
