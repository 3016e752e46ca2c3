import {
  apiPaths,
  changeMessages,
  ErrorCode,
  errorMessages,
  ID_PARAM,
  NotificationAction,
  POST_IMPORT_FIELD,
  type Post,
  type PostBody,
  type PostImportPlan,
  type PostRestoreBody,
  type PostUpdateBody,
  type PostVersion,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { type FakeReply, type FakeRequest, reply } from './fake-api';
import { fakeMarkdownRender } from './fake-markdown';
import { MEDIA_BASE, makePost, newId } from './fixtures';

/** The posts the fake server keeps, and each one's saved versions (the latest first). */
export interface PostsState {
  posts: Post[];
  postVersions: Record<string, PostVersion[]>;
}

interface Incoming {
  request: FakeRequest;
  id: string | undefined;
}

/** When the fake saves: a fixed clock, a minute further at each save. */
let clock = Date.parse('2026-11-20T10:00:00.000Z');
const nextTime = () => {
  clock += 60_000;
  return new Date(clock).toISOString();
};

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'post';

/** A post as the server saves a body: its defaults filled, its dates as its status says. */
function savedPost(body: PostBody, current: Post | undefined): Post {
  const now = nextTime();
  const publishedAt =
    body.status === 'draft'
      ? null
      : body.status === 'scheduled'
        ? (body.publishAt ?? null)
        : (body.publishAt ?? current?.publishedAt ?? now);
  return makePost({
    ...(current ? { _id: current._id, createdAt: current.createdAt } : { createdAt: now }),
    title: body.title.trim(),
    slug: body.slug || current?.slug || slugOf(body.title),
    summary: body.summary ?? '',
    body: body.body ?? '',
    tags: body.tags ?? [],
    cover: body.cover ?? '',
    status: body.status,
    publishAt: body.status === 'scheduled' ? (body.publishAt ?? null) : null,
    publishedAt,
    visible: body.status === 'published',
    canonicalUrl: body.canonicalUrl ?? '',
    syndication: body.syndication ?? [],
    revision: (current?.revision ?? 0) + 1,
    updatedAt: now,
  });
}

const versionOf = (post: Post): PostVersion => ({
  _id: newId(),
  revision: post.revision,
  title: post.title,
  slug: post.slug,
  summary: post.summary,
  body: post.body,
  tags: post.tags,
  cover: post.cover,
  canonicalUrl: post.canonicalUrl,
  syndication: post.syndication,
  savedAt: post.updatedAt,
});

/** The name of the file an upload carries. */
const fileName = (request: FakeRequest, field: string) => {
  const value = request.form?.get(field);
  return value instanceof File ? value.name : undefined;
};

/**
 * The owner's posts as the server answers them: revisions with a 409 carrying the revision now,
 * versions kept at each save, restore, preview links, images, the preview of a body (its text in
 * a paragraph; raw HTML a problem) and an import that adds a post per `.md` file named (its title
 * from the name; a name with 'refused' in it is refused).
 */
export function fakePostHandlers(
  state: PostsState,
  changed: (message: string, action: NotificationAction, answer: unknown) => FakeReply,
): Record<string, (incoming: Incoming) => FakeReply> {
  const missing = () => reply.notFound('post');
  const find = (id: string | undefined) => state.posts.find((post) => post._id === id);
  const outdated = (post: Post) => ({
    status: 409,
    body: {
      error: errorMessages.postRevisionOutdated(post.revision),
      code: ErrorCode.CONFLICT,
      revision: post.revision,
    },
  });
  const keep = (post: Post) => {
    state.posts = [post, ...state.posts.filter((other) => other._id !== post._id)];
    state.postVersions = {
      ...state.postVersions,
      [post._id]: [versionOf(post), ...(state.postVersions[post._id] ?? [])].slice(0, 20),
    };
    return post;
  };
  const importPlan = (request: FakeRequest): PostImportPlan => {
    const name = fileName(request, POST_IMPORT_FIELD) ?? '';
    const title = name.replace(/\.(md|zip)$/, '');
    const refused = name.includes('refused');
    return {
      files: [
        {
          file: name,
          action: refused ? 'refused' : 'add',
          title,
          slug: slugOf(title),
          status: 'draft',
          problems: refused ? [{ field: 'title', message: 'is required' }] : [],
        },
      ],
    };
  };
  return {
    [`GET ${apiPaths.posts.list}`]: () => reply.ok(state.posts),
    [`POST ${apiPaths.posts.add}`]: ({ request }) => {
      const post = keep(savedPost(request.json as PostBody, undefined));
      return changed(changeMessages.postCreated(post.title), NotificationAction.Create, post);
    },
    [`GET ${apiPaths.posts.get(ID_PARAM)}`]: ({ id }) => {
      const post = find(id);
      return post ? reply.ok(post) : missing();
    },
    [`PUT ${apiPaths.posts.edit(ID_PARAM)}`]: ({ request, id }) => {
      const current = find(id);
      if (!current) return missing();
      const { revision, ...body } = request.json as PostUpdateBody;
      if (revision !== current.revision) return outdated(current);
      const post = keep(savedPost(body, current));
      return changed(changeMessages.postEdited(post.title), NotificationAction.Edit, post);
    },
    [`DELETE ${apiPaths.posts.delete(ID_PARAM)}`]: ({ id }) => {
      const current = find(id);
      if (!current) return missing();
      state.posts = state.posts.filter((post) => post._id !== id);
      return changed(changeMessages.postDeleted(current.title), NotificationAction.Delete, {
        _id: current._id,
        deleted: true,
      });
    },
    [`GET ${apiPaths.posts.versions(ID_PARAM)}`]: ({ id }) =>
      find(id) ? reply.ok(state.postVersions[id ?? ''] ?? []) : missing(),
    [`POST ${apiPaths.posts.restore(ID_PARAM)}`]: ({ request, id }) => {
      const current = find(id);
      if (!current) return missing();
      const { versionId, revision } = request.json as PostRestoreBody;
      const version = state.postVersions[current._id]?.find((v) => v._id === versionId);
      if (!version) return reply.notFound('version of this post');
      if (revision !== current.revision) return outdated(current);
      const { _id, revision: restored, savedAt, ...fields } = version;
      const post = keep(
        savedPost({ ...fields, status: current.status, publishAt: current.publishAt }, current),
      );
      return changed(
        changeMessages.postRestored(post.title, restored),
        NotificationAction.Edit,
        post,
      );
    },
    [`POST ${apiPaths.posts.preview(ID_PARAM)}`]: ({ id }) =>
      find(id)
        ? reply.ok({
            url: `https://example.com/blog/preview/${id}.1.signed`,
            expiresAt: '2026-11-27T10:00:00.000Z',
          })
        : missing(),
    [`POST ${apiPaths.posts.image}`]: ({ request }) => {
      const name = fileName(request, UPLOAD_FIELDS.postImage);
      if (!name) return reply.missingFile(UPLOAD_FIELDS.postImage);
      const url = `${MEDIA_BASE}/${name}`;
      return reply.ok({ url, variants: [{ url, width: 960, height: 720 }] });
    },
    [`POST ${apiPaths.posts.render}`]: ({ request }) => {
      const { body } = request.json as { body: string };
      return reply.ok(fakeMarkdownRender(body, 'body'));
    },
    [`POST ${apiPaths.posts.pagePreview}`]: ({ request }) => {
      const { title, body } = request.json as { title: string; body: string };
      return reply.ok({
        html: `<!doctype html><html lang="en" data-theme="light"><body><h1>${escaped(title || 'Untitled')}</h1>${body === '' ? '' : `<p>${escaped(body)}</p>`}</body></html>`,
        problems: body.includes('<')
          ? [{ field: 'body', message: 'must not hold HTML: write it in Markdown' }]
          : [],
      });
    },
    [`POST ${apiPaths.posts.importPreview}`]: ({ request }) => reply.ok(importPlan(request)),
    [`POST ${apiPaths.posts.import}`]: ({ request }) => {
      const plan = importPlan(request);
      const refused = plan.files.filter((file) => file.action === 'refused');
      if (refused.length > 0) {
        return reply.error(
          400,
          errorMessages.postImportRefused(refused.length),
          ErrorCode.VALIDATION_ERROR,
          refused.map((file) => ({ field: file.file, message: 'title is required' })),
        );
      }
      const added = plan.files.map((file) =>
        keep(savedPost({ title: file.title, slug: file.slug, status: 'draft' }, undefined)),
      );
      return changed(changeMessages.postsImported(added.length), NotificationAction.Create, {
        added,
      });
    },
    [`GET ${apiPaths.posts.export}`]: () => reply.ok('PK zip'),
  };
}
