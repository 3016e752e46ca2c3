import styles from './ErrorMessage.module.css';

/** A failure the person must see: announced at once (role alert) and shown until it is resolved. */
export function ErrorMessage({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert" id={id}>
      {message}
    </p>
  );
}
