import { apiPaths, LIMITS, type Resume, UPLOAD_FIELDS } from '@portfolio/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { UploadProgress } from '../../components/UploadProgress';
import { reportError } from '../../lib/api';
import { useUpload } from '../../lib/use-upload';
import { PdfPreview } from './PdfPreview';

const MAX_MB = LIMITS.uploadMaxBytes / 1024 / 1024;
const PREVIEW_WIDTH = 320;

export interface ResumeFormProps {
  /** The resume replaced; without it the form adds the first one. */
  editing?: Resume | undefined;
  onSaved(resume: Resume): void;
  onClose(): void;
}

/** The resume modal (spec §2): a required file, its page-1 preview, and 'Post'. */
export function ResumeForm({ editing, onSaved, onClose }: ResumeFormProps) {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const { progress, send } = useUpload();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    if (chosen && chosen.size > LIMITS.uploadMaxBytes) {
      setProblem(`"${chosen.name}" is larger than ${MAX_MB} MB`);
      event.currentTarget.value = '';
      setFile(undefined);
      return;
    }
    setProblem(undefined);
    setFile(chosen);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    if (!file) {
      setProblem('Choose the resume file');
      const input = event.currentTarget.elements.namedItem(UPLOAD_FIELDS.resume);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const body = new FormData();
    body.append(UPLOAD_FIELDS.resume, file);
    try {
      onSaved(
        await send<Resume>(
          editing ? apiPaths.resume.edit(editing._id) : apiPaths.resume.add,
          body,
          editing ? 'PUT' : 'POST',
        ),
      );
    } catch (err) {
      setFailure(reportError(err, 'The resume could not be saved'));
    }
  }

  return (
    <Modal
      title={editing ? 'Edit Resume' : 'Add Resume'}
      onClose={onClose}
      unsaved={file !== undefined}
    >
      <form onSubmit={submit} noValidate>
        <Field
          label="Resume File"
          error={problem}
          hint={`A PDF, at most ${MAX_MB} MB. Only its first page is shown.`}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name={UPLOAD_FIELDS.resume}
              accept="application/pdf,.pdf"
              required
              onChange={choose}
            />
          )}
        </Field>
        {file && <PdfPreview file={file} width={PREVIEW_WIDTH} label={`Page 1 of ${file.name}`} />}
        <UploadProgress percent={progress} />
        <ErrorMessage message={failure} />
        <button type="submit" className={ui.primary} disabled={progress !== undefined}>
          Post
        </button>
      </form>
    </Modal>
  );
}
