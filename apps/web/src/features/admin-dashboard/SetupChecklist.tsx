import {
  apiPaths,
  type SetupChecklist as Checklist,
  SETUP_STEPS,
  type SetupStepKey,
} from '@portfolio/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { adminPaths } from '../../lib/admin-screens';
import { api, reportError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import styles from './SetupChecklist.module.css';

/** The screen where each step is done. */
const STEP_SCREENS: Record<SetupStepKey, string> = {
  profile: adminPaths.profile,
  project: adminPaths.projects,
  resume: adminPaths.resume,
  theme: adminPaths.theme,
  contact: adminPaths.profile,
  links: adminPaths.profile,
};

/**
 * The first run's checklist: each step linking to its screen, ticked by the server from what the
 * site holds. Gone once every step is done, or once the owner puts it away (the server keeps that).
 */
export function SetupChecklist() {
  const [checklist, setChecklist] = useState<Checklist | undefined>();
  const [failure, setFailure] = useLoad(
    { path: apiPaths.setup, auth: true, failed: 'The setup checklist could not be loaded' },
    setChecklist,
  );
  const [pending, setPending] = useState(false);

  async function putAway() {
    setPending(true);
    setFailure(undefined);
    try {
      setChecklist(
        await api<Checklist>(apiPaths.setup, {
          method: 'PUT',
          auth: true,
          json: { dismissed: true },
        }),
      );
    } catch (err) {
      setFailure(reportError(err, 'The setup checklist could not be put away'));
    } finally {
      setPending(false);
    }
  }

  if (!checklist) return <ErrorMessage message={failure} />;
  const done = checklist.steps.filter((step) => step.done).length;
  if (checklist.dismissed || done === checklist.steps.length) return null;
  const isDone = new Map(checklist.steps.map((step) => [step.key, step.done]));
  return (
    <section className={styles.checklist} aria-labelledby="setup-heading">
      <h2 id="setup-heading">Set up your site</h2>
      <p className={ui.muted}>
        {done} of {checklist.steps.length} done
      </p>
      <ol className={styles.steps}>
        {SETUP_STEPS.map((step) => {
          const ticked = isDone.get(step.key) === true;
          return (
            <li key={step.key} className={ticked ? styles.done : undefined}>
              <span className={styles.mark} aria-hidden="true">
                {ticked ? '✓' : ''}
              </span>
              <Link to={STEP_SCREENS[step.key]}>{step.label}</Link>
              <span className="visually-hidden">{ticked ? ' (done)' : ' (to do)'}</span>
            </li>
          );
        })}
      </ol>
      <ErrorMessage message={failure} />
      <button type="button" className={ui.button} onClick={() => void putAway()} disabled={pending}>
        Hide this list
      </button>
    </section>
  );
}
