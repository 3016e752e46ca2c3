/**
 * A tag filter's links, plain links the server answers so they work without JavaScript: 'All'
 * (the unfiltered page), then each tag; the page shown is marked current for screen readers.
 */
export function FilterLinks({
  allHref,
  tags,
  current,
  href,
  className,
  linkClassName,
}: {
  allHref: string;
  tags: readonly string[];
  current: string | undefined;
  href(tag: string): string;
  className: string | undefined;
  linkClassName: string | undefined;
}) {
  const link = (to: string, label: string, selected: boolean) => (
    <a key={to} className={linkClassName} href={to} aria-current={selected ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <p className={className}>
      {link(allHref, 'All', current === undefined)}
      {tags.map((tag) => link(href(tag), tag, tag === current))}
    </p>
  );
}
