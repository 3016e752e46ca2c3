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
import { adminPaths } from '../../lib/admin-screens';
import { api, reportError } from '../../lib/api';
import styles from './Dashboard.module.css';
import { Insights } from './Insights';
import { LastBackup } from './LastBackup';
import { SetupChecklist } from './SetupChecklist';

interface Overview {
  projects: Project[];
  certificates: Certificate[];
  quotes: Quote[];
  resumes: Resume[];
  notifications: Notification[];
}

const LATEST = 5;

/** The cards that count what is shown and hidden: each list's screen, and its name on the card. */
const COUNTED = [
  ['projects', 'Projects'],
  ['certificates', 'Certificates'],
  ['quotes', 'Quotes'],
] as const;

const list = <T,>(path: string, signal: AbortSignal) =>
  api<T[]>(path, { method: 'POST', auth: true, signal });

const activeHidden = (items: { isActive: boolean }[]) => {
  const active = items.filter((item) => item.isActive).length;
  return `${active} active, ${items.length - active} hidden`;
};

interface CardProps {
  /** The screen it links to, and its name. */
  to: string;
  label: string;
  figure: number | string;
  /** What the figure means. */
  detail: string;
}

/** One card of the overview: a screen's name, a big figure, and what it means. */
function Card({ to, label, figure, detail }: CardProps) {
  return (
    <div className={styles.card}>
      <dt>
        <Link to={to}>{label}</Link>
      </dt>
      <dd>
        <span className={styles.count}>{figure}</span>
        {detail}
      </dd>
    </div>
  );
}

/**
 * Dashboard (/Admin): the setup checklist until the site is set up, what the site holds now, the
 * latest notifications and the last backup.
 */
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
      <SetupChecklist />
      <ErrorMessage message={failure} />
      {!overview && !failure && <p role="status">Loading…</p>}
      {overview && (
        <>
          <dl className={styles.cards}>
            {COUNTED.map(([key, label]) => (
              <Card
                key={key}
                to={adminPaths[key]}
                label={label}
                figure={overview[key].length}
                detail={activeHidden(overview[key])}
              />
            ))}
            <Card
              to={adminPaths.resume}
              label="Resume"
              figure={overview.resumes.length > 0 ? 'Yes' : 'No'}
              detail={overview.resumes.length > 0 ? 'A resume is online' : 'No resume yet'}
            />
          </dl>
          <h2 id="latest-notifications">Latest notifications</h2>
          {overview.notifications.length === 0 ? (
            <p>No Notification to display</p>
          ) : (
            <ul className={styles.latest} aria-labelledby="latest-notifications">
              {overview.notifications.slice(0, LATEST).map((n) => (
                <li key={n._id}>
                  {n.notification_msg} ({n.status})
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={adminPaths.notifications}>All notifications</Link>
          </p>
          <LastBackup />
        </>
      )}
      <Insights />
    </AdminScreen>
  );
}
