import { apiPaths, type PostPreviewLink } from '@portfolio/contract';
import { useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, reportError } from '../../lib/api';
import styles from './Blog.module.css';
import { formatTime } from './post-draft';

/**
 * 'Preview link': a private, signed link to the post as it is saved (a draft, to show a friend),
 * never indexed and working until it expires; shown to copy.
 */
export function PreviewLink({ postId }: { postId: string }) {
  const fieldId = useId();
  const [link, setLink] = useState<PostPreviewLink | undefined>();
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  async function create() {
    setFailure(undefined);
    setCopied(false);
    try {
      setLink(
        await api<PostPreviewLink>(apiPaths.posts.preview(postId), {
          method: 'POST',
          auth: true,
          json: {},
        }),
      );
    } catch (err) {
      setFailure(reportError(err, 'The preview link could not be made'));
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (err) {
      setFailure(reportError(err, 'The link could not be copied: select it and copy it'));
    }
  }

  return (
    <div className={styles.panel}>
      <button type="button" className={ui.button} onClick={create}>
        Preview link
      </button>
      <ErrorMessage message={failure} />
      {link && (
        <div className={styles.previewLink}>
          <label htmlFor={fieldId}>Preview link</label>
          <input
            id={fieldId}
            type="url"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={ui.button} onClick={() => copy(link.url)}>
            Copy
          </button>
          <p>
            Works until {formatTime(link.expiresAt)} for anyone who has it; shows the post as it is
            saved.
            {copied && <span role="status"> Copied.</span>}
          </p>
        </div>
      )}
    </div>
  );
}
