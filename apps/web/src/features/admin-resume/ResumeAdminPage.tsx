import { apiPaths, type Resume } from '@portfolio/contract';
import { useState } from 'react';
import { AdminScreen } from '../../components/AdminScreen';
import ui from '../../components/admin-ui.module.css';
import { DeleteDialog } from '../../components/DeleteDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useAdminList } from '../../lib/use-admin-list';
import { PdfPreview } from './PdfPreview';
import styles from './Resume.module.css';
import { ResumeForm } from './ResumeForm';

type Editor = { mode: 'add' } | { mode: 'edit'; resume: Resume };

/** The file name at the end of a resume's address, to name it in the delete dialog. */
export function resumeName(resume: Resume): string {
  const last = new URL(resume.resume_file, 'http://placeholder').pathname.split('/').pop();
  return last ? decodeURIComponent(last) : 'resume.pdf';
}

const previewWidth = () => Math.max(240, Math.min(600, window.innerWidth - 320));

/**
 * Resume (spec §2): with none, only 'Add Resume'; otherwise the first page of each with Edit and
 * Delete. One resume at most, so adding is offered only when none exists.
 */
export function ResumeAdminPage() {
  const list = useAdminList<Resume>(apiPaths.resume.list);
  const [editor, setEditor] = useState<Editor | undefined>();
  const [deleting, setDeleting] = useState<Resume | undefined>();

  async function remove(resume: Resume) {
    await list.remove(apiPaths.resume.delete(resume._id));
    setDeleting(undefined);
  }

  return (
    <AdminScreen heading="Resume">
      <ErrorMessage message={list.error} />
      {!list.items && !list.error && <p role="status">Loading…</p>}
      {list.items?.length === 0 && (
        <div>
          <button type="button" className={ui.primary} onClick={() => setEditor({ mode: 'add' })}>
            Add Resume
          </button>
        </div>
      )}
      {list.items?.map((resume) => (
        <div key={resume._id} className={styles.entry}>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              onClick={() => setEditor({ mode: 'edit', resume })}
            >
              Edit
            </button>
            <button type="button" className={ui.danger} onClick={() => setDeleting(resume)}>
              Delete
            </button>
          </div>
          <PdfPreview
            file={resume.resume_file}
            width={previewWidth()}
            label={`Page 1 of the resume ${resumeName(resume)}`}
          />
        </div>
      ))}
      {editor && (
        <ResumeForm
          editing={editor.mode === 'edit' ? editor.resume : undefined}
          {...list.formCalls(() => setEditor(undefined))}
        />
      )}
      {deleting && (
        <DeleteDialog
          type="Resume"
          title={resumeName(deleting)}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </AdminScreen>
  );
}
