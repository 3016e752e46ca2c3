import { apiPaths, type PostUpdateBody } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving } from '../../test/browser';
import { makePost, makeProject } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

const DRAFT = makePost({ title: 'Half written', body: 'First words.\n', tags: ['rust'] });
const editorOf = (id: string) => `/Admin/blog/${id}`;
const sentBodies = (backend: ReturnType<typeof openAdmin>['backend'], id: string) =>
  backend.calls('PUT', apiPaths.posts.edit(id)).map((call) => call.json as PostUpdateBody);

/** The editor's "Saved" line once it says `text`. */
const saysSaved = (text: string) =>
  waitFor(() => expect(screen.getByText(text, { selector: '[data-state]' })).toBeTruthy());

describe('the post editor', () => {
  it('saves a new draft by itself once it has a title, then goes to its address', async () => {
    const { user, backend } = openAdmin('/Admin/blog/new');
    expect(await screen.findByRole('heading', { name: 'New post' })).toBeTruthy();
    await user.type(screen.getByLabelText('Markdown'), 'Hello **there**');
    expect(screen.getByText('Not saved', { selector: '[data-state]' })).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'My first post');
    await saysSaved('Saved');
    expect(await screen.findByRole('heading', { name: 'Edit post' })).toBeTruthy();
    const [created] = backend.state.posts;
    expect(created).toMatchObject({ title: 'My first post', body: 'Hello **there**' });
    expect(backend.calls('POST', apiPaths.posts.add)).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('my-first-post');
    // Typed on: saved again from the revision it has now.
    await user.type(screen.getByLabelText('Markdown'), '!');
    await saysSaved('Saved');
    expect(sentBodies(backend, created?._id ?? '')).toMatchObject([
      { body: 'Hello **there**!', revision: 1, slug: 'my-first-post' },
    ]);
  });

  it("draws the post's page with the server in a frame that runs nothing, and says what a save would refuse", async () => {
    const { user, backend } = openAdmin(editorOf(DRAFT._id), { posts: [DRAFT] });
    const preview = within(await screen.findByRole('region', { name: 'Preview' }));
    const frame = await preview.findByTitle<HTMLIFrameElement>(
      "The post's page as readers will see it",
    );
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.srcdoc).toContain('<h1>Half written</h1><p>First words.\n</p>');
    expect(backend.calls('POST', apiPaths.posts.pagePreview)).toHaveLength(1);

    await user.type(screen.getByLabelText('Markdown'), ' <b>');
    expect(await preview.findByText(/A save refuses this: must not hold HTML/)).toBeTruthy();
    await waitFor(() => expect(frame.srcdoc).toContain('First words.\n &lt;b&gt;'));
    // Typed quickly: drawn once when it rested, not once a key.
    expect(backend.calls('POST', apiPaths.posts.pagePreview)).toHaveLength(2);
    expect(backend.calls('POST', apiPaths.posts.pagePreview).at(-1)?.json).toEqual({
      title: 'Half written',
      summary: DRAFT.summary,
      body: 'First words.\n <b>',
      tags: ['rust'],
      cover: DRAFT.cover,
      publishAt: null,
      canonicalUrl: '',
      syndication: [],
    });
  });

  it('leaves out of the preview what is half typed, and draws the date readers would see', async () => {
    const published = makePost({
      title: 'Out',
      status: 'published',
      publishedAt: '2026-11-01T09:00:00.000Z',
    });
    const { user, backend } = openAdmin(editorOf(published._id), { posts: [published] });
    await screen.findByTitle("The post's page as readers will see it");
    await user.type(screen.getByLabelText('Canonical URL'), 'https://dev.to/x');
    await user.type(screen.getByLabelText('Tags'), 'ok, not ok!');
    await user.type(screen.getByLabelText('Syndication links'), 'https://medium.com/x{Enter}htt');
    await waitFor(() =>
      expect(backend.calls('POST', apiPaths.posts.pagePreview).at(-1)?.json).toMatchObject({
        canonicalUrl: 'https://dev.to/x',
        tags: [],
        syndication: ['https://medium.com/x'],
        publishAt: '2026-11-01T09:00:00.000Z',
      }),
    );
  });

  it('shows a conflict when another tab saved first, keeping what was typed', async () => {
    const { user, backend } = openAdmin(editorOf(DRAFT._id), { posts: [DRAFT] });
    const body = await screen.findByLabelText<HTMLTextAreaElement>('Markdown');
    // Another tab saves the post: its revision moves on.
    backend.state.posts = [{ ...DRAFT, body: 'Their words.\n', revision: 2 }];
    await user.type(body, 'Mine.');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/saved elsewhere/);
    expect(body.value).toBe('First words.\nMine.');
    expect(screen.getByText('Not saved', { selector: '[data-state]' })).toBeTruthy();
    expect(backend.state.posts[0]?.body).toBe('Their words.\n');
    // No more saves until he chooses.
    await user.type(body, '!');
    expect(sentBodies(backend, DRAFT._id)).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(body.value).toBe('Their words.\n'));
    expect(screen.queryByRole('alert')).toBeNull();
    await saysSaved('Saved');
  });

  it('overwrites the other version only when asked', async () => {
    const { user, backend } = openAdmin(editorOf(DRAFT._id), { posts: [DRAFT] });
    const body = await screen.findByLabelText<HTMLTextAreaElement>('Markdown');
    backend.state.posts = [{ ...DRAFT, body: 'Their words.\n', revision: 2 }];
    await user.type(body, 'Mine.');
    await user.click(await screen.findByRole('button', { name: 'Overwrite with mine' }));
    await saysSaved('Saved');
    expect(backend.state.posts[0]).toMatchObject({ body: 'First words.\nMine.', revision: 3 });
    expect(sentBodies(backend, DRAFT._id).map((sent) => sent.revision)).toEqual([1, 2]);
  });

  it('restores a kept version as the next revision', async () => {
    const first = {
      _id: 'f'.repeat(24),
      revision: 1,
      title: DRAFT.title,
      slug: DRAFT.slug,
      summary: DRAFT.summary,
      body: DRAFT.body,
      tags: DRAFT.tags,
      cover: '',
      canonicalUrl: '',
      syndication: [],
      savedAt: DRAFT.updatedAt,
    };
    const { user, backend } = openAdmin(editorOf(DRAFT._id), {
      posts: [DRAFT],
      postVersions: { [DRAFT._id]: [first] },
    });
    const body = await screen.findByLabelText<HTMLTextAreaElement>('Markdown');
    await user.clear(body);
    await user.type(body, 'Second words.');
    await saysSaved('Saved');
    await user.click(screen.getByRole('button', { name: 'Show versions' }));
    const versions = within(await screen.findByRole('region', { name: 'Versions' }));
    expect(await versions.findByText(/Revision 2, saved/)).toBeTruthy();
    await user.click(versions.getByRole('button', { name: 'Restore revision 1' }));
    await waitFor(() => expect(body.value).toBe('First words.\n'));
    expect(backend.calls('POST', apiPaths.posts.restore(DRAFT._id))).toHaveLength(1);
    expect(backend.state.posts[0]?.revision).toBe(3);
    await saysSaved('Saved');
  });

  it('asks before leaving with text not saved, and leaves when told to', async () => {
    const published = makePost({ title: 'Out there', status: 'published', visible: true });
    const { user } = openAdmin(editorOf(published._id), { posts: [published] });
    const body = await screen.findByLabelText('Markdown');
    await user.type(body, 'More');
    expect(screen.getByText('Not saved', { selector: '[data-state]' })).toBeTruthy();
    expect(asksBeforeLeaving()).toBe(true);

    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('link', { name: 'Blog' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Leave the editor?' }));
    expect(question.getByText('Discard what you typed? It is not saved.')).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Markdown').value).toContain('More');

    await user.click(within(nav).getByRole('link', { name: 'Blog' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('table', { name: 'Posts' })).toBeTruthy();
  });

  it('saves a published post only with Save, and schedules in the time zone of the owner', async () => {
    const published = makePost({ title: 'Out there', status: 'published', visible: true });
    const { user, backend } = openAdmin(editorOf(published._id), { posts: [published] });
    await user.selectOptions(await screen.findByLabelText('Status'), 'scheduled');
    const at = screen.getByLabelText('Publish at');
    await user.type(at, '2027-01-02T09:30');
    expect(sentBodies(backend, published._id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saysSaved('Saved');
    expect(sentBodies(backend, published._id)[0]).toMatchObject({
      status: 'scheduled',
      publishAt: new Date(2027, 0, 2, 9, 30).toISOString(),
      revision: 1,
    });
  });

  it('makes a preview link to copy', async () => {
    const { user } = openAdmin(editorOf(DRAFT._id), { posts: [DRAFT] });
    await user.click(await screen.findByRole('button', { name: 'Preview link' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Preview link');
    expect(link.value).toBe(`https://example.com/blog/preview/${DRAFT._id}.1.signed`);
  });

  it('offers the tags of the projects and of the posts', async () => {
    const { user } = openAdmin(editorOf(DRAFT._id), {
      posts: [DRAFT],
      projects: [makeProject({ tags: ['machine-learning'] })],
    });
    const tags = await screen.findByLabelText<HTMLInputElement>('Tags');
    await user.type(tags, ', ');
    await waitFor(() =>
      expect(
        [...(document.getElementById(tags.getAttribute('list') ?? '')?.children ?? [])].map(
          (option) => (option as HTMLOptionElement).value,
        ),
      ).toEqual(['rust, machine-learning']),
    );
  });
});
