import { useId } from 'react';
import styles from './Field.module.css';

/** How much of a file has been sent, while it is sent. */
export function UploadProgress({ percent }: { percent: number | undefined }) {
  const labelId = useId();
  if (percent === undefined) return null;
  const rounded = Math.round(percent);
  return (
    <div className={styles.field}>
      <span id={labelId} role="status">
        Uploading… {rounded}%
      </span>
      <progress aria-labelledby={labelId} value={rounded} max={100} />
    </div>
  );
}
