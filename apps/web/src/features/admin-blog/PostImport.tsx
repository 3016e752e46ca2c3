import {
  apiPaths,
  POST_EXPORT_FILENAME,
  POST_IMPORT_FIELD,
  type Post,
  type PostImportFile,
  type PostImportPlan,
  type PostImportResult,
} from '@portfolio/contract';
import { useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { apiFile, upload } from '../../lib/api';
import { change } from '../../lib/changes';
import { saveFile } from '../../lib/download';
import { usePendingCalls } from '../../lib/use-row-calls';
import styles from './Blog.module.css';

const RESULTS: Record<PostImportFile['action'], string> = {
  add: 'Added',
  refused: 'Refused',
  skipped: 'Left out',
};

const formOf = (file: File) => {
  const form = new FormData();
  form.append(POST_IMPORT_FIELD, file);
  return form;
};

/**
 * Import and export of the posts as Markdown files with YAML front matter (what Jekyll, Hugo,
 * Astro and dev.to export): a `.md` file or a `.zip` is previewed first, file by file (what is
 * added, what is refused and why), then imported at once; the export is a zip of the same files.
 */
export function PostImport({ onImported }: { onImported(added: Post[]): void }) {
  const headingId = useId();
  const [file, setFile] = useState<File | undefined>();
  const [plan, setPlan] = useState<PostImportPlan | undefined>();
  const { pending: busy, failure, run: runCall } = usePendingCalls();
  const [done, setDone] = useState<string | undefined>();
  const adding = plan?.files.filter((entry) => entry.action === 'add').length ?? 0;
  const refused = plan?.files.some((entry) => entry.action === 'refused') ?? false;

  const run = (call: () => Promise<void>, fallback: string) => {
    setDone(undefined);
    return runCall(call, fallback);
  };

  const preview = (chosen: File) =>
    run(async () => {
      setFile(chosen);
      setPlan(undefined);
      setPlan(await upload<PostImportPlan>(apiPaths.posts.importPreview, formOf(chosen)));
    }, 'The file could not be read');

  const commit = (chosen: File) =>
    run(async () => {
      const { added } = await change(
        upload<PostImportResult>(apiPaths.posts.import, formOf(chosen)),
      );
      onImported(added);
      setPlan(undefined);
      setFile(undefined);
      setDone(`${added.length} ${added.length === 1 ? 'post' : 'posts'} imported`);
    }, 'The posts could not be imported');

  const exportAll = () =>
    run(async () => {
      saveFile(await apiFile(apiPaths.posts.export, { auth: true }), POST_EXPORT_FILENAME);
    }, 'The posts could not be exported');

  return (
    <section className={styles.import} aria-labelledby={headingId}>
      <h2 id={headingId}>Import and export</h2>
      <p>
        Markdown files with YAML front matter (title, slug, date, status, tags, summary,
        canonical…), as Jekyll, Hugo, Astro and dev.to export them: one <code>.md</code> file or a{' '}
        <code>.zip</code>. A cover given by its web address is copied into the site&apos;s images on
        import.
      </p>
      <div className={ui.actions}>
        <label className={ui.button} aria-busy={busy}>
          Import posts
          <input
            type="file"
            accept=".md,.markdown,.zip,text/markdown,application/zip"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (chosen) void preview(chosen);
            }}
          />
        </label>
        <button type="button" className={ui.button} onClick={exportAll} disabled={busy}>
          Export posts
        </button>
      </div>
      <ErrorMessage message={failure} />
      {done && <p role="status">{done}</p>}
      {plan && file && (
        <>
          <table className={styles.plan}>
            <caption>What importing {file.name} does</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Title</th>
                <th scope="col">Slug</th>
                <th scope="col">Status</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {plan.files.map((entry) => (
                <tr key={entry.file}>
                  <td>{entry.file}</td>
                  <td>{entry.title}</td>
                  <td>{entry.slug}</td>
                  <td>{entry.status}</td>
                  <td>
                    {RESULTS[entry.action]}
                    {entry.problems.length > 0 && (
                      <ul>
                        {entry.problems.map((problem) => (
                          <li key={`${problem.field} ${problem.message}`}>
                            {problem.field} {problem.message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {refused && (
            <p>
              Fix the refused files and choose the file again: nothing is imported while one is
              refused.
            </p>
          )}
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.primary}
              disabled={busy || refused || adding === 0}
              onClick={() => commit(file)}
            >
              Import {adding} {adding === 1 ? 'post' : 'posts'}
            </button>
            <button type="button" className={ui.button} onClick={() => setPlan(undefined)}>
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}
