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
export function FieldPreview({
  src,
  alt,
  focus,
}: {
  src: string;
  alt: string;
  /**
   * The point a card's crop keeps in view, as percents (`image_focus`): marked on the image, and
   * set where the owner clicks it. Typing it in its own field does the same without a mouse.
   */
  focus?: { point: { x: number; y: number }; onPoint(x: number, y: number): void } | undefined;
}) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  const image = (
    <img className={styles.preview} src={src} alt={alt} onError={() => setBroken(true)} />
  );
  if (!focus) return image;
  const { point, onPoint } = focus;
  return (
    <button
      type="button"
      className={styles.focusPicker}
      title="Click the point to keep in view when a card crops the image"
      onClick={(event) => {
        // A key that presses the button has no point: the Image focus field is for keyboards.
        const box = event.currentTarget.getBoundingClientRect();
        if (event.detail === 0 || box.width === 0 || box.height === 0) return;
        const percent = (offset: number, size: number) =>
          Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
        onPoint(
          percent(event.clientX - box.left, box.width),
          percent(event.clientY - box.top, box.height),
        );
      }}
    >
      {image}
      <span
        className={styles.focusMark}
        style={{ left: `${point.x}%`, top: `${point.y}%` }}
        aria-hidden="true"
      />
    </button>
  );
}
