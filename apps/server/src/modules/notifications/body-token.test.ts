import { apiPaths, errorMessages, type Notification } from '@portfolio/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest, VIEWER } from '../../test/app.js';
import { addQuote } from '../../test/content.js';

const ctx = testAppPerTest();
let token: string;
beforeEach(async () => {
  token = await ctx.openSession();
  await addQuote(ctx, token, 'A quote to be told about');
});

/** getNotify as the older client's Notifications screen sends it: the token inside the JSON body. */
const getNotifyWithBodyToken = (bodyToken: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.notifications.list,
    headers,
    payload: { headers: { access_token: bodyToken } },
  });

const unauthorized = { error: errorMessages.unauthorized, code: 'UNAUTHORIZED' };

describe('getNotify with the token in the body (older client)', () => {
  it('answers the same list as with the access_token header', async () => {
    const withHeader = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.notifications.list,
      headers: ctx.auth(token),
    });
    expectStatus(withHeader, 200);
    const res = await getNotifyWithBodyToken(token);
    expectStatus(res, 200);
    expect(res.json<Notification[]>()).toEqual(withHeader.json());
    expect(res.json<Notification[]>().map((n) => n.notification_msg)).toEqual([
      'Quote "A quote to be told about" posted',
    ]);
  });

  it('still needs a live Admin token: none, a wrong one or a revoked one is a 401', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: apiPaths.notifications.list });
    expectStatus(none, 401);
    expect(none.json()).toEqual(unauthorized);
    for (const wrong of [`${token}x`, '', 42, null, { token }, 'a\u0000b', 'x'.repeat(300)]) {
      const res = await getNotifyWithBodyToken(wrong);
      expectStatus(res, 401);
      expect(res.json()).toEqual(unauthorized);
    }
    await ctx.app.inject({ method: 'POST', url: apiPaths.auth.logout, headers: ctx.auth(token) });
    const revoked = await getNotifyWithBodyToken(token);
    expectStatus(revoked, 401);
    expect(revoked.json()).toEqual(unauthorized);
  });

  it('reads no more than a token needs before the guard: a larger body is a 413', async () => {
    const res = await getNotifyWithBodyToken('x'.repeat(10_000));
    expectStatus(res, 413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('is a 403 for a user who is not Admin, as with the header', async () => {
    const res = await getNotifyWithBodyToken(await ctx.openSession(VIEWER.userId));
    expectStatus(res, 403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('leaves the header first: a wrong header token is a 401 whatever the body holds', async () => {
    const res = await getNotifyWithBodyToken(token, ctx.auth(`${token}x`));
    expectStatus(res, 401);
  });

  it('is for getNotify alone: another management call with the token in its body is a 401', async () => {
    const [notification] = (
      await ctx.app.inject({
        method: 'POST',
        url: apiPaths.notifications.list,
        headers: ctx.auth(token),
      })
    ).json<Notification[]>();
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.notifications.markRead,
      payload: { ids: [notification?._id], headers: { access_token: token } },
    });
    expectStatus(res, 401);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.quotes.add,
      payload: { quote: 'Not without a header', headers: { access_token: token } },
    });
    expectStatus(quote, 401);
  });
});
