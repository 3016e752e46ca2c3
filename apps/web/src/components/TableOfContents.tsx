import type { DocumentHeading } from '@portfolio/contract';
import styles from './TableOfContents.module.css';

/** A document shorter than this many headings (h2–h4) has no table of contents: it is read whole. */
export const TOC_MIN_HEADINGS = 3;

interface Entry {
  heading: DocumentHeading;
  children: Entry[];
}

/** The headings as a tree: each under the nearest heading before it of a higher level. */
function nest(headings: readonly DocumentHeading[]): Entry[] {
  const root: Entry[] = [];
  const open: Entry[] = [];
  for (const heading of headings) {
    const entry = { heading, children: [] };
    while ((open.at(-1)?.heading.level ?? 0) >= heading.level) open.pop();
    (open.at(-1)?.children ?? root).push(entry);
    open.push(entry);
  }
  return root;
}

function Entries({ entries }: { entries: readonly Entry[] }) {
  return (
    <ol className={styles.list}>
      {entries.map(({ heading, children }) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`}>{heading.text}</a>
          {children.length > 0 && <Entries entries={children} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * The table of contents of a long document the server rendered from Markdown: a link to each of
 * its headings, nested by level; nothing for a document of fewer than TOC_MIN_HEADINGS.
 */
export function TableOfContents({ headings }: { headings: readonly DocumentHeading[] }) {
  if (headings.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading" className={styles.title}>
        Contents
      </h2>
      <Entries entries={nest(headings)} />
    </nav>
  );
}
