import { useEffect, useState } from 'react';
import { api, reportError } from './api';

/** How long what is typed must rest before the server draws it again. */
const PREVIEW_DELAY_MS = 300;

/**
 * What an editor's preview call (`path`) answers for `body`, once it rests: `body` is compared by
 * value (a new object of the same fields is no change to draw), an answer to an older body is
 * dropped, and an undefined body asks nothing.
 */
export function useServerPreview<Answer>(path: string, body: object | undefined) {
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const json = body === undefined ? undefined : JSON.stringify(body);
  useEffect(() => {
    if (json === undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<Answer>(path, {
        method: 'POST',
        auth: true,
        json: JSON.parse(json),
        signal: controller.signal,
      }).then(
        (drawn) => {
          setAnswer(drawn);
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
  }, [path, json]);
  return { answer, failure };
}
