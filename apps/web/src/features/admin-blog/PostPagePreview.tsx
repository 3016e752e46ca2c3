import {
  apiPaths,
  type PostPagePreview as PostPagePreviewAnswer,
  type PostPagePreviewBody,
} from '@portfolio/contract';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useServerPreview } from '../../lib/use-server-preview';
import styles from './Blog.module.css';

/**
 * The post as readers will see it: its public page, drawn by the server's own renderer in the
 * site's theme (the code that draws it for readers, from the fields as they are, before any save),
 * shown in a frame that runs no script; with what a save would refuse above it.
 */
export function PostPagePreview({ draft }: { draft: PostPagePreviewBody }) {
  const { answer, failure } = useServerPreview<PostPagePreviewAnswer>(
    apiPaths.posts.pagePreview,
    draft,
  );
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
