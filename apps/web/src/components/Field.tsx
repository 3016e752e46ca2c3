import { type ReactNode, useId, useState } from 'react';
import styles from './Field.module.css';

interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string | undefined;
}

export interface FieldProps {
  label: string;
  /** What is wrong with the value, shown under it and read with it. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Renders the control with the id and aria attributes that tie it to its label and messages. */
  children(control: FieldControlProps): ReactNode;
  after?: ReactNode;
}

/** A labelled form control with its hint and its problem, both tied to it for screen readers. */
export function Field({ label, error, hint, children, after }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        className: styles.control,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.problem}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

/** The preview image of a field (an upload's chosen or current image); none if it cannot be drawn. */
export function FieldPreview({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return <img className={styles.preview} src={src} alt={alt} onError={() => setBroken(true)} />;
}
