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
  const [busy, setBusy] = useState(false);
  return (
    <label className={ui.button} aria-busy={busy}>
      {busy ? 'Uploading image…' : 'Insert image'}
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
            const stored = await upload<{ url: string }>(path, body, { method: 'POST' });
            onInserted(imageMarkdown(chosen, stored.url));
          } catch (err) {
            onFailed(reportError(err, 'The image could not be uploaded'));
          } finally {
            setBusy(false);
            input.value = '';
          }
        }}
      />
    </label>
  );
}
