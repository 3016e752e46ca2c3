import {
  apiPaths,
  type PostPagePreview as PostPagePreviewAnswer,
  type PostPagePreviewBody,
} from '@portfolio/contract';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, reportError } from '../../lib/api';
import styles from './Blog.module.css';

/** How long the fields must rest before the server draws the page again. */
const PREVIEW_DELAY_MS = 300;

/** The post's page drawn by the server from the fields, after they rest; what a save refuses. */
function usePagePreview(draft: PostPagePreviewBody) {
  const [answer, setAnswer] = useState<PostPagePreviewAnswer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  // The fields by value: a new object of the same fields is no change to draw.
  const json = JSON.stringify(draft);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<PostPagePreviewAnswer>(apiPaths.posts.pagePreview, {
        method: 'POST',
        auth: true,
        json: JSON.parse(json) as PostPagePreviewBody,
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
  }, [json]);
  return { answer, failure };
}

/**
 * The post as readers will see it: its public page, drawn by the server's own renderer in the
 * site's theme (the code that draws it for readers, from the fields as they are, before any save),
 * shown in a frame that runs no script; with what a save would refuse above it.
 */
export function PostPagePreview({ draft }: { draft: PostPagePreviewBody }) {
  const { answer, failure } = usePagePreview(draft);
  return (
    <section className={styles.preview} aria-label="Preview">
      <ErrorMessage message={failure} />
      {answer?.problems.map((problem) => (
        <p key={`${problem.field} ${problem.message}`} className={styles.problem}>
          A save refuses this: {problem.message}
        </p>
      ))}
      {answer && (
        <iframe
          className={styles.previewFrame}
          title="The post's page as readers will see it"
          sandbox="allow-same-origin"
          srcDoc={answer.html}
        />
      )}
    </section>
  );
}
