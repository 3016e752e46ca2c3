import { apiPaths, type SessionInfo, type SessionsEndedResponse } from '@portfolio/contract';
import { useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { StatusMessage } from '../../components/StatusMessage';
import { api } from '../../lib/api';
import { useReloaded } from '../../lib/use-reloaded';
import { usePendingCalls } from '../../lib/use-row-calls';
import styles from './Account.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const METHODS: Record<string, string> = { password: 'password', passkey: 'passkey' };

/** The account's live sessions: device, address, last use; end one, or every other one. */
export function SessionsPanel() {
  const [done, setDone] = useState<string | undefined>();
  const { failure, setFailure, run } = usePendingCalls();
  const [sessions, load] = useReloaded<SessionInfo[]>(
    apiPaths.auth.sessions,
    'The sessions could not be loaded',
    setFailure,
  );

  async function end(path: string, method: 'DELETE' | 'POST') {
    setDone(undefined);
    await run(async () => {
      const { sessionsEnded } = await api<SessionsEndedResponse>(path, { method, auth: true });
      setDone(sessionsEnded === 1 ? '1 session ended.' : `${sessionsEnded} sessions ended.`);
      await load();
    }, 'The session could not be ended');
  }

  return (
    <section className={styles.panel} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      {sessions && (
        <ul className={styles.list} aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session._id} className={styles.item}>
              <span>
                <strong>{session.userAgent ?? 'Unknown device'}</strong>
                {session.current && ' (this session)'}
                <br />
                <small className={ui.muted}>
                  {session.ip ?? 'unknown address'}
                  {session.method ? `, ${METHODS[session.method] ?? session.method}` : ''}, last
                  used {when(session.lastSeenAt)}
                </small>
              </span>
              {!session.current && (
                <button
                  type="button"
                  className={ui.button}
                  aria-label={`End the session of ${session.userAgent ?? 'an unknown device'} at ${session.ip ?? 'an unknown address'}`}
                  onClick={() => void end(apiPaths.auth.sessionDelete(session._id), 'DELETE')}
                >
                  End
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ErrorMessage message={failure} />
      <StatusMessage message={done} />
      <button
        type="button"
        className={ui.button}
        onClick={() => void end(apiPaths.auth.endOtherSessions, 'POST')}
      >
        End all other sessions
      </button>
    </section>
  );
}
