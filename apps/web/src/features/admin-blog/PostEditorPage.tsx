import {
  apiPaths,
  POST_LIMITS,
  type Post,
  type PostStatus,
  type Project,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { ImageUploadButton } from '../../components/InsertImage';
import { LeaveQuestion } from '../../components/LeaveQuestion';
import { MarkdownField } from '../../components/MarkdownField';
import { adminPaths, postEditorPath } from '../../lib/admin-screens';
import { api, reportError } from '../../lib/api';
import { suggestionsFor } from '../../lib/tag-suggestions';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import styles from './Blog.module.css';
import { PostPagePreview } from './PostPagePreview';
import { PostVersions } from './PostVersions';
import { PreviewLink } from './PreviewLink';
import { previewBodyOf, STATUS_NAMES, timeZone } from './post-draft';
import { type SaveState, usePostEditing } from './use-post-editing';

const SAVE_STATES: Record<SaveState, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Not saved',
};

const STATUSES = Object.keys(STATUS_NAMES) as PostStatus[];

/** The tags of the projects and the posts: one vocabulary, offered as he types. */
function useKnownTags(): string[] {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const options = { auth: true, signal: controller.signal } as const;
    Promise.all([
      api<Project[]>(apiPaths.projects.list, { ...options, method: 'POST' }),
      api<Post[]>(apiPaths.posts.list, options),
    ]).then(
      ([projects, posts]) =>
        setTags([...new Set([...projects, ...posts].flatMap((item) => item.tags))].sort()),
      (err: unknown) => {
        if (!controller.signal.aborted) reportError(err, 'The tags in use could not be loaded');
      },
    );
    return () => controller.abort();
  }, []);
  return tags;
}

/** The cover: an image uploaded through the server's pipeline, or none. */
function CoverField({
  cover,
  error,
  onChange,
}: {
  cover: string;
  error: string | undefined;
  onChange(url: string): void;
}) {
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <fieldset className={styles.cover}>
      <legend>Cover</legend>
      {cover ? <img src={cover} alt="The cover" className={styles.coverImage} /> : <p>None</p>}
      <div className={ui.actions}>
        <ImageUploadButton
          path={apiPaths.posts.image}
          field={UPLOAD_FIELDS.postImage}
          label="Upload cover"
          busyLabel="Uploading cover…"
          failedText="The cover could not be uploaded"
          onUploaded={onChange}
          onFailed={setFailure}
        />
        {cover && (
          <button type="button" className={ui.button} onClick={() => onChange('')}>
            Remove cover
          </button>
        )}
      </div>
      <ErrorMessage message={failure ?? error} />
    </fieldset>
  );
}

/**
 * The post editor, a page of its own: the fields and the Markdown on one side, the post's page
 * drawn by the server's renderer in the site's theme on the other (`PostPagePreview`). A draft saves itself as he types (Saved, Saving…, Not
 * saved); a scheduled or published post saves with Save. A save made from an older revision than
 * the server's (another tab, another device) is refused, and the editor says so and keeps his
 * text until he loads theirs or overwrites it; leaving with text not saved asks first.
 */
export function PostEditorPage() {
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  /** The address of a post just made: going there from /new is no leaving. */
  const [createdPath, setCreatedPath] = useState<string | undefined>();
  const editing = usePostEditing(id, (post) => setCreatedPath(postEditorPath(post._id)));
  const { draft, saved, problems } = editing;
  const knownTags = useKnownTags();
  const suggestionsId = useId();
  const statusId = useId();
  useLeaveGuard(editing.unsaved);
  // A new post's first save made it: the editor moves to its address (after the render that
  // lets the leave question know it is no leaving).
  useEffect(() => {
    if (createdPath && id === 'new') navigate(createdPath, { replace: true });
  }, [createdPath, id, navigate]);

  if (editing.loadError) return <ErrorMessage message={editing.loadError} />;
  if (!draft) return <p role="status">Loading…</p>;

  const text = (name: 'title' | 'slug' | 'canonicalUrl', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={problems[name]}>
      {(control) => (
        <input
          {...control}
          type={name === 'canonicalUrl' ? 'url' : 'text'}
          value={draft[name]}
          onChange={(event) => editing.edit({ [name]: event.currentTarget.value })}
        />
      )}
    </Field>
  );

  return (
    <section className={styles.editor} aria-labelledby={statusId}>
      <div className={styles.editorBar}>
        <Link to={adminPaths.blog}>Back to Blog</Link>
        <h1 id={statusId} className={ui.heading}>
          {saved ? 'Edit post' : 'New post'}
        </h1>
        <p role="status" className={styles.saveState} data-state={editing.state}>
          {SAVE_STATES[editing.state]}
        </p>
        <button
          type="button"
          className={ui.primary}
          onClick={() => void editing.save()}
          disabled={editing.state === 'saving' || editing.conflict || draft.title.trim() === ''}
        >
          Save
        </button>
      </div>
      {editing.conflict && (
        <div role="alert" className={styles.conflict}>
          <p>
            This post was saved elsewhere (another tab or device) since you opened it. Nothing you
            typed here is lost, and nothing is saved over theirs unless you choose to.
          </p>
          <div className={ui.actions}>
            <button type="button" className={ui.button} onClick={() => void editing.loadTheirs()}>
              Load their version
            </button>
            <button type="button" className={ui.danger} onClick={() => void editing.overwrite()}>
              Overwrite with mine
            </button>
          </div>
        </div>
      )}
      <ErrorMessage message={editing.failure} />
      <div className={styles.columns}>
        <div className={styles.fields}>
          {text('title', 'Title', saved ? undefined : 'A draft saves itself once it has a title')}
          <MarkdownField
            label="Markdown"
            error={problems.body}
            hint="No HTML; links start with http:// or https://; images through Insert image."
            value={draft.body}
            maxLength={POST_LIMITS.bodyMax}
            onChange={(value) => editing.edit({ body: value })}
            image={{ path: apiPaths.posts.image, field: UPLOAD_FIELDS.postImage }}
            tall
          />
          {text('slug', 'Slug', 'Where it is: /blog/<slug>. Empty: made from the title')}
          <Field label="Summary" error={problems.summary}>
            {(control) => (
              <textarea
                {...control}
                value={draft.summary}
                maxLength={POST_LIMITS.summaryMax}
                onChange={(event) => editing.edit({ summary: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label="Tags"
            error={problems.tags}
            hint="Up to 8, separated by commas (rust, web); the projects' tags are offered"
          >
            {(control) => (
              <>
                <input
                  {...control}
                  type="text"
                  list={suggestionsId}
                  autoComplete="off"
                  value={draft.tags}
                  onChange={(event) => editing.edit({ tags: event.currentTarget.value })}
                />
                <datalist id={suggestionsId}>
                  {suggestionsFor(draft.tags, knownTags).map((option) => (
                    <option key={option} value={option} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <CoverField
            cover={draft.cover}
            error={problems.cover}
            onChange={(cover) => editing.edit({ cover })}
          />
          {text('canonicalUrl', 'Canonical URL', 'Where it was first published, if elsewhere')}
          <Field
            label="Syndication links"
            error={problems.syndication}
            hint="Where else it is published: one link a line"
          >
            {(control) => (
              <textarea
                {...control}
                value={draft.syndication}
                onChange={(event) => editing.edit({ syndication: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label="Status"
            error={problems.status}
            hint="A draft saves itself as you type; a scheduled or published post saves with Save"
          >
            {(control) => (
              <select
                {...control}
                value={draft.status}
                onChange={(event) =>
                  editing.edit({ status: event.currentTarget.value as PostStatus })
                }
              >
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_NAMES[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {draft.status === 'scheduled' && (
            <Field
              label="Publish at"
              error={problems.publishAt}
              hint={`In your time zone (${timeZone()})`}
            >
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  value={draft.publishAt}
                  onChange={(event) => editing.edit({ publishAt: event.currentTarget.value })}
                />
              )}
            </Field>
          )}
        </div>
        <PostPagePreview draft={previewBodyOf(draft, saved)} />
      </div>
      {saved && (
        <div className={styles.tools}>
          <PreviewLink postId={saved._id} />
          <PostVersions
            post={saved}
            unsaved={editing.unsaved}
            onRestored={editing.replace}
            onConflict={editing.conflicted}
          />
        </div>
      )}
      <LeaveQuestion unsaved={editing.unsaved} title="Leave the editor?" allowed={createdPath} />
    </section>
  );
}
