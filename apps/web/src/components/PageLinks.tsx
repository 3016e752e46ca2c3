import englishLists from 'virtual:messages/en.lists';
import { usePageHref, useTexts } from '../lib/messages';

/**
 * The pages of a long list as plain links the server answers (`?page=2`), so they work without
 * JavaScript: the previous and next pages, and every page by its number; nothing for one page.
 * Each list names its pages and its two directions, and brings its own look. The links stay in the
 * page's language.
 */
export function PageLinks({
  page,
  pageCount,
  href,
  label,
  previous,
  next,
  className,
  linkClassName,
}: {
  page: number;
  pageCount: number;
  href(page: number): string;
  /** The navigation's accessible name ('Pages of projects'). */
  label: string;
  /** What the links to the page before and after say ('Previous', 'Next'). */
  previous: string;
  next: string;
  className: string | undefined;
  linkClassName: string | undefined;
}) {
  const local = usePageHref();
  const t = useTexts(englishLists);
  if (pageCount <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      {page > 1 && (
        <a className={linkClassName} href={local(href(page - 1))} rel="prev">
          {previous}
        </a>
      )}
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((to) => (
        <a
          key={to}
          className={linkClassName}
          href={local(href(to))}
          aria-label={t.pageNumber({ page: to })}
          aria-current={to === page ? 'page' : undefined}
        >
          {to}
        </a>
      ))}
      {page < pageCount && (
        <a className={linkClassName} href={local(href(page + 1))} rel="next">
          {next}
        </a>
      )}
    </nav>
  );
}
