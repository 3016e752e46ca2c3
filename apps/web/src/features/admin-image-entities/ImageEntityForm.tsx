import { focusPoint } from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ImageField } from '../../components/ImageField';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { UploadProgress } from '../../components/UploadProgress';
import { ApiError, reportError } from '../../lib/api';
import { useUpload } from '../../lib/use-upload';
import {
  changedFields,
  fieldProblemSentence,
  focusFirstProblem,
  textProblem,
} from '../../lib/validation';
import type { ImageEntity, ImageEntityKind } from './image-entity';
import { MarkdownEditor } from './MarkdownEditor';

export interface ImageEntityFormProps<
  Entity extends ImageEntity,
  Values extends Record<string, string>,
> {
  kind: ImageEntityKind<Entity, Values>;
  /** The entity edited; without it the form adds one. */
  editing?: Entity | undefined;
  onSaved(entity: Entity): void;
  onClose(): void;
  /** What to suggest in the kind's field of comma-separated values (tags already used). */
  suggested?: readonly string[] | undefined;
}

type Problems = Record<string, string>;

/**
 * The add/edit modal of an entity with an image. Every field is required in add mode; in edit mode
 * the current image shows and a new one is optional. A failure keeps what was typed.
 */
export function ImageEntityForm<Entity extends ImageEntity, Values extends Record<string, string>>({
  kind,
  editing,
  onSaved,
  onClose,
  suggested = [],
}: ImageEntityFormProps<Entity, Values>) {
  const [initial] = useState<Values>(() => (editing ? kind.valuesOf(editing) : kind.emptyValues));
  const [values, setValues] = useState<Values>(initial);
  const [file, setFile] = useState<File | undefined>();
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const { progress, send } = useUpload();
  const imageKey = kind.uploadField;

  function check(): Problems {
    const found: Problems = {};
    for (const field of kind.fields) {
      const problem = textProblem(values[field.name] ?? '', field.rule);
      if (problem) found[field.name] = problem;
    }
    if (!editing && !file) found[imageKey] = 'Choose an image';
    return found;
  }

  function setValue(field: (typeof kind.fields)[number], value: string) {
    setValues((current) => ({ ...current, [field.name]: value }));
    // A problem shown goes as soon as the field is right; a new one waits for Submit.
    if (problems[field.name] && !textProblem(value, field.rule)) {
      setProblems(({ [field.name]: _fixed, ...rest }) => rest);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setFailure(undefined);
    if (focusFirstProblem(event.currentTarget, found)) return;
    const body = new FormData();
    for (const field of kind.fields) body.append(field.name, (values[field.name] ?? '').trim());
    if (file) body.append(imageKey, file);
    try {
      onSaved(
        await send<Entity>(
          editing ? kind.paths.edit(editing._id) : kind.paths.add,
          body,
          editing ? 'PUT' : 'POST',
        ),
      );
    } catch (err) {
      const message = reportError(err, 'The form could not be saved');
      const details = err instanceof ApiError ? (err.details ?? []) : [];
      setProblems(
        Object.fromEntries(details.map((d) => [d.field, fieldProblemSentence(d.message)])),
      );
      // Problems of the form's own fields are said beside them, not again above the button.
      const shown = new Set<string>([...kind.fields.map((field) => field.name), imageKey]);
      const besideFields = details.length > 0 && details.every((d) => shown.has(d.field));
      setFailure(besideFields ? undefined : message);
    }
  }

  return (
    <Modal
      title={`${editing ? 'Edit' : 'Add'} ${kind.type}`}
      onClose={onClose}
      unsaved={file !== undefined || changedFields(initial, values)}
    >
      <form onSubmit={submit} noValidate>
        {kind.fields.map((field) =>
          field.markdown ? (
            <MarkdownEditor
              key={field.name}
              label={field.label}
              hint={field.hint}
              error={problems[field.name]}
              name={field.name}
              value={values[field.name] ?? ''}
              onChange={(value) => setValue(field, value)}
              image={field.markdown.imageUpload}
              preview={field.markdown.preview}
            />
          ) : (
            <TextField
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => setValue(field, value)}
              error={problems[field.name]}
              suggestions={kind.suggestions?.field === field.name ? suggested : undefined}
            />
          ),
        )}
        <ImageField
          label={kind.imageLabel}
          name={imageKey}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setProblems(({ [imageKey]: _dropped, ...rest }) => rest);
          }}
          currentUrl={editing ? kind.imageOf(editing) : undefined}
          error={problems[imageKey]}
          required={!editing}
          focus={
            'image_focus' in values
              ? {
                  point: focusPoint(values.image_focus),
                  onPoint: (x, y) => {
                    setValues((current) => ({ ...current, image_focus: `${x} ${y}` }));
                    setProblems(({ image_focus: _dropped, ...rest }) => rest);
                  },
                }
              : undefined
          }
        />
        <UploadProgress percent={progress} />
        <ErrorMessage message={failure} />
        <button type="submit" className={ui.primary} disabled={progress !== undefined}>
          Submit
        </button>
      </form>
    </Modal>
  );
}
