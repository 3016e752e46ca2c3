import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './PasswordPrompt.module.css';
import { VIEWER_TEXTS } from './viewer-texts';

export interface PasswordPromptProps {
  /** The last password was wrong. */
  retry: boolean;
  onSubmit(password: string): void;
}

/**
 * Asks for the open password of an encrypted PDF, with react-pdf's texts, in the page instead of a
 * browser prompt: it can be reached by keyboard and read by screen readers, and it blocks nothing.
 */
export function PasswordPrompt({ retry, onSubmit }: PasswordPromptProps) {
  const [password, setPassword] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(password);
    setPassword('');
  };
  return (
    <form className={styles.prompt} onSubmit={submit}>
      <div aria-live="assertive">
        <label htmlFor={id}>{retry ? VIEWER_TEXTS.wrongPassword : VIEWER_TEXTS.needPassword}</label>
      </div>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          type="password"
          autoComplete="off"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <button type="submit">Open</button>
      </div>
    </form>
  );
}
