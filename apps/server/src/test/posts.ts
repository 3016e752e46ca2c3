import {
  apiPaths,
  type CaseStudyImage,
  type Post,
  type PostBody,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expectStatus, type OwnerTestContext, type TestContext } from './app.js';
import { sendForm } from './content.js';
import { image } from './multipart.js';

/** A post with every field: a draft until its status is set. */
export const POST_BODY = {
  title: 'Writing a blog engine',
  summary: 'How the posts of this site are made.',
  body: '## Why\n\nBecause a **second system** is one too many.\n\n```ts\nconst x = 1;\n```\n',
  tags: ['rust', 'web'],
  status: 'draft',
} satisfies PostBody;

export const sendPost = (
  ctx: TestContext,
  token: string,
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({
    method,
    url,
    headers: ctx.auth(token),
    ...(payload ? { payload } : {}),
  });

/** Adds a post through the API (a draft unless `fields` say otherwise). */
export async function addPost(
  ctx: TestContext,
  token: string,
  fields: Partial<PostBody> = {},
): Promise<Post> {
  const res = await sendPost(ctx, token, 'POST', apiPaths.posts.add, { ...POST_BODY, ...fields });
  expectStatus(res, 200);
  return res.json<Post>();
}

/** Saves a post whole from its revision. */
export async function editPost(
  ctx: TestContext,
  token: string,
  post: Post,
  fields: Partial<PostBody>,
): Promise<LightMyRequestResponse> {
  return sendPost(ctx, token, 'PUT', apiPaths.posts.edit(post._id), {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    body: post.body,
    tags: post.tags,
    cover: post.cover,
    status: post.status,
    canonicalUrl: post.canonicalUrl,
    syndication: post.syndication,
    ...(post.status === 'scheduled' ? { publishAt: post.publishAt } : {}),
    ...fields,
    revision: post.revision,
  });
}

/** A published post, through the API. */
export const publishPost = (ctx: TestContext, token: string, fields: Partial<PostBody> = {}) =>
  addPost(ctx, token, { status: 'published', ...fields });

/** A post's image (a cover, or one in a body) uploaded by the owner: a photo through the pipeline. */
export async function uploadPostImage(ctx: OwnerTestContext): Promise<CaseStudyImage> {
  const res = await sendForm(
    ctx,
    { method: 'POST', url: apiPaths.posts.image, token: ctx.token },
    {},
    { field: UPLOAD_FIELDS.postImage, path: image('DSCN0010.jpg') },
  );
  expectStatus(res, 200);
  return res.json<CaseStudyImage>();
}
