import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { ThemeToggle } from '../../components/ThemeToggle';
import styles from './LoginPage.module.css';
import {
  cancelPasskeyAutofill,
  signInWithPasskey,
  signInWithPasskeyAutofill,
} from './passkey-login';
import { secondFactorTicket, secondStepOver, signInWithCode } from './second-factor-login';

export interface LoginPageProps {
  onLogin(userId: string, password: string): Promise<void>;
  /** A passkey signed in: the access token it answered, taken as the password login's. */
  onToken(accessToken: string): Promise<void>;
  /** A message to show before anything is typed, e.g. why the session ended. */
  notice?: string | undefined;
}

/** True when the browser can sign in with a passkey (WebAuthn, in a secure context). */
const passkeysSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function';

/**
 * 'Admin Login' (spec §2): User Id, Password with show/hide, Login, copyright 2022, mode switch;
 * and beside the spec's form, 'Sign in with a passkey' where the browser has passkeys.
 */
export function LoginPage({ onLogin, onToken, notice }: LoginPageProps) {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  /** The ticket of a right password when the account asks for a second factor. */
  const [ticket, setTicket] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const ids = { userId: useId(), password: useId(), error: useId(), code: useId() };
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  // Passkey autofill where the browser offers it: the User Id field suggests the site's passkeys.
  useEffect(() => {
    let active = true;
    signInWithPasskeyAutofill()
      .then(async (token) => {
        if (token && active) await onTokenRef.current(token);
      })
      .catch((err: unknown) => {
        if (!active) return;
        const message = err instanceof Error ? err.message : 'Login failed';
        console.error(message);
        setError(message);
      });
    return () => {
      active = false;
      cancelPasskeyAutofill();
    };
  }, []);

  async function attempt(signIn: () => Promise<void>) {
    setPending(true);
    setError(undefined);
    try {
      await signIn();
    } catch (err) {
      const secondStep = secondFactorTicket(err);
      if (secondStep) {
        setTicket(secondStep);
        setPending(false);
        return;
      }
      if (secondStepOver(err)) {
        // Back to the password: a new one gets a new ticket.
        setTicket(undefined);
        setCode('');
      }
      const message = err instanceof Error ? err.message : 'Login failed';
      console.error(message);
      setError(message);
      setPending(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ticket) {
      const current = ticket;
      void attempt(async () => onToken(await signInWithCode(current, code)));
    } else {
      void attempt(() => onLogin(userId, password));
    }
  }

  return (
    <main className={styles.page}>
      {pending && <LoadingOverlay />}
      <form
        className={styles.card}
        onSubmit={submit}
        aria-describedby={error ? ids.error : undefined}
      >
        <h1 className={styles.title}>Admin Login</h1>
        {notice && !error && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        {ticket ? (
          <>
            <label htmlFor={ids.code}>Authentication code</label>
            <p className={styles.hint}>
              The 6-digit code of your authenticator app, or one of your recovery codes.
            </p>
            <input
              id={ids.code}
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          </>
        ) : (
          <>
            <label htmlFor={ids.userId}>User Id</label>
            <input
              id={ids.userId}
              name="user_id"
              autoComplete="username webauthn"
              required
              value={userId}
              onChange={(event) => setUserId(event.currentTarget.value)}
            />
            <label htmlFor={ids.password}>Password</label>
            <div className={styles.passwordRow}>
              <input
                id={ids.password}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <button
                type="button"
                className={`${ui.plainButton} ${styles.reveal}`}
                aria-pressed={showPassword}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((s) => !s)}
              >
                {showPassword ? 'Hide' : 'Show'}
              </button>
            </div>
          </>
        )}
        {error && (
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={pending}>
          {ticket ? 'Verify' : 'Login'}
        </button>
        {!ticket && passkeysSupported() && (
          <button
            type="button"
            className={`${ui.plainButton} ${styles.passkey}`}
            disabled={pending}
            onClick={() => void attempt(async () => onToken(await signInWithPasskey()))}
          >
            Sign in with a passkey
          </button>
        )}
        <p className={styles.copyright}>Copyright © 2022</p>
        <ThemeToggle />
      </form>
    </main>
  );
}
