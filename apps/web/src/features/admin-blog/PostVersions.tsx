import { apiPaths, type Post, type PostVersion } from '@portfolio/contract';
import { useEffect, useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ItemButton } from '../../components/ItemButton';
import { ApiError, api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import styles from './Blog.module.css';
import { formatTime } from './post-draft';

export interface PostVersionsProps {
  post: Post;
  /** Something typed is not saved: restoring would drop it, so it waits for a save. */
  unsaved: boolean;
  onRestored(post: Post): void;
  /** The restore answered 409: the post was saved elsewhere since. */
  onConflict(): void;
}

/**
 * The post's saved versions (the server keeps its last 20), the latest first, each with Restore:
 * what it said is saved again as the post's next revision.
 */
export function PostVersions({ post, unsaved, onRestored, onConflict }: PostVersionsProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<PostVersion[] | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new revision is a new version to list
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    api<PostVersion[]>(apiPaths.posts.versions(post._id), {
      auth: true,
      signal: controller.signal,
    }).then(setVersions, (err: unknown) => {
      if (!controller.signal.aborted)
        setFailure(reportError(err, 'The versions could not be loaded'));
    });
    return () => controller.abort();
  }, [open, post._id, post.revision]);

  async function restore(version: PostVersion) {
    setBusy(true);
    setFailure(undefined);
    try {
      onRestored(
        await change(
          api<Post>(apiPaths.posts.restore(post._id), {
            method: 'POST',
            auth: true,
            json: { versionId: version._id, revision: post.revision },
          }),
        ),
      );
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) onConflict();
      else setFailure(reportError(err, 'The version could not be restored'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        Versions
      </h2>
      <button
        type="button"
        className={ui.button}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide versions' : 'Show versions'}
      </button>
      {open && unsaved && <p>Save what you typed first: restoring replaces it.</p>}
      <ErrorMessage message={failure} />
      {open && versions && (
        <ol className={styles.versions}>
          {versions.map((version) => {
            const name = `revision ${version.revision}`;
            return (
              <li key={version._id}>
                <span>
                  Revision {version.revision}, saved {formatTime(version.savedAt)}: {version.title}
                </span>
                {version.revision === post.revision ? (
                  <span>(current)</span>
                ) : (
                  <ItemButton
                    label="Restore"
                    itemName={name}
                    disabled={busy || unsaved}
                    onClick={() => restore(version)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
