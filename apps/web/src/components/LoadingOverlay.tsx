import { useEffect, useState } from 'react';
import styles from './LoadingOverlay.module.css';

const OVERLAY_SECONDS = 60;

/** Full-screen overlay: 'Server will start in N s', counting down from 60 and hiding at zero. */
export function LoadingOverlay() {
  const [seconds, setSeconds] = useState(OVERLAY_SECONDS);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  if (seconds <= 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p>Server will start in {seconds} s</p>
    </div>
  );
}
