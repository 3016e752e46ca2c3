import englishLists from 'virtual:messages/en.lists';
import type { ReactNode } from 'react';
import { usePageHref, useTexts } from '../lib/messages';
import list from './ListParts.module.css';

interface FilterLinksProps {
  allHref: string;
  tags: readonly string[];
  current: string | undefined;
  href(tag: string): string;
}

/**
 * A tag filter's links, plain links the server answers so they work without JavaScript: 'All'
 * (the unfiltered page), then each tag; the page shown is marked current for screen readers. The
 * links stay in the page's language.
 */
function FilterLinks({ allHref, tags, current, href }: FilterLinksProps) {
  const local = usePageHref();
  const t = useTexts(englishLists);
  const link = (to: string, label: string, selected: boolean) => (
    <a
      key={to}
      className={list.filterLink}
      href={local(to)}
      aria-current={selected ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <p className={list.filterLinks}>
      {link(allHref, t.all(), current === undefined)}
      {tags.map((tag) => link(href(tag), tag, tag === current))}
    </p>
  );
}

/**
 * A public list's tag filter (`label` names it): its links, and under them, when a tag is chosen,
 * what `status` says of it (how many carry it, the way back to all).
 */
export function TagFilter({
  label,
  status,
  ...links
}: FilterLinksProps & { label: string; status: ReactNode }) {
  return (
    <nav className={list.filter} aria-label={label}>
      <FilterLinks {...links} />
      {links.current !== undefined && <p className={list.filterStatus}>{status}</p>}
    </nav>
  );
}
