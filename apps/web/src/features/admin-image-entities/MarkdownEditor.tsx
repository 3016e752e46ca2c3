import { MarkdownField, type MarkdownFieldProps } from '../../components/MarkdownField';
import { MarkdownPreview } from '../../components/MarkdownPreview';
import { useMarkdownPreview } from '../../lib/use-markdown-preview';

/**
 * A Markdown field of the form (a case study) as an editor: the text with 'Insert image' at the
 * cursor, and under it the text as the server draws it for its page, once there is some.
 */
export function MarkdownEditor({
  preview,
  ...field
}: MarkdownFieldProps & {
  /** The server's preview call: it takes the text as the field's `name`. */
  preview: string;
  name: string;
}) {
  const drawn = useMarkdownPreview(
    preview,
    field.name,
    field.value === '' ? undefined : field.value,
  );
  return (
    <>
      <MarkdownField {...field} />
      {field.value !== '' && <MarkdownPreview render={drawn.render} failure={drawn.failure} />}
    </>
  );
}
