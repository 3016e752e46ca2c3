import { useState } from 'react';
import { reportError, upload } from '../lib/api';
import ui from './admin-ui.module.css';

/** The Markdown of an uploaded image, its alt text from the file's name. */
function imageMarkdown(file: File, url: string): string {
  const alt =
    file.name
      .replace(/\.[^.]*$/, '')
      .replace(/[[\]\\]/g, ' ')
      .trim() || 'image';
  return `![${alt}](${url})`;
}

/**
 * A button that uploads the image he chooses through the server's image pipeline: it says so while
 * the image uploads, then hands the stored image's URL on, or says why the upload failed.
 */
export function ImageUploadButton({
  path,
  field,
  label,
  busyLabel,
  failedText,
  onUploaded,
  onFailed,
}: {
  path: string;
  field: string;
  label: string;
  busyLabel: string;
  failedText: string;
  onUploaded(url: string, file: File): void;
  onFailed(message: string | undefined): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <label className={ui.button} aria-busy={busy}>
      {busy ? busyLabel : label}
      <input
        type="file"
        accept="image/*"
        className="visually-hidden"
        disabled={busy}
        onChange={async (event) => {
          const input = event.currentTarget;
          const chosen = input.files?.[0];
          if (!chosen) return;
          const body = new FormData();
          body.append(field, chosen);
          setBusy(true);
          onFailed(undefined);
          try {
            onUploaded((await upload<{ url: string }>(path, body)).url, chosen);
          } catch (err) {
            onFailed(reportError(err, failedText));
          } finally {
            setBusy(false);
            input.value = '';
          }
        }}
      />
    </label>
  );
}

/**
 * 'Insert image': uploads an image through the server's image pipeline and hands its Markdown to
 * the text it belongs to.
 */
export function InsertImage({
  path,
  field,
  onInserted,
  onFailed,
}: {
  path: string;
  field: string;
  onInserted(markdown: string): void;
  onFailed(message: string | undefined): void;
}) {
  return (
    <ImageUploadButton
      path={path}
      field={field}
      label="Insert image"
      busyLabel="Uploading image…"
      failedText="The image could not be uploaded"
      onUploaded={(url, file) => onInserted(imageMarkdown(file, url))}
      onFailed={onFailed}
    />
  );
}
