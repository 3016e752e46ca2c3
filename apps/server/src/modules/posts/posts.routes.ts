import { type FastifyPluginAsyncTypebox, type TSchema, Type } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  CaseStudyImage,
  ErrorBody,
  IdParams,
  NotificationAction,
  POST_EXPORT_FILENAME,
  POST_IMPORT_FIELD,
  POST_LIMITS,
  Post,
  PostBody,
  PostImportPlan,
  PostImportResult,
  PostPreviewBody,
  PostPreviewLink,
  PostRender,
  PostRenderBody,
  PostRestoreBody,
  PostUpdateBody,
  PostVersion,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { adminOnlyRoute } from '../auth/admin-route.js';
import { requireAdmin } from '../auth/guard.js';
import { uploadRequest } from '../media/upload.js';
import { deleteByIdRoute, jsonChangeRoute } from '../notifications/change-routes.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { exportPosts, importPosts, previewPostImport } from './post-import.service.js';
import { createPreviewLink } from './post-preview.service.js';
import {
  addPost,
  editPost,
  getPost,
  listPosts,
  listPostVersions,
  removePost,
  renderPostDraft,
  restorePostVersion,
  uploadPostImage,
} from './posts.service.js';

const errors = errorAnswers(400, 401, 403, 404, 415);
const tags = ['posts'];
const SUBJECT = 'post';
const imageForm = { file: UPLOAD_FIELDS.postImage };
const importForm = { file: POST_IMPORT_FIELD };

/** A save of the post in the path from the revision it was loaded at: a 409 when it was saved since. */
function revisionSaveRoute<const Body extends TSchema>(summary: string, body: Body) {
  return {
    onRequest: requireAdmin,
    bodyLimit: JSON_BODY_LIMIT,
    errorHandler: reportFailedChange(NotificationAction.Edit, SUBJECT),
    schema: {
      tags,
      summary,
      params: IdParams,
      body,
      response: { 200: Post, ...errors, 409: ErrorBody },
    },
  };
}

/** A call that reads the owner's Markdown files (one .md file, or a .zip of them) from a form. */
function importFormRoute<const Answer extends TSchema>(summary: string, answer: Answer) {
  return {
    onRequest: requireAdmin,
    config: { multipart: importForm, bodyTimeout: 'upload' as const },
    schema: { tags, summary, response: { 200: answer, ...errors, 413: ErrorBody } },
  };
}

/** The owner's posts: JSON calls, all of them his alone. Readers see posts on the blog's pages. */
export const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.posts.list,
    adminOnlyRoute({
      tags,
      summary: 'Every post, drafts too, the last changed first',
      answer: Type.Array(Post),
      errors: errors,
    }),
    async () => listPosts(deps),
  );

  app.post(
    apiPaths.posts.add,
    jsonChangeRoute(NotificationAction.Create, SUBJECT, {
      tags,
      summary: 'Add a post (a draft, scheduled or published): its revision 1',
      body: PostBody,
      answer: Post,
      errors: errors,
    }),
    async (request) => addPost(deps, request.body),
  );

  app.post(
    apiPaths.posts.image,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Create, 'post image'),
      config: { multipart: imageForm, bodyTimeout: 'upload' },
      schema: {
        tags,
        summary:
          'Upload an image for a post (checked and re-encoded like every image): its url is a cover, or in the Markdown as ![alt](url). Kept once a saved post names it, else removed after a day',
        response: { 200: CaseStudyImage, ...errors, 413: ErrorBody },
      },
    },
    async (request) => uploadPostImage(deps, uploadRequest(request, imageForm), imageForm.file),
  );

  app.get(
    apiPaths.posts.get(':id'),
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'One post', params: IdParams, response: { 200: Post, ...errors } },
    },
    async (request) => getPost(deps, request.params.id),
  );

  app.put(
    apiPaths.posts.edit(':id'),
    revisionSaveRoute(
      'Save a post whole (autosave too) from the revision it was loaded at: 409 with the revision now when it was saved since',
      PostUpdateBody,
    ),
    async (request) => editPost(deps, request.params.id, request.body),
  );

  app.delete(
    apiPaths.posts.delete(':id'),
    deleteByIdRoute(SUBJECT, {
      tags,
      summary: 'Delete a post, its versions and its images',
      errors,
    }),
    async (request) => removePost(deps, request.params.id, request.log),
  );

  app.get(
    apiPaths.posts.versions(':id'),
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: `A post's saved versions, the latest first (its last ${POST_LIMITS.versionsKept})`,
        params: IdParams,
        response: { 200: Type.Array(PostVersion), ...errors },
      },
    },
    async (request) => listPostVersions(deps, request.params.id),
  );

  app.post(
    apiPaths.posts.restore(':id'),
    revisionSaveRoute(
      'Save a saved version again as the next revision, from the revision the post was loaded at (409 as a save)',
      PostRestoreBody,
    ),
    async (request) => restorePostVersion(deps, request.params.id, request.body),
  );

  app.post(
    apiPaths.posts.preview(':id'),
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'A private link to the post as it is saved (a draft, to show a friend): signed, expiring, never indexed',
        params: IdParams,
        body: Type.Optional(PostPreviewBody),
        response: { 200: PostPreviewLink, ...errors },
      },
    },
    async (request) =>
      createPreviewLink(
        deps,
        request.params.id,
        request.body?.hours ?? POST_LIMITS.previewHoursDefault,
      ),
  );

  app.post(
    apiPaths.posts.render,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "A post's Markdown drawn as readers get it, with what a save would refuse in it (the editor's preview); nothing is saved",
        body: PostRenderBody,
        response: { 200: PostRender, ...errors },
      },
    },
    async (request) => renderPostDraft(deps, request.body.body),
  );

  app.post(
    apiPaths.posts.importPreview,
    importFormRoute(
      'What importing Markdown files with YAML front matter (one .md file, or a .zip of them) would add, and what it refuses and why, file by file; nothing is stored',
      PostImportPlan,
    ),
    async (request) => previewPostImport(deps, uploadRequest(request, importForm)),
  );

  app.post(
    apiPaths.posts.import,
    {
      ...importFormRoute(
        'Import Markdown files with YAML front matter (one .md file, or a .zip of them) as posts, in one transaction: a 400 naming each refused file and field, and then nothing is stored',
        PostImportResult,
      ),
      errorHandler: reportFailedChange(NotificationAction.Create, 'post import'),
    },
    async (request) => importPosts(deps, uploadRequest(request, importForm)),
  );

  app.get(
    apiPaths.posts.export,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Every post as a Markdown file with YAML front matter (title, slug, status, date, tags, summary, canonical, syndication, cover), in one zip: what the import takes',
        produces: ['application/zip'],
        response: {
          200: Type.Unsafe<Buffer>(Type.String({ description: 'application/zip' })),
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${POST_EXPORT_FILENAME}"`)
        .send(Buffer.from(await exportPosts(deps))),
  );
};
