import type { IconEntry, IconMap } from '@portfolio/contract';
import { InlineIcon } from '../../components/InlineIcon';
import section from './AboutSection.module.css';
import styles from './IconGrid.module.css';

/**
 * A titled grid of skills or tools, each with its name: an icon drawn inline from the page's data
 * (the server sends the drawings in use, so this page carries no icon set), or a text alone.
 */
export function IconGrid({
  id,
  title,
  entries,
  icons,
}: {
  /** Its heading's id, which names the section: the same in every language. */
  id: string;
  title: string;
  entries: readonly IconEntry[];
  icons: IconMap;
}) {
  return (
    <section className={section.section} aria-labelledby={id}>
      <h2 id={id} className={section.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {entries.map((entry, i) => {
          const icon = 'icon' in entry ? icons[entry.icon] : undefined;
          const name = 'text' in entry ? entry.text : (icon?.title ?? entry.icon);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat; order is the identity
            <li key={i} className={styles.item}>
              {icon ? (
                <InlineIcon icon={icon} className={styles.icon} />
              ) : (
                <span className={styles.text} aria-hidden="true">
                  {name.slice(0, 2)}
                </span>
              )}
              <span className={styles.label}>{name}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
