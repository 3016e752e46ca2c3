import { apiPaths, changeMessages } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { columnHeaders, rowOf } from '../../test/table';

const PATH = '/Admin/blog';

const DRAFT = makePost({ title: 'Half written', updatedAt: '2026-11-20T09:00:00.000Z' });
const PUBLISHED = makePost({
  title: 'Out there',
  status: 'published',
  visible: true,
  publishedAt: '2026-03-01T12:00:00.000Z',
});
const SCHEDULED = makePost({
  title: 'Coming soon',
  status: 'scheduled',
  publishAt: '2027-01-01T08:00:00.000Z',
  publishedAt: '2027-01-01T08:00:00.000Z',
});

describe('Blog screen', () => {
  it("lists every post in the spec's table: S No., Title, Status, Date, Action", async () => {
    openAdmin(PATH, { posts: [DRAFT, PUBLISHED, SCHEDULED] });
    const table = await screen.findByRole('table', { name: 'Posts' });
    expect(columnHeaders(table)).toEqual(['S No.', 'Title', 'Status', 'Date', 'Action']);
    expect(rowOf('Half written').getByText('Draft')).toBeTruthy();
    expect(rowOf('Half written').getByText(/^Saved 20 Nov 2026/)).toBeTruthy();
    expect(rowOf('Out there').getByText('Published')).toBeTruthy();
    expect(rowOf('Out there').getByText(/^1 Mar 2026/)).toBeTruthy();
    expect(rowOf('Coming soon').getByText('Scheduled')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    // After the spec's items and the screens before it; Translations, added later, follows it.
    expect(links.at(-2)?.textContent).toBe('Blog');
    expect(links.at(-2)?.getAttribute('aria-current')).toBe('page');
  });

  it('opens the editor from New Post and from Edit', async () => {
    const { user } = openAdmin(PATH, { posts: [DRAFT] });
    await user.click(await screen.findByRole('button', { name: 'Edit Half written' }));
    expect(await screen.findByRole('heading', { name: 'Edit post' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Half written');
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    await user.click(await screen.findByRole('link', { name: 'New Post' }));
    expect(await screen.findByRole('heading', { name: 'New post' })).toBeTruthy();
  });

  it("deletes a post after the spec's confirmation", async () => {
    const { user, backend } = openAdmin(PATH, { posts: [DRAFT, PUBLISHED] });
    await user.click(await screen.findByRole('button', { name: 'Delete Out there' }));
    const dialog = within(
      screen.getByRole('alertdialog', { name: 'Delete "Post" Name "Out there"' }),
    );
    expect(dialog.getByText('Are you sure you want to DELETE ...')).toBeTruthy();
    expect(dialog.getByText('This Action is Non-reversible')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancle' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Out there' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Out there' })).toBeNull());
    expect(backend.calls('DELETE', apiPaths.posts.delete(PUBLISHED._id))).toHaveLength(1);
    expect(backend.state.posts.map((post) => post.title)).toEqual(['Half written']);
  });

  it('imports Markdown files after showing what each one gives', async () => {
    const { user, backend } = openAdmin(PATH, { posts: [DRAFT] });
    await screen.findByRole('table', { name: 'Posts' });
    const file = new File(['---\ntitle: Hello\n---\nText'], 'Hello.md', { type: 'text/markdown' });
    await user.upload(screen.getByLabelText('Import posts'), file);
    const plan = await screen.findByRole('table', { name: 'What importing Hello.md does' });
    expect(within(plan).getByRole('cell', { name: 'Added' })).toBeTruthy();
    expect(backend.calls('POST', apiPaths.posts.import)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Import 1 post' }));
    expect(await screen.findByText('1 post imported')).toBeTruthy();
    expect(rowOf('Hello').getByText('Draft')).toBeTruthy();
    expect(backend.state.notifications[0]?.notification_msg).toBe(changeMessages.postsImported(1));
  });

  it('refuses to import while a file is refused, and says why', async () => {
    const { user, backend } = openAdmin(PATH);
    const file = new File(['---\n---\n'], 'refused.md', { type: 'text/markdown' });
    await user.upload(await screen.findByLabelText('Import posts'), file);
    const plan = await screen.findByRole('table', { name: 'What importing refused.md does' });
    expect(within(plan).getByText('Refused')).toBeTruthy();
    expect(within(plan).getByText('title is required')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import 0 posts' }).disabled).toBe(
      true,
    );
    expect(backend.calls('POST', apiPaths.posts.import)).toHaveLength(0);
  });

  it('exports every post as one zip', async () => {
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, backend } = openAdmin(PATH, { posts: [DRAFT] });
    await user.click(await screen.findByRole('button', { name: 'Export posts' }));
    await waitFor(() => expect(backend.calls('GET', apiPaths.posts.export)).toHaveLength(1));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect((download.mock.contexts[0] as HTMLAnchorElement).download).toBe('posts.zip');
  });
});
