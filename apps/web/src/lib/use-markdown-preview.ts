import type { MarkdownRender } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import { api, reportError } from './api';

/** How long the text must rest before the server draws it again. */
const PREVIEW_DELAY_MS = 300;

/**
 * The owner's Markdown drawn by the server's renderer, as readers get it, after it rests: `path`
 * is the editor's preview call (a post's, a case study's), which takes the text as `field`.
 */
export function useMarkdownPreview(path: string, field: string, source: string | undefined) {
  const [render, setRender] = useState<MarkdownRender | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => {
    if (source === undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<MarkdownRender>(path, {
        method: 'POST',
        auth: true,
        json: { [field]: source },
        signal: controller.signal,
      }).then(
        (answer) => {
          setRender(answer);
          setFailure(undefined);
        },
        (err: unknown) => {
          if (!controller.signal.aborted) setFailure(reportError(err, 'The preview failed'));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, field, source]);
  return { render, failure };
}
