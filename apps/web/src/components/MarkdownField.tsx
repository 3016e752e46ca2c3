import { useRef, useState } from 'react';
import { insertBlock } from '../lib/insert-at-cursor';
import { ErrorMessage } from './ErrorMessage';
import { Field } from './Field';
import { InsertImage } from './InsertImage';
import styles from './MarkdownField.module.css';

export interface MarkdownFieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange(value: string): void;
  /** The form field's name, when a form reads it. */
  name?: string | undefined;
  maxLength?: number | undefined;
  /** Where 'Insert image' uploads an image, and the multipart field it goes in. */
  image: { path: string; field: string };
  /** The editor is the page's main text (a post): more room. */
  tall?: boolean;
}

/**
 * The editor of the owner's Markdown (a post's body, a case study): a monospaced text, and
 * 'Insert image', which uploads an image through the server's pipeline and puts its Markdown where
 * the cursor is, on a line of its own. The preview is `MarkdownPreview`, where the page has room.
 */
export function MarkdownField({
  label,
  hint,
  error,
  value,
  onChange,
  name,
  maxLength,
  image,
  tall = false,
}: MarkdownFieldProps) {
  const text = useRef<HTMLTextAreaElement>(null);
  // A text a multipart form stored has CRLF line breaks; the textarea holds LF, and React would
  // write a value that differs from it again at each render, moving the cursor to the end.
  const shown = value.replace(/\r\n?/g, '\n');
  const [failure, setFailure] = useState<string | undefined>();
  // Whether the owner has been in the text: before that its cursor is nowhere, and an image goes
  // at the end.
  const placed = useRef(false);

  /**
   * A textarea keeps its cursor when it loses the focus: the image goes there, in the text as the
   * textarea holds it now (typed on during the upload).
   */
  function insert(markdown: string) {
    const current = text.current?.value ?? shown;
    const at = placed.current ? (text.current?.selectionStart ?? current.length) : current.length;
    onChange(insertBlock(current, at, markdown));
  }

  return (
    <div className={`${styles.field} ${tall ? styles.tall : ''}`}>
      <Field
        label={label}
        hint={hint}
        error={error}
        after={
          <div className={styles.tools}>
            <InsertImage {...image} onInserted={insert} onFailed={setFailure} />
            <ErrorMessage message={failure} />
          </div>
        }
      >
        {(control) => (
          <textarea
            {...control}
            ref={text}
            name={name}
            className={`${control.className ?? ''} ${styles.markdown}`}
            value={shown}
            maxLength={maxLength}
            onChange={(event) => onChange(event.currentTarget.value)}
            onFocus={() => {
              placed.current = true;
            }}
          />
        )}
      </Field>
    </div>
  );
}
