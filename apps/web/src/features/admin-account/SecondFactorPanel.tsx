import {
  apiPaths,
  type RecoveryCodesResponse,
  type SecondFactorStatus,
  type TotpConfirmResponse,
  type TotpRemovedResponse,
  type TotpSetupResponse,
} from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { CheckboxLabel } from '../../components/CheckboxLabel';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { api } from '../../lib/api';
import { useReloaded } from '../../lib/use-reloaded';
import { usePendingCalls } from '../../lib/use-row-calls';
import styles from './Account.module.css';

/**
 * The second factor of password logins: an authenticator app (TOTP) set up from a QR code and
 * confirmed by a first code, its recovery codes shown once, and 'Require a second factor'.
 */
export function SecondFactorPanel() {
  const [setup, setSetup] = useState<TotpSetupResponse | undefined>();
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  const [othersEnded, setOthersEnded] = useState(0);
  const { pending, failure, setFailure, run } = usePendingCalls();
  const [status, load, setStatus] = useReloaded<SecondFactorStatus>(
    apiPaths.auth.secondFactor,
    'The second factor could not be loaded',
    setFailure,
  );

  const begin = () =>
    run(async () => {
      setRecoveryCodes(undefined);
      setSetup(
        await api<TotpSetupResponse>(apiPaths.auth.totpSetup, { method: 'POST', auth: true }),
      );
    }, 'The authenticator app could not be set up');

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code.trim())) {
      setCodeProblem('Enter the 6 digits the app shows');
      return;
    }
    setCodeProblem(undefined);
    void run(async () => {
      const answer = await api<TotpConfirmResponse>(apiPaths.auth.totpConfirm, {
        method: 'POST',
        auth: true,
        json: { code: code.trim() },
      });
      setRecoveryCodes(answer.recoveryCodes);
      setOthersEnded(answer.otherSessionsEnded);
      setSetup(undefined);
      setCode('');
      await load();
    }, 'The authenticator app could not be turned on');
  }

  const turnOff = () =>
    run(async () => {
      await api<TotpRemovedResponse>(apiPaths.auth.totp, { method: 'DELETE', auth: true });
      setRecoveryCodes(undefined);
      await load();
    }, 'The authenticator app could not be turned off');

  const renewCodes = () =>
    run(async () => {
      const answer = await api<RecoveryCodesResponse>(apiPaths.auth.recoveryCodes, {
        method: 'POST',
        auth: true,
      });
      setRecoveryCodes(answer.recoveryCodes);
      setOthersEnded(0);
      await load();
    }, 'New recovery codes could not be made');

  const setRequired = (required: boolean) =>
    run(async () => {
      setStatus(
        await api<SecondFactorStatus>(apiPaths.auth.requireSecondFactor, {
          method: 'PUT',
          auth: true,
          json: { required },
        }),
      );
    }, 'The setting could not be changed');

  return (
    <section className={styles.panel} aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Two-factor authentication</h2>
      <p className={ui.muted}>
        With an authenticator app, a password login also asks for the code the app shows. Turning it
        on signs out every other session.
      </p>
      {status?.totp && (
        <>
          <p>
            Authenticator app: on. {status.recoveryCodesLeft} recovery code
            {status.recoveryCodesLeft === 1 ? '' : 's'} left.
          </p>
          <CheckboxLabel
            className={styles.check}
            checked={status.required}
            disabled={pending}
            onChange={(checked) => void setRequired(checked)}
          >
            Require a second factor (a password alone never signs in)
          </CheckboxLabel>
          <button type="button" className={ui.button} disabled={pending} onClick={renewCodes}>
            New recovery codes
          </button>
          <button type="button" className={ui.danger} disabled={pending} onClick={turnOff}>
            Turn off the authenticator app
          </button>
        </>
      )}
      {status && !status.totp && !setup && (
        <button type="button" className={ui.primary} disabled={pending} onClick={begin}>
          Set up an authenticator app
        </button>
      )}
      {setup && (
        <form onSubmit={confirm} noValidate aria-label="Confirm the authenticator app">
          <p>Scan this code with your authenticator app, then enter the code it shows.</p>
          <img
            className={styles.qr}
            src={setup.qrCode}
            alt="QR code of the authenticator app's secret"
            width={200}
            height={200}
          />
          <p>
            Or type the secret: <code>{setup.secret}</code>
          </p>
          <Field label="Code from the app" error={codeProblem}>
            {(control) => (
              <input
                {...control}
                name="totp_code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit" className={ui.primary} disabled={pending}>
            Turn on
          </button>
        </form>
      )}
      {recoveryCodes && (
        <div role="status">
          <p>
            <strong>Your recovery codes.</strong> Each signs in once without the app. Keep them
            somewhere safe: they are not shown again.
          </p>
          {othersEnded > 0 && (
            <p>
              {othersEnded === 1
                ? '1 other session was signed out.'
                : `${othersEnded} other sessions were signed out.`}
            </p>
          )}
          <ul className={styles.codes} aria-label="Recovery codes">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ErrorMessage message={failure} />
    </section>
  );
}
