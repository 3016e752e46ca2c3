import { ICON_LABELS, type IconKey } from '@portfolio/contract';
import { ICONS } from '../../components/skill-icons';
import styles from './IconGrid.module.css';

/** A titled grid of icons, each with its name. */
export function IconGrid({ title, icons }: { title: string; icons: readonly IconKey[] }) {
  const id = `grid-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {icons.map((key) => {
          const Icon = ICONS[key];
          return (
            <li key={key} className={styles.item}>
              <Icon className={styles.icon} aria-hidden="true" focusable="false" />
              <span className={styles.label}>{ICON_LABELS[key]}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
