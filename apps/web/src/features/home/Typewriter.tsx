import styles from './Typewriter.module.css';
import { useReducedMotion } from './use-reduced-motion';
import { useTypewriter } from './use-typewriter';

/**
 * The lines one after another, typed and deleted in a loop. Screen readers, and people who prefer
 * reduced motion, get every line at once, still (the switch is in CSS, so it holds before hydration).
 * Each line is one of the owner's roles in the home page's h-card.
 */
export function Typewriter({ lines }: { lines: readonly string[] }) {
  const reduced = useReducedMotion();
  const text = useTypewriter(lines, !reduced);
  return (
    <div className={styles.typewriter}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line} className="p-job-title p-role">
            {line}
          </li>
        ))}
      </ul>
      <p className={styles.animated} aria-hidden="true">
        <span>{text}</span>
        <span className={styles.cursor}>|</span>
      </p>
    </div>
  );
}
