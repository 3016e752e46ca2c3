import englishLists from 'virtual:messages/en.lists';
import { usePageHref, useTexts } from '../lib/messages';

/**
 * A tag filter's links, plain links the server answers so they work without JavaScript: 'All'
 * (the unfiltered page), then each tag; the page shown is marked current for screen readers. The
 * links stay in the page's language.
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
  const local = usePageHref();
  const t = useTexts(englishLists);
  const link = (to: string, label: string, selected: boolean) => (
    <a
      key={to}
      className={linkClassName}
      href={local(to)}
      aria-current={selected ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <p className={className}>
      {link(allHref, t.all(), current === undefined)}
      {tags.map((tag) => link(href(tag), tag, tag === current))}
    </p>
  );
}
