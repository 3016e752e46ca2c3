import {
  apiPaths,
  DEFAULT_RESUME_SETTINGS,
  type Project,
  RESUME_DESIGN_KEYS,
  RESUME_DESIGNS,
  RESUME_PAGE_SIZE_KEYS,
  RESUME_PAGE_SIZES,
  RESUME_PDF_PATH,
  RESUME_SOURCES,
  type ResumeSettings,
  type ResumeSource,
} from '@portfolio/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { AdminScreen } from '../../components/AdminScreen';
import ui from '../../components/admin-ui.module.css';
import { Choice } from '../../components/Choice';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LeaveQuestion } from '../../components/LeaveQuestion';
import { api, apiFile, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { PdfPreview } from './PdfPreview';
import styles from './Resume.module.css';

const SOURCE_KEYS = Object.keys(RESUME_SOURCES) as ResumeSource[];
const isVisible = (project: Project) => project.isActive && project.project_image !== '';

/**
 * The résumé made from the site's content (beside the spec's Resume screen, which keeps the
 * uploaded PDF): which one visitors get at /resume and /resume.pdf, the generated one's design,
 * paper and projects, and its preview, set by the server from the choices on screen before they
 * are saved. Leaving with choices not saved asks first.
 */
export function GeneratedResumePage() {
  const [settings, setSettings] = useState<ResumeSettings | undefined>();
  // The choices as the server has them: leaving with others on screen asks first.
  const [stored, setStored] = useState<ResumeSettings | undefined>();
  const [projects, setProjects] = useState<Project[]>([]);
  const [preview, setPreview] = useState<{ file: File; url: string } | undefined>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    Promise.all([
      api<ResumeSettings>(apiPaths.resume.settings, { auth: true }),
      api<Project[]>(apiPaths.projects.list, { method: 'POST', auth: true }),
    ]).then(
      ([loaded, all]) => {
        setSettings(loaded);
        setStored(loaded);
        setProjects(all.filter(isVisible));
      },
      (err: unknown) => setError(reportError(err)),
    );
  }, []);

  const unsaved = JSON.stringify(settings) !== JSON.stringify(stored);
  useLeaveGuard(unsaved);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  if (!settings) {
    return (
      <AdminScreen heading="Résumé PDF">
        <ErrorMessage message={error} />
        {!error && <p role="status">Loading…</p>}
      </AdminScreen>
    );
  }

  const edit = (next: Partial<ResumeSettings>) => {
    setSettings({ ...settings, ...next });
    setStatus('');
  };
  const picked = settings.projects === 'featured' ? undefined : settings.projects;
  const toggle = (id: string, on: boolean) =>
    edit({
      projects: projects
        .map((project) => project._id)
        .filter((candidate) => (candidate === id ? on : picked?.includes(candidate))),
    });

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(reportError(err));
    } finally {
      setBusy(false);
    }
  }

  const showPreview = () =>
    run(async () => {
      const pdf = await apiFile(apiPaths.resume.preview, {
        method: 'POST',
        json: settings,
        auth: true,
      });
      // Drawn from its bytes (as an upload's preview is): the page's policy fetches no blob: URL.
      const file = new File([pdf], 'resume-preview.pdf', { type: 'application/pdf' });
      setPreview({ file, url: URL.createObjectURL(file) });
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const saved = await change(
        api<ResumeSettings>(apiPaths.resume.settings, {
          method: 'PUT',
          json: settings,
          auth: true,
        }),
      );
      setSettings(saved);
      setStored(saved);
      setStatus(
        saved.source === 'generated'
          ? 'Saved: visitors now get the generated résumé'
          : 'Saved: visitors get the uploaded PDF',
      );
    });
  };

  return (
    <AdminScreen heading="Résumé PDF">
      <form className={styles.settings} onSubmit={save}>
        <Choice
          className={styles.choice}
          legend="The résumé visitors get"
          values={SOURCE_KEYS}
          value={settings.source}
          name={(key) => RESUME_SOURCES[key]}
          onChange={(source) => edit({ source })}
        />
        <Choice
          className={styles.choice}
          legend="Design"
          values={RESUME_DESIGN_KEYS}
          value={settings.design}
          name={(key) => RESUME_DESIGNS[key]}
          onChange={(design) => edit({ design })}
        />
        <Choice
          className={styles.choice}
          legend="Paper"
          values={RESUME_PAGE_SIZE_KEYS}
          value={settings.pageSize}
          name={(key) => RESUME_PAGE_SIZES[key]}
          onChange={(pageSize) => edit({ pageSize })}
        />
        <fieldset className={styles.choice}>
          <legend>Projects</legend>
          <label>
            <input
              type="checkbox"
              checked={settings.projects === 'featured'}
              onChange={(event) =>
                edit({
                  projects: event.target.checked
                    ? DEFAULT_RESUME_SETTINGS.projects
                    : projects.filter((project) => project.featured).map((project) => project._id),
                })
              }
            />
            The featured projects
          </label>
          {picked &&
            projects.map((project) => (
              <label key={project._id}>
                <input
                  type="checkbox"
                  checked={picked.includes(project._id)}
                  onChange={(event) => toggle(project._id, event.target.checked)}
                />
                {project.title}
              </label>
            ))}
        </fieldset>
        <ErrorMessage message={error} />
        <div className={ui.actions}>
          <button type="button" className={ui.button} disabled={busy} onClick={showPreview}>
            Preview
          </button>
          <button type="submit" className={ui.primary} disabled={busy}>
            Save
          </button>
        </div>
        <p role="status" className={ui.status}>
          {status}
        </p>
      </form>
      {settings.source === 'generated' && (
        <p>
          Visitors see it on the Resume page and download it at <code>{RESUME_PDF_PATH}</code> on
          the public site.
        </p>
      )}
      {preview && (
        <div className={styles.entry}>
          <a href={preview.url} target="_blank" rel="noreferrer">
            Open the whole preview
          </a>
          <PdfPreview file={preview.file} width={480} label="Page 1 of the generated résumé" />
        </div>
      )}
      <LeaveQuestion unsaved={unsaved} title="Leave Résumé PDF?" />
    </AdminScreen>
  );
}
