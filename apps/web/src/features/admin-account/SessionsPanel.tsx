import { apiPaths, type SessionInfo, type SessionsEndedResponse } from '@portfolio/contract';
import { useCallback, useEffect, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { StatusMessage } from '../../components/StatusMessage';
import { api, reportError } from '../../lib/api';
import styles from './Account.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const METHODS: Record<string, string> = { password: 'password', passkey: 'passkey' };

/** The account's live sessions: device, address, last use; end one, or every other one. */
export function SessionsPanel() {
  const [sessions, setSessions] = useState<SessionInfo[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const load = useCallback(async () => {
    try {
      setSessions(await api<SessionInfo[]>(apiPaths.auth.sessions, { auth: true }));
    } catch (err) {
      setFailure(reportError(err, 'The sessions could not be loaded'));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function end(path: string, method: 'DELETE' | 'POST') {
    setFailure(undefined);
    setDone(undefined);
    try {
      const { sessionsEnded } = await api<SessionsEndedResponse>(path, { method, auth: true });
      setDone(sessionsEnded === 1 ? '1 session ended.' : `${sessionsEnded} sessions ended.`);
      await load();
    } catch (err) {
      setFailure(reportError(err, 'The session could not be ended'));
    }
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
