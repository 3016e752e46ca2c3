import { apiPaths } from '@portfolio/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../modules/auth/tokens.js';
import { testAppPerFile, VIEWER } from '../test/app.js';
import {
  addQuote,
  addResume,
  addTimelineEntry,
  type ContentState,
  contentState,
  putSiteImages,
  seedCertificate,
  seedProject,
} from '../test/content.js';
import { type ExistingIds, managementCalls } from '../test/management-calls.js';
import { image } from '../test/multipart.js';
import { addPost } from '../test/posts.js';

const ctx = testAppPerFile();
let ids: ExistingIds;
const tokens: Record<string, string> = {};
let before: ContentState;

beforeAll(async () => {
  const owner = await ctx.openSession();
  const post = await addPost(ctx, owner);
  ids = {
    post: post._id,
    postVersion: (await ctx.db.selectFrom('post_versions').select('id').executeTakeFirstOrThrow())
      .id,
    project: (await seedProject(ctx, owner))._id,
    certificate: (await seedCertificate(ctx, owner))._id,
    resume: (await addResume(ctx, owner))._id,
    quote: (await addQuote(ctx, owner, 'An existing quote'))._id,
    timeline: (await addTimelineEntry(ctx, owner))._id,
    notification: (await ctx.db.selectFrom('notifications').select('id').executeTakeFirstOrThrow())
      .id,
  };
  // A portrait and an icon, so that removing them would change something.
  await putSiteImages(ctx, owner, image('Canon_40D.jpg'), image('square-icon.png'));

  tokens.malformed = 'not a token at all';
  tokens.revoked = await ctx.openSession();
  await ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.logout,
    headers: ctx.auth(tokens.revoked),
  });
  tokens.expired = newToken();
  const ownerRow = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('user_id', '=', 'owner')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('sessions')
    .values({
      id: 'e'.repeat(24),
      token_hash: hashToken(tokens.expired),
      user_id: ownerRow.id,
      created_at: new Date(ctx.clock.now.getTime() - 31 * 24 * 3600_000),
      last_seen_at: new Date(ctx.clock.now.getTime() - 60_000),
      expires_at: new Date(ctx.clock.now.getTime() - 24 * 3600_000),
    })
    .execute();
  tokens.viewer = await ctx.openSession(VIEWER.userId);
  before = await contentState(ctx);
});

const credentials: [string, () => Record<string, string>, number, string][] = [
  ['no token', () => ({}), 401, 'UNAUTHORIZED'],
  ['a malformed token', () => ({ access_token: tokens.malformed ?? '' }), 401, 'UNAUTHORIZED'],
  ['an expired token', () => ({ access_token: tokens.expired ?? '' }), 401, 'UNAUTHORIZED'],
  ['a revoked token', () => ({ access_token: tokens.revoked ?? '' }), 401, 'UNAUTHORIZED'],
  [
    'a token of a user who is not Admin',
    () => ({ access_token: tokens.viewer ?? '' }),
    403,
    'FORBIDDEN',
  ],
];

describe.each(credentials)('every management call with %s', (_name, headers, status, code) => {
  it(`answers ${status} and changes nothing`, async () => {
    const answers: string[] = [];
    for (const [call, options] of managementCalls(ids)) {
      const res = await ctx.app.inject({
        ...options,
        headers: { ...(options.headers as Record<string, string>), ...headers() },
      });
      answers.push(`${call}: ${res.statusCode} ${res.json().code}`);
    }
    expect(answers).toEqual(managementCalls(ids).map(([call]) => `${call}: ${status} ${code}`));
    expect(await contentState(ctx)).toEqual(before);
  });
});
