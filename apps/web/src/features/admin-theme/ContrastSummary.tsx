import { type ContrastResult, contrastProblem } from '@portfolio/contract';
import styles from './Theme.module.css';

/** Every pair under WCAG AA, said as the server would refuse it; or that all of them pass. */
export function ContrastSummary({ contrast }: { contrast: ContrastResult[] }) {
  const failing = contrast.filter((result) => !result.passes);
  if (failing.length === 0) {
    return (
      <p className={styles.contrastOk}>
        Every text and control meets WCAG AA contrast in both modes.
      </p>
    );
  }
  return (
    <div className={styles.contrastFailing} role="alert">
      <p>These colours are too hard to read; Save will be refused until they change:</p>
      <ul>
        {failing.map((result) => (
          <li key={`${result.mode} ${result.label}`}>{contrastProblem(result)}</li>
        ))}
      </ul>
    </div>
  );
}
