import {
  apiPaths,
  PASSKEY_NAME_MAX,
  type Passkey,
  type PasskeyRemovedResponse,
  type WebAuthnOptions,
} from '@portfolio/contract';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import { api, reportError } from '../../lib/api';
import styles from './Account.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The passkeys of the account: listed with when each was added and last used; add one, remove one. */
export function PasskeysPanel() {
  const [passkeys, setPasskeys] = useState<Passkey[] | undefined>();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    try {
      setPasskeys(await api<Passkey[]>(apiPaths.auth.passkeys, { auth: true }));
    } catch (err) {
      setFailure(reportError(err, 'The passkeys could not be loaded'));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    setDone(undefined);
    const trimmed = name.trim();
    if (!trimmed) {
      setNameProblem('Name the passkey, e.g. the device it is on');
      return;
    }
    setNameProblem(undefined);
    setPending(true);
    try {
      const options = await api<WebAuthnOptions>(apiPaths.auth.passkeyOptions, {
        method: 'POST',
        auth: true,
      });
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({
          optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
        });
      } catch (err) {
        if (
          err instanceof WebAuthnError ||
          (err instanceof Error && err.name === 'NotAllowedError')
        ) {
          throw new Error('No passkey was created.');
        }
        throw err;
      }
      const passkey = await api<Passkey>(apiPaths.auth.passkeyRegister, {
        method: 'POST',
        auth: true,
        json: { name: trimmed, response },
      });
      setName('');
      setDone(`Passkey "${passkey.name}" added.`);
      await load();
    } catch (err) {
      setFailure(reportError(err, 'The passkey could not be added'));
    } finally {
      setPending(false);
    }
  }

  async function remove(passkey: Passkey) {
    setFailure(undefined);
    setDone(undefined);
    try {
      await api<PasskeyRemovedResponse>(apiPaths.auth.passkeyDelete(passkey._id), {
        method: 'DELETE',
        auth: true,
      });
      setDone(`Passkey "${passkey.name}" removed.`);
      await load();
    } catch (err) {
      setFailure(reportError(err, 'The passkey could not be removed'));
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className={ui.muted}>
        Sign in with your device's screen lock or a security key instead of the password. A passkey
        sign-in is never locked out by failed password logins.
      </p>
      {passkeys && passkeys.length === 0 && <p>No passkeys yet.</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.list} aria-label="Passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey._id} className={styles.item}>
              <span>
                <strong>{passkey.name}</strong>
                <br />
                <small className={ui.muted}>
                  Added {when(passkey.createdAt)}
                  {passkey.lastUsedAt ? `, last used ${when(passkey.lastUsedAt)}` : ', never used'}
                </small>
              </span>
              <button
                type="button"
                className={ui.danger}
                aria-label={`Remove passkey ${passkey.name}`}
                onClick={() => void remove(passkey)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate aria-label="Add a passkey">
        <Field label="Passkey name" hint="Say which device it is on" error={nameProblem}>
          {(control) => (
            <input
              {...control}
              name="passkey_name"
              maxLength={PASSKEY_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
        </Field>
        <ErrorMessage message={failure} />
        <StatusMessage message={done} />
        <button type="submit" className={ui.primary} disabled={pending}>
          Add a passkey
        </button>
      </form>
    </section>
  );
}
