import list from './ListParts.module.css';

/** An item's tags on its card or page: each a plain link to the items with that tag. */
export function TagLinks({
  tags,
  href,
  describedBy,
}: {
  tags: readonly string[];
  href(tag: string): string;
  /** The id of the item's title, which says whose tags they are. */
  describedBy: string | undefined;
}) {
  if (tags.length === 0) return null;
  return (
    <p className={list.tags}>
      {tags.map((tag) => (
        <a
          key={tag}
          className={`${list.tag} p-category`}
          href={href(tag)}
          aria-describedby={describedBy}
        >
          {tag}
        </a>
      ))}
    </p>
  );
}

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
