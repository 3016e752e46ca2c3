import englishLists from 'virtual:messages/en.lists';
import { usePageHref, useTexts } from '../lib/messages';
import list from './ListParts.module.css';

/**
 * The pages of a long list as plain links the server answers (`?page=2`), so they work without
 * JavaScript: the previous and next pages, and every page by its number; nothing for one page.
 * Each list names its pages and its two directions; every list's look the same (ListParts). The
 * links stay in the page's language.
 */
export function PageLinks({
  page,
  pageCount,
  href,
  label,
  previous,
  next,
}: {
  page: number;
  pageCount: number;
  href(page: number): string;
  /** The navigation's accessible name ('Pages of projects'). */
  label: string;
  /** What the links to the page before and after say ('Previous', 'Next'). */
  previous: string;
  next: string;
}) {
  const local = usePageHref();
  const t = useTexts(englishLists);
  if (pageCount <= 1) return null;
  return (
    <nav className={list.pages} aria-label={label}>
      {page > 1 && (
        <a className={list.pageLink} href={local(href(page - 1))} rel="prev">
          {previous}
        </a>
      )}
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((to) => (
        <a
          key={to}
          className={list.pageLink}
          href={local(href(to))}
          aria-label={t.pageNumber({ page: to })}
          aria-current={to === page ? 'page' : undefined}
        >
          {to}
        </a>
      ))}
      {page < pageCount && (
        <a className={list.pageLink} href={local(href(page + 1))} rel="next">
          {next}
        </a>
      )}
    </nav>
  );
}
