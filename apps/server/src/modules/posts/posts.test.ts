import { apiPaths, POST_LIMITS, type Post, type PostVersion } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import { contentState, expectNothingStored, notifications } from '../../test/content.js';
import { addPost, editPost, POST_BODY, sendPost, uploadPostImage } from '../../test/posts.js';

const ctx = ownerAppPerTest();

const HOUR = 3600_000;

async function getPost(id: string): Promise<Post> {
  const res = await sendPost(ctx, ctx.token, 'GET', apiPaths.posts.get(id));
  expectStatus(res, 200);
  return res.json<Post>();
}

async function versions(id: string): Promise<PostVersion[]> {
  const res = await sendPost(ctx, ctx.token, 'GET', apiPaths.posts.versions(id));
  expectStatus(res, 200);
  return res.json<PostVersion[]>();
}

describe('posts', () => {
  it('adds a draft at revision 1 with a slug from its title, lists it and tells the owner', async () => {
    const post = await addPost(ctx, ctx.token);
    expect(post).toMatchObject({
      slug: 'writing-a-blog-engine',
      title: POST_BODY.title,
      summary: POST_BODY.summary,
      body: POST_BODY.body,
      tags: ['rust', 'web'],
      cover: '',
      coverVariants: [],
      status: 'draft',
      publishAt: null,
      publishedAt: null,
      visible: false,
      canonicalUrl: '',
      syndication: [],
      revision: 1,
      readingMinutes: 1,
      createdAt: ctx.clock.now.toISOString(),
    });
    expect(await getPost(post._id)).toEqual(post);
    const list = await sendPost(ctx, ctx.token, 'GET', apiPaths.posts.list);
    expect(list.json()).toEqual([post]);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Create',
      status: 'Success',
      notification_msg: `Post "${POST_BODY.title}" created`,
    });
    expect((await versions(post._id)).map((version) => version.revision)).toEqual([1]);
  });

  it('gives a second post of the same title the next free slug, never a blog address', async () => {
    await addPost(ctx, ctx.token);
    expect((await addPost(ctx, ctx.token)).slug).toBe('writing-a-blog-engine-2');
    expect((await addPost(ctx, ctx.token, { title: 'Feed' })).slug).toBe('feed-2');
  });

  it('saves from its revision; a save from an older one is a 409 with the revision now', async () => {
    const post = await addPost(ctx, ctx.token);
    const first = await editPost(ctx, ctx.token, post, { body: 'First tab.' });
    expectStatus(first, 200);
    expect(first.json<Post>()).toMatchObject({ body: 'First tab.', revision: 2 });
    const before = await contentState(ctx);
    const second = await editPost(ctx, ctx.token, post, { body: 'Second tab.' });
    expectStatus(second, 409);
    expect(second.json()).toEqual({
      error: expect.stringContaining('revision 2'),
      code: 'CONFLICT',
      revision: 2,
    });
    await expectNothingStored(ctx, before, 1);
    expect((await getPost(post._id)).body).toBe('First tab.');
  });

  it('saves a draft as it is typed without telling the owner each time', async () => {
    const post = await addPost(ctx, ctx.token);
    const before = (await notifications(ctx, ctx.token)).length;
    expectStatus(await editPost(ctx, ctx.token, post, { body: 'Typing…' }), 200);
    expect(await notifications(ctx, ctx.token)).toHaveLength(before);
    const published = await editPost(
      ctx,
      ctx.token,
      { ...post, revision: 2 },
      { status: 'published' },
    );
    expectStatus(published, 200);
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe(
      `Post "${POST_BODY.title}" edited`,
    );
  });

  it(`keeps the last ${POST_LIMITS.versionsKept} saved versions, the latest first`, async () => {
    let post = await addPost(ctx, ctx.token);
    for (let n = 2; n <= POST_LIMITS.versionsKept + 3; n++) {
      const res = await editPost(ctx, ctx.token, post, { body: `Save ${n}` });
      expectStatus(res, 200);
      post = res.json<Post>();
    }
    const kept = await versions(post._id);
    expect(kept).toHaveLength(POST_LIMITS.versionsKept);
    expect(kept[0]).toMatchObject({ revision: POST_LIMITS.versionsKept + 3, body: 'Save 23' });
    expect(kept.at(-1)?.revision).toBe(4);
  });

  it('restores a saved version as its next revision, from the revision the owner loaded', async () => {
    const post = await addPost(ctx, ctx.token, { status: 'published' });
    const edited = (
      await editPost(ctx, ctx.token, post, { title: 'Renamed', body: 'Rewritten.', tags: [] })
    ).json<Post>();
    const [, original] = await versions(post._id);
    expect(original?.revision).toBe(1);

    const stale = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.restore(post._id), {
      versionId: original?._id,
      revision: 1,
    });
    expectStatus(stale, 409);
    expect(stale.json().revision).toBe(2);

    const res = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.restore(post._id), {
      versionId: original?._id,
      revision: edited.revision,
    });
    expectStatus(res, 200);
    expect(res.json<Post>()).toMatchObject({
      title: POST_BODY.title,
      body: POST_BODY.body,
      tags: ['rust', 'web'],
      status: 'published',
      publishedAt: post.publishedAt,
      revision: 3,
    });
    expect((await versions(post._id)).map((version) => version.revision)).toEqual([3, 2, 1]);
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe(
      `Post "${POST_BODY.title}" restored to its revision 1`,
    );
    const missing = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.restore(post._id), {
      versionId: 'a'.repeat(24),
      revision: 3,
    });
    expectStatus(missing, 404);
  });

  it('refuses bad posts with a 400 naming each field and problem, and stores nothing', async () => {
    const other = await addPost(ctx, ctx.token, { title: 'Taken' });
    const before = await contentState(ctx);
    const refusals: [Record<string, unknown>, string[]][] = [
      [
        {
          body: 'Hi <script>alert(1)</script> [x](javascript:alert(1)) [d](data:text/html,x) ![f](https://evil.example/a.png)',
        },
        // The script's two tags, the two links, the image.
        ['body', 'body', 'body', 'body', 'body'],
      ],
      [{ slug: other.slug }, ['slug']],
      [{ slug: 'feed' }, ['slug']],
      [{ slug: 'Not A Slug' }, ['slug']],
      [{ body: 'x'.repeat(POST_LIMITS.bodyMax + 1) }, ['body']],
      [{ status: 'scheduled', publishAt: 'next tuesday' }, ['publishAt']],
      [{ status: 'scheduled' }, ['publishAt']],
      [
        { status: 'published', publishAt: new Date(ctx.clock.now.getTime() + HOUR).toISOString() },
        ['publishAt'],
      ],
      [{ cover: 'https://evil.example/cover.png' }, ['cover']],
      [{ canonicalUrl: 'javascript:alert(1)' }, ['canonicalUrl']],
      [{ syndication: ['ftp://example.com/x'] }, ['syndication/0']],
      [{ title: '   ' }, ['title']],
      [{ tags: ['Not a tag'] }, ['tags/0']],
    ];
    for (const [fields, named] of refusals) {
      const res = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.add, {
        ...POST_BODY,
        ...fields,
      });
      expectStatus(res, 400);
      const body = res.json<{ code: string; details: { field: string; message: string }[] }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details.map((detail) => detail.field)).toEqual(named);
    }
    await expectNothingStored(ctx, before, refusals.length);
  });

  it('names each Markdown problem in its words', async () => {
    const res = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.add, {
      ...POST_BODY,
      body: '<b>x</b> [a](javascript:alert(1)) ![i](https://evil.example/i.png)',
    });
    expect(res.json().details.map((detail: { message: string }) => detail.message)).toEqual([
      'raw HTML is not allowed: <b>',
      'raw HTML is not allowed: </b>',
      'links must be http(s): javascript:alert(1)',
      'images must be uploaded to this site: https://evil.example/i.png',
    ]);
  });

  it('refuses an update with an unknown id with a 404 and a slug another post takes with a 400', async () => {
    const post = await addPost(ctx, ctx.token);
    const other = await addPost(ctx, ctx.token, { title: 'Other' });
    const missing = await editPost(ctx, ctx.token, { ...post, _id: 'a'.repeat(24) }, {});
    expectStatus(missing, 404);
    const taken = await editPost(ctx, ctx.token, post, { slug: other.slug });
    expectStatus(taken, 400);
    expect(taken.json().details).toEqual([{ field: 'slug', message: 'is taken by another post' }]);
  });

  it('takes an uploaded image as its cover and in its body, and drops them with the post', async () => {
    const cover = await uploadPostImage(ctx);
    const inBody = await uploadPostImage(ctx);
    const post = await addPost(ctx, ctx.token, {
      cover: cover.url,
      body: `A picture:\n\n![A picture](${inBody.url})`,
    });
    expect(post.cover).toBe(cover.url);
    expect(post.coverVariants).toEqual(cover.variants);
    const owned = await ctx.db.selectFrom('post_media').selectAll().execute();
    expect(owned.map((row) => row.post_id)).toEqual([post._id, post._id]);

    const res = await sendPost(ctx, ctx.token, 'DELETE', apiPaths.posts.delete(post._id));
    expectStatus(res, 200);
    expect(res.json()).toEqual({ _id: post._id, deleted: true });
    expect(await ctx.db.selectFrom('media').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('post_versions').selectAll().execute()).toEqual([]);
    expectStatus(await sendPost(ctx, ctx.token, 'GET', apiPaths.posts.get(post._id)), 404);
    expectStatus(await sendPost(ctx, ctx.token, 'DELETE', apiPaths.posts.delete(post._id)), 404);
  });

  it('keeps an old slug for its redirect when the owner changes it', async () => {
    const post = await addPost(ctx, ctx.token, { status: 'published' });
    const moved = await editPost(ctx, ctx.token, post, { slug: 'a-new-address' });
    expectStatus(moved, 200);
    expect(await ctx.db.selectFrom('post_slug_history').select('slug').execute()).toEqual([
      { slug: post.slug },
    ]);
    // Another post may not take the old address: it still answers for this one.
    const taken = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.add, {
      ...POST_BODY,
      slug: post.slug,
    });
    expectStatus(taken, 400);
  });
});

describe('a post’s dates', () => {
  it('schedules a post: its date is its time, and it is published once the time has come', async () => {
    const at = new Date(ctx.clock.now.getTime() + HOUR).toISOString();
    const post = await addPost(ctx, ctx.token, { status: 'scheduled', publishAt: at });
    expect(post).toMatchObject({
      status: 'scheduled',
      publishAt: at,
      publishedAt: at,
      visible: false,
    });
    ctx.clock.advance(HOUR);
    expect(await getPost(post._id)).toMatchObject({
      status: 'published',
      publishAt: null,
      publishedAt: at,
      visible: true,
    });
  });

  it('keeps the date of a published post through its later saves, and takes a past date given', async () => {
    const post = await addPost(ctx, ctx.token, { status: 'published' });
    expect(post.publishedAt).toBe(ctx.clock.now.toISOString());
    ctx.clock.advance(HOUR);
    const edited = (await editPost(ctx, ctx.token, post, { body: 'Later.' })).json<Post>();
    expect(edited.publishedAt).toBe(post.publishedAt);
    expect(edited.updatedAt).toBe(ctx.clock.now.toISOString());
    const backdated = await addPost(ctx, ctx.token, {
      status: 'published',
      publishAt: '2020-01-02T03:04:05.000Z',
    });
    expect(backdated.publishedAt).toBe('2020-01-02T03:04:05.000Z');
    const draft = (await editPost(ctx, ctx.token, edited, { status: 'draft' })).json<Post>();
    expect(draft).toMatchObject({ publishedAt: null, visible: false });
  });
});
