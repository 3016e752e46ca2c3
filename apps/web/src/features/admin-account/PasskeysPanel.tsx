import {
  apiPaths,
  PASSKEY_NAME_MAX,
  type Passkey,
  type PasskeyRemovedResponse,
} from '@portfolio/contract';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
} from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import { api } from '../../lib/api';
import { passkeyPrompt } from '../../lib/passkey-prompt';
import { useReloaded } from '../../lib/use-reloaded';
import { usePendingCalls } from '../../lib/use-row-calls';
import styles from './Account.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The passkeys of the account: listed with when each was added and last used; add one, remove one. */
export function PasskeysPanel() {
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const { pending, failure, setFailure, run } = usePendingCalls();
  const [passkeys, load] = useReloaded<Passkey[]>(
    apiPaths.auth.passkeys,
    'The passkeys could not be loaded',
    setFailure,
  );

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
    await run(async () => {
      const response = await passkeyPrompt(
        { optionsPath: apiPaths.auth.passkeyOptions, auth: true },
        (optionsJSON: PublicKeyCredentialCreationOptionsJSON) => startRegistration({ optionsJSON }),
        'No passkey was created.',
      );
      const passkey = await api<Passkey>(apiPaths.auth.passkeyRegister, {
        method: 'POST',
        auth: true,
        json: { name: trimmed, response },
      });
      setName('');
      setDone(`Passkey "${passkey.name}" added.`);
      await load();
    }, 'The passkey could not be added');
  }

  async function remove(passkey: Passkey) {
    setDone(undefined);
    await run(async () => {
      await api<PasskeyRemovedResponse>(apiPaths.auth.passkeyDelete(passkey._id), {
        method: 'DELETE',
        auth: true,
      });
      setDone(`Passkey "${passkey.name}" removed.`);
      await load();
    }, 'The passkey could not be removed');
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
