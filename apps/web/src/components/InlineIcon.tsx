import type { IconSvg } from '@portfolio/contract';

/**
 * An icon the server sent (page data or the icon picker's answers), drawn inline in the current
 * text colour. Decorative: the text beside it, or the link's hidden name, says what it is.
 */
export function InlineIcon({ icon, className }: { icon: IconSvg; className?: string | undefined }) {
  return (
    <svg
      className={className}
      viewBox={icon.viewBox}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-icon={icon.slug}
    >
      <path d={icon.path} />
    </svg>
  );
}
