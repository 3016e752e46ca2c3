import type { MarkdownRender } from '@portfolio/contract';
import { useServerPreview } from './use-server-preview';

/**
 * The owner's Markdown drawn by the server's renderer, as readers get it, after it rests: `path`
 * is the editor's preview call (a post's, a case study's), which takes the text as `field`.
 */
export function useMarkdownPreview(path: string, field: string, source: string | undefined) {
  const { answer, failure } = useServerPreview<MarkdownRender>(
    path,
    source === undefined ? undefined : { [field]: source },
  );
  return { render: answer, failure };
}
