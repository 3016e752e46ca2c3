import englishAbout from 'virtual:messages/en.about';
import { formatProjectDate, type TimelineEntry, type TimelineKind } from '@portfolio/contract';
import { useMessages, useTexts } from '../../lib/messages';
import section from './AboutSection.module.css';
import styles from './Timeline.module.css';

const KINDS: readonly TimelineKind[] = ['work', 'education'];

function When({ entry }: { entry: TimelineEntry }) {
  const t = useTexts(englishAbout);
  const projectDate = useMessages().parts?.projectDate ?? formatProjectDate;
  return (
    <p className={styles.when}>
      <time dateTime={entry.start}>{projectDate(entry.start)}</time>
      {' – '}
      {entry.end ? <time dateTime={entry.end}>{projectDate(entry.end)}</time> : t.present()}
    </p>
  );
}

function Entry({ entry }: { entry: TimelineEntry }) {
  return (
    <li className={styles.entry}>
      <h3 className={styles.role}>{entry.role}</h3>
      <p className={styles.where}>
        {entry.link ? (
          <a href={entry.link} rel="noopener noreferrer">
            {entry.organisation}
          </a>
        ) : (
          entry.organisation
        )}
        {entry.place && <span className={styles.place}>{`, ${entry.place}`}</span>}
      </p>
      <When entry={entry} />
      {entry.summaryHtml && (
        <div
          className={styles.summary}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the owner's Markdown to safe HTML (no raw HTML, http(s) links only: lib/markdown.ts)
          dangerouslySetInnerHTML={{ __html: entry.summaryHtml }}
        />
      )}
    </li>
  );
}

/**
 * The owner's timeline on About: 'Experience' then 'Education', each an ordered list in the owner's
 * order, the dates as <time>, an entry without an end 'present'; in the page's language. Nothing
 * at all when it is empty.
 */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const t = useTexts(englishAbout);
  return KINDS.map((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    if (ofKind.length === 0) return null;
    const id = `timeline-${kind}`;
    return (
      <section key={kind} className={section.section} aria-labelledby={id}>
        <h2 id={id} className={section.title}>
          {t.timeline[kind]()}
        </h2>
        <ol className={styles.list}>
          {ofKind.map((entry) => (
            <Entry key={entry._id} entry={entry} />
          ))}
        </ol>
      </section>
    );
  });
}
