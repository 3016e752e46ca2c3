import {
  apiPaths,
  type ChangePasswordResponse,
  type LogoutEverywhereResponse,
  PASSWORD_MIN_LENGTH,
} from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import { AdminScreen } from '../../components/AdminScreen';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import { api, reportError } from '../../lib/api';
import { focusFirstProblem } from '../../lib/validation';
import styles from './Account.module.css';
import { PasskeysPanel } from './PasskeysPanel';
import { SecondFactorPanel } from './SecondFactorPanel';
import { SessionsPanel } from './SessionsPanel';

type PasswordKey = 'current_password' | 'new_password' | 'repeat_password';
type Problems = Partial<Record<PasswordKey, string>>;

const FIELDS: { name: PasswordKey; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'new_password',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
  },
  { name: 'repeat_password', label: 'Repeat the new password', autoComplete: 'new-password' },
];

const EMPTY: Record<PasswordKey, string> = {
  current_password: '',
  new_password: '',
  repeat_password: '',
};

function check(values: Record<PasswordKey, string>): Problems {
  const found: Problems = {};
  if (!values.current_password) found.current_password = 'Fill this in';
  if (values.new_password.length < PASSWORD_MIN_LENGTH) {
    found.new_password = `Use at least ${PASSWORD_MIN_LENGTH} characters (now ${values.new_password.length})`;
  }
  if (values.repeat_password !== values.new_password) {
    found.repeat_password = 'The two new passwords differ';
  }
  return found;
}

export interface AccountAdminPageProps {
  /** Every session has ended, this one included: leave the admin area. */
  onSignedOutEverywhere(): void;
}

/**
 * Account: change the password (other sessions end), the passkeys, the second factor, the
 * sessions, and sign out everywhere.
 */
export function AccountAdminPage({ onSignedOutEverywhere }: AccountAdminPageProps) {
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [signOutFailure, setSignOutFailure] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    setFailure(undefined);
    setDone(undefined);
    if (focusFirstProblem(event.currentTarget, found)) return;
    setPending(true);
    try {
      const result = await api<ChangePasswordResponse>(apiPaths.auth.changePassword, {
        method: 'POST',
        auth: true,
        json: { current_password: values.current_password, new_password: values.new_password },
      });
      setValues(EMPTY);
      const ended = result.otherSessionsEnded;
      setDone(
        `Password changed. ${ended === 1 ? '1 other session was' : `${ended} other sessions were`} signed out.`,
      );
    } catch (err) {
      setFailure(reportError(err, 'The password could not be changed'));
    } finally {
      setPending(false);
    }
  }

  async function signOutEverywhere() {
    setSignOutFailure(undefined);
    try {
      await api<LogoutEverywhereResponse>(apiPaths.auth.logoutEverywhere, {
        method: 'POST',
        auth: true,
      });
      onSignedOutEverywhere();
    } catch (err) {
      setSignOutFailure(reportError(err, 'Signing out everywhere failed'));
    }
  }

  return (
    <AdminScreen heading="Account">
      <form className={styles.panel} onSubmit={submit} noValidate aria-label="Change password">
        <h2>Change password</h2>
        <p className={ui.muted}>Every other session is signed out; this one goes on.</p>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            hint={field.hint}
            error={problems[field.name]}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                name={field.name}
                autoComplete={field.autoComplete}
                required
                value={values[field.name]}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              />
            )}
          </Field>
        ))}
        <ErrorMessage message={failure} />
        <StatusMessage message={done} />
        <button type="submit" className={ui.primary} disabled={pending}>
          Change password
        </button>
      </form>
      <PasskeysPanel />
      <SecondFactorPanel />
      <SessionsPanel />
      <div className={styles.panel}>
        <h2>Sign out everywhere</h2>
        <p className={ui.muted}>
          Ends every session of your account, on every device, this one included.
        </p>
        <ErrorMessage message={signOutFailure} />
        <button type="button" className={ui.danger} onClick={signOutEverywhere}>
          Sign out everywhere
        </button>
      </div>
    </AdminScreen>
  );
}
