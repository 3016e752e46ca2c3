import {
  apiPaths,
  type Certificate,
  type Notification,
  type Project,
  type Quote,
  type Resume,
} from '@portfolio/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminScreen } from '../../components/AdminScreen';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, reportError } from '../../lib/api';
import { paths } from '../../lib/paths';
import styles from './Dashboard.module.css';

interface Overview {
  projects: Project[];
  certificates: Certificate[];
  quotes: Quote[];
  resumes: Resume[];
  notifications: Notification[];
}

const LATEST = 5;

const list = <T,>(path: string, signal: AbortSignal) =>
  api<T[]>(path, { method: 'POST', auth: true, signal });

const activeHidden = (items: { isActive: boolean }[]) => {
  const active = items.filter((item) => item.isActive).length;
  return `${active} active, ${items.length - active} hidden`;
};

/** Dashboard (/Admin): what the site holds now, and the latest notifications. */
export function DashboardPage() {
  const [overview, setOverview] = useState<Overview | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      list<Project>(apiPaths.projects.list, signal),
      list<Certificate>(apiPaths.certificates.list, signal),
      list<Quote>(apiPaths.quotes.list, signal),
      list<Resume>(apiPaths.resume.list, signal),
      list<Notification>(apiPaths.notifications.list, signal),
    ]).then(
      ([projects, certificates, quotes, resumes, notifications]) =>
        setOverview({ projects, certificates, quotes, resumes, notifications }),
      (err: unknown) => {
        if (!signal.aborted) setFailure(reportError(err, 'The overview could not be loaded'));
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <AdminScreen heading="Dashboard">
      <ErrorMessage message={failure} />
      {!overview && !failure && <p role="status">Loading…</p>}
      {overview && (
        <>
          <dl className={styles.cards}>
            <div className={styles.card}>
              <dt>
                <Link to={paths.admin.projects}>Projects</Link>
              </dt>
              <dd>
                <span className={styles.count}>{overview.projects.length}</span>
                {activeHidden(overview.projects)}
              </dd>
            </div>
            <div className={styles.card}>
              <dt>
                <Link to={paths.admin.certificates}>Certificates</Link>
              </dt>
              <dd>
                <span className={styles.count}>{overview.certificates.length}</span>
                {activeHidden(overview.certificates)}
              </dd>
            </div>
            <div className={styles.card}>
              <dt>
                <Link to={paths.admin.quotes}>Quotes</Link>
              </dt>
              <dd>
                <span className={styles.count}>{overview.quotes.length}</span>
                {activeHidden(overview.quotes)}
              </dd>
            </div>
            <div className={styles.card}>
              <dt>
                <Link to={paths.admin.resume}>Resume</Link>
              </dt>
              <dd>
                <span className={styles.count}>{overview.resumes.length > 0 ? 'Yes' : 'No'}</span>
                {overview.resumes.length > 0 ? 'A resume is online' : 'No resume yet'}
              </dd>
            </div>
          </dl>
          <h2>Latest notifications</h2>
          {overview.notifications.length === 0 ? (
            <p>No Notification to display</p>
          ) : (
            <ul className={styles.latest}>
              {overview.notifications.slice(0, LATEST).map((n) => (
                <li key={n._id}>
                  {n.notification_msg} ({n.status})
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={paths.admin.notifications}>All notifications</Link>
          </p>
        </>
      )}
    </AdminScreen>
  );
}
