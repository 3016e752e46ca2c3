import type { ConfirmMethods } from '@portfolio/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { reportError, setReauthHandler } from '../lib/api';
import { confirmMethods, confirmWith, confirmWithPasskey } from '../lib/reauth';
import ui from './admin-ui.module.css';
import { ErrorMessage } from './ErrorMessage';
import { Field } from './Field';
import { Modal } from './Modal';

export const REAUTH_TITLE = 'Confirm it is you';

interface ReauthDialogProps {
  /** The session is confirmed (true), or the person gave up (false). */
  onDone(confirmed: boolean): void;
}

/**
 * Asks for the password, a passkey or a code, over the screen the person was on: what they typed
 * there stays as it was, and the change they asked for goes on once they confirm.
 */
function ReauthDialog({ onDone }: ReauthDialogProps) {
  const [methods, setMethods] = useState<ConfirmMethods | undefined>();
  const [way, setWay] = useState<'password' | 'code'>('password');
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const explanationId = useId();

  useEffect(() => {
    confirmMethods().then(setMethods, () => setMethods(undefined));
  }, []);

  async function attempt(confirm: () => Promise<unknown>, failed: string) {
    setFailure(undefined);
    setPending(true);
    try {
      await confirm();
      onDone(true);
    } catch (err) {
      setFailure(reportError(err, failed));
      setPending(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!secret.trim()) {
      setProblem(way === 'password' ? 'Enter your password' : 'Enter a code');
      return;
    }
    setProblem(undefined);
    void attempt(
      () => confirmWith(way === 'password' ? { password: secret } : { code: secret.trim() }),
      'The session could not be confirmed',
    );
  }

  function switchTo(next: 'password' | 'code') {
    setWay(next);
    setSecret('');
    setProblem(undefined);
    setFailure(undefined);
  }

  return (
    <Modal title={REAUTH_TITLE} onClose={() => onDone(false)} describedBy={explanationId}>
      <p id={explanationId}>
        This changes how your account signs in. Confirm with your password
        {methods?.passkey ? ', a passkey' : ''}
        {methods?.code ? ' or a code of your authenticator app' : ''} to go on; you will not be
        asked again for 10 minutes.
      </p>
      <form onSubmit={submit} noValidate aria-label={REAUTH_TITLE}>
        <Field
          label={way === 'password' ? 'Password' : 'Authenticator or recovery code'}
          error={problem}
        >
          {(control) => (
            <input
              {...control}
              key={way}
              type={way === 'password' ? 'password' : 'text'}
              name={way === 'password' ? 'reauth_password' : 'reauth_code'}
              autoComplete={way === 'password' ? 'current-password' : 'one-time-code'}
              value={secret}
              onChange={(event) => setSecret(event.currentTarget.value)}
            />
          )}
        </Field>
        <ErrorMessage message={failure} />
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={() => onDone(false)}>
            Cancel
          </button>
          <button type="submit" className={ui.primary} disabled={pending}>
            Confirm
          </button>
        </div>
      </form>
      <div className={ui.actions}>
        {methods?.passkey && (
          <button
            type="button"
            className={ui.button}
            disabled={pending}
            onClick={() => void attempt(confirmWithPasskey, 'The passkey could not confirm it')}
          >
            Use a passkey
          </button>
        )}
        {methods?.code && (
          <button
            type="button"
            className={ui.button}
            disabled={pending}
            onClick={() => switchTo(way === 'password' ? 'code' : 'password')}
          >
            {way === 'password' ? 'Use a code' : 'Use the password'}
          </button>
        )}
      </div>
    </Modal>
  );
}

/**
 * Answers the API client's 403 REAUTH_REQUIRED (lib/api.ts): shows the dialog over the screen, and
 * lets the refused call go again once the session is confirmed. Calls refused together wait for
 * one dialog.
 */
export function ReauthPrompt() {
  const [asking, setAsking] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; settle(confirmed: boolean): void }>(
    undefined,
  );

  useEffect(() => {
    setReauthHandler(() => {
      if (!waiting.current) {
        let settle: (confirmed: boolean) => void = () => {};
        const promise = new Promise<boolean>((resolve) => {
          settle = resolve;
        });
        waiting.current = { promise, settle };
        setAsking(true);
      }
      return waiting.current.promise;
    });
    return () => {
      setReauthHandler(undefined);
      waiting.current?.settle(false);
      waiting.current = undefined;
    };
  }, []);

  function done(confirmed: boolean) {
    const current = waiting.current;
    waiting.current = undefined;
    setAsking(false);
    current?.settle(confirmed);
  }

  return asking ? <ReauthDialog onDone={done} /> : null;
}
