import {
  apiPaths,
  INSIGHT_OTHER_KEY,
  INSIGHT_WINDOWS,
  type InsightsSummary,
} from '@portfolio/contract';
import { lazy, Suspense, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { apiFile, reportError } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useLoad } from '../../lib/use-load';
import { InsightSettings } from './InsightSettings';
import styles from './Insights.module.css';

const VisitorsChart = lazy(() => import('./VisitorsChart'));

const LINK_NAMES: Record<string, string> = {
  'project-link': 'Project Link',
  'website-link': 'WebSite Link',
};

/** A small table of ranked figures, with a caption naming it; a line when there is nothing yet. */
function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: (string | number)[][];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>Nothing yet</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.join('\u0000')}>
              {row.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

const change = (now: number, before: number) => `${now} (last week ${before})`;

/** A ranked list's rows: each key as counted, and what is past the top as 'Other', last. */
const rankedRows = (ranked: InsightsSummary['topPages']) =>
  ranked.map((entry) => [entry.key === INSIGHT_OTHER_KEY ? 'Other' : entry.key, entry.count]);

/** The summary's ranked lists, each a table: its caption, its columns and the list it shows. */
const RANKED_TABLES = [
  { caption: 'Top pages', columns: ['Page', 'Views'], list: 'topPages' },
  { caption: 'Top referrers', columns: ['Referrer', 'Visits'], list: 'topReferrers' },
  { caption: 'Devices', columns: ['Device', 'Views'], list: 'devices' },
] as const;

/**
 * The dashboard's visitor insights, counted by the server with no cookie: visitors per day (a
 * chart and the same figures as a table), this week against the last, top pages and referrers,
 * devices, the resume, and clicks on the projects' links.
 */
export function Insights() {
  const [days, setDays] = useState<number>(INSIGHT_WINDOWS[0]);
  const [summary, setSummary] = useState<InsightsSummary | undefined>();
  const [failure, setFailure] = useLoad(
    {
      path: `${apiPaths.insights.summary}?days=${days}`,
      auth: true,
      failed: 'The visitor figures could not be loaded',
    },
    setSummary,
  );

  const exportCsv = () =>
    apiFile(`${apiPaths.insights.csv}?days=${days}`, { auth: true }).then(
      (blob) => saveFile(blob, `insights-${days}d.csv`),
      (err: unknown) => setFailure(reportError(err, 'The figures could not be exported')),
    );

  return (
    <section className={styles.insights} aria-labelledby="insights-heading">
      <h2 id="insights-heading">Visitors</h2>
      <fieldset className={styles.windows}>
        <legend className="visually-hidden">Period</legend>
        {INSIGHT_WINDOWS.map((window) => (
          <button
            key={window}
            type="button"
            className={ui.button}
            aria-pressed={window === days}
            onClick={() => setDays(window)}
          >
            {window} days
          </button>
        ))}
        <button type="button" className={ui.button} onClick={exportCsv}>
          Export CSV
        </button>
      </fieldset>
      <ErrorMessage message={failure} />
      {summary && (
        <>
          <dl className={styles.week}>
            <div>
              <dt>Visitors this week</dt>
              <dd>{change(summary.week.visitors, summary.week.previousVisitors)}</dd>
            </div>
            <div>
              <dt>Page views this week</dt>
              <dd>{change(summary.week.pageViews, summary.week.previousPageViews)}</dd>
            </div>
            <div>
              <dt>Resume</dt>
              <dd>
                {summary.resume.views} views, {summary.resume.downloads} downloads
              </dd>
            </div>
            <div>
              <dt>Searches</dt>
              <dd>
                {summary.searches.withResults} found something, {summary.searches.withoutResults}{' '}
                found nothing
              </dd>
            </div>
          </dl>
          <Suspense fallback={null}>
            <VisitorsChart daily={summary.daily} />
          </Suspense>
          <details className={styles.daily}>
            <summary>Visitors per day as a table</summary>
            <FigureTable
              caption={`Visitors and page views, last ${summary.days} days`}
              columns={['Day', 'Visitors', 'Page views']}
              rows={summary.daily.map((day) => [day.day, day.visitors, day.pageViews])}
            />
          </details>
          <div className={styles.tables}>
            {RANKED_TABLES.map(({ caption, columns, list }) => (
              <FigureTable
                key={caption}
                caption={caption}
                columns={columns}
                rows={rankedRows(summary[list])}
              />
            ))}
            <FigureTable
              caption="Link clicks"
              columns={['Project', 'Link', 'Clicks']}
              rows={summary.linkClicks.map((click) => [
                click.title || '(deleted project)',
                LINK_NAMES[click.event] ?? click.event,
                click.count,
              ])}
            />
          </div>
        </>
      )}
      <h3>Settings</h3>
      <InsightSettings />
    </section>
  );
}
