import {
  apiPaths,
  DEFAULT_PROFILE,
  DEFAULT_SETTINGS,
  NotificationAction,
  presetChoice,
  SETUP_STEPS,
  type SetupChecklist,
  type SetupStepKey,
  SITE_IMAGE_FIELD,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { expectStatus, ownerAppPerTest, ownerCall, VIEWER } from '../../test/app.js';
import { addProject, addResume, putProfile } from '../../test/content.js';
import { filePart, image, multipart } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

const checklist = async (auth = ctx.auth(ctx.token)) => {
  const res = await ctx.app.inject({ method: 'GET', url: apiPaths.setup, headers: auth });
  expectStatus(res, 200);
  return res.json<SetupChecklist>();
};
const doneSteps = async () =>
  (await checklist()).steps.filter((step) => step.done).map((step) => step.key);
const dismiss = (dismissed: boolean) => ownerCall(ctx, 'PUT', apiPaths.setup, { dismissed });

async function uploadPortrait(): Promise<void> {
  const form = multipart({}, [filePart(SITE_IMAGE_FIELD, image('DSCN0010.jpg'))]);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: apiPaths.profilePhoto,
    headers: { ...form.headers, ...ctx.auth(ctx.token) },
    payload: form.payload,
  });
  expectStatus(res, 200);
}

describe('the setup checklist', () => {
  it('lists every step, none done, on a new site', async () => {
    const list = await checklist();
    expect(list).toEqual({
      steps: SETUP_STEPS.map((step) => ({ key: step.key, done: false })),
      dismissed: false,
    });
  });

  it('ticks each step from what the site holds', async () => {
    const ticked: SetupStepKey[] = [];
    const expectTicked = async (key: SetupStepKey) => {
      ticked.push(key);
      expect((await doneSteps()).sort()).toEqual([...ticked].sort());
    };

    // Name and portrait: both, the name alone is not enough.
    await putProfile(ctx, ctx.token, { ...DEFAULT_PROFILE, ownerName: 'Ada Lovelace' });
    expect(await doneSteps()).toEqual([]);
    await uploadPortrait();
    await expectTicked('profile');

    await addProject(ctx, ctx.token);
    await expectTicked('project');

    await addResume(ctx, ctx.token);
    await expectTicked('resume');

    const theme = await ownerCall(ctx, 'PUT', apiPaths.theme, presetChoice('classic'));
    expectStatus(theme, 200);
    await expectTicked('theme');

    // A message came through the contact form.
    await ctx.db
      .insertInto('notifications')
      .values({
        id: newId(ctx.clock.now.getTime()),
        message: 'Message from Ada: hello',
        action: NotificationAction.Message,
        status: 'Success',
        is_read: false,
        created_at: ctx.clock.now,
      })
      .execute();
    await expectTicked('contact');

    // The network's bare home page is no one's profile: the step waits for a link of his own.
    const profile = { ...DEFAULT_PROFILE, ownerName: 'Ada Lovelace' };
    await putProfile(ctx, ctx.token, {
      ...profile,
      links: [{ network: 'github', url: 'https://github.com/' }],
    });
    expect(await doneSteps()).not.toContain('links');
    await putProfile(ctx, ctx.token, {
      ...profile,
      links: [{ network: 'github', url: 'https://github.com/ada' }],
    });
    await expectTicked('links');
  });

  it('ticks the contact form when the owner switches it off', async () => {
    const res = await ownerCall(ctx, 'PUT', apiPaths.settings, {
      ...DEFAULT_SETTINGS,
      contactEnabled: false,
    });
    expectStatus(res, 200);
    expect(await doneSteps()).toEqual(['contact']);
  });

  it('is put away and shown again by the owner, and stays put away', async () => {
    const res = await dismiss(true);
    expectStatus(res, 200);
    expect(res.json<SetupChecklist>().dismissed).toBe(true);
    expect((await checklist()).dismissed).toBe(true);

    // The settings' other calls keep it: an older client's body knows nothing of it.
    const older = { insightsEnabled: true, insightsRetentionDays: 365, contactEnabled: true };
    expectStatus(await ownerCall(ctx, 'PUT', apiPaths.settings, older), 200);
    expect((await checklist()).dismissed).toBe(true);

    expectStatus(await dismiss(false), 200);
    expect((await checklist()).dismissed).toBe(false);
  });

  it("is the Admin's alone", async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: apiPaths.setup });
    expectStatus(anonymous, 401);
    const viewer = await ctx.openSession(VIEWER.userId);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.setup,
      headers: ctx.auth(viewer),
      payload: { dismissed: true },
    });
    expectStatus(refused, 403);
    expect((await checklist()).dismissed).toBe(false);
  });
});
