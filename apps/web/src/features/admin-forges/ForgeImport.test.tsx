import { apiPaths, type ForgeRepository } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving } from '../../test/browser';
import { makeProject } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

const repo = (name: string, fields: Partial<ForgeRepository> = {}): ForgeRepository => ({
  fullName: `jane/${name}`,
  name,
  description: `${name}, a tool`,
  url: `https://github.com/jane/${name}`,
  homepage: '',
  language: 'Rust',
  topics: ['cli'],
  stars: 7,
  forks: 1,
  pushedAt: '2026-11-02T12:00:00Z',
  createdAt: '2023-04-05T10:00:00Z',
  archived: false,
  fork: false,
  imported: false,
  ...fields,
});

describe("'Import from …' on the Projects screen", () => {
  it("pulls a linked project's texts again only when asked, from its row", async () => {
    const linked = makeProject({
      title: 'Linked tool',
      repository: {
        url: 'https://github.com/jane/linked',
        stars: 3,
        language: 'Go',
        pushedAt: '',
        state: 'ok',
      },
    });
    const { user, backend } = openAdmin('/Admin/project', {
      projects: [linked, makeProject({ title: 'Typed by hand' })],
    });
    await screen.findAllByText('Typed by hand');
    // Only a linked project has the button.
    expect(screen.getAllByRole('button', { name: /^Pull from repository/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Pull from repository/ }));
    expect((await screen.findAllByText('LINKED TOOL')).length).toBeGreaterThan(0);
    expect(backend.calls('POST', apiPaths.forges.pull(linked._id))).toHaveLength(1);
  });

  it('marks a project whose repository the forge no longer has', async () => {
    openAdmin('/Admin/project', {
      projects: [
        makeProject({
          title: 'Old tool',
          repository: {
            url: 'https://github.com/jane/old',
            stars: 3,
            language: '',
            pushedAt: '',
            state: 'gone',
          },
        }),
      ],
    });
    expect(await screen.findByText('Old tool (repository gone)')).toBeTruthy();
  });

  it('adds an account, searches its repositories, imports the chosen ones and lists them', async () => {
    const { user, backend } = openAdmin('/Admin/project', {
      forgeRepositories: {
        jane: [repo('alpha'), repo('beta', { language: 'Go' }), repo('gamma', { imported: true })],
      },
    });
    // The spec's add button stays as it is; the import is beside it.
    expect(await screen.findByRole('button', { name: 'Add Project' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import from …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import from a forge' }));

    await user.type(dialog.getByLabelText('Username'), 'jane');
    await user.type(dialog.getByLabelText('Token (optional)'), 'ghp_secret');
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(backend.calls('POST', apiPaths.forges.accounts)[0]?.json).toEqual({
      forge: 'github',
      username: 'jane',
      token: 'ghp_secret',
    });

    const list = await dialog.findByRole('list', { name: 'Repositories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.getByRole('checkbox', { name: /jane\/gamma \(imported\)/ })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(dialog.getByLabelText('Search repositories'), 'go');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(dialog.getByRole('checkbox', { name: /jane\/beta/ }));
    await user.clear(dialog.getByLabelText('Search repositories'));
    await user.click(dialog.getByRole('checkbox', { name: /jane\/alpha/ }));
    await user.click(dialog.getByRole('button', { name: 'Import 2 repositories' }));

    expect((await dialog.findByRole('status')).textContent).toBe(
      '2 projects imported, hidden until you show them; their images follow in a moment',
    );
    expect(
      backend.calls('POST', apiPaths.forges.import(backend.state.forgeAccounts[0]?._id ?? ''))[0]
        ?.json,
    ).toEqual({
      repositories: ['jane/beta', 'jane/alpha'],
    });
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    const table = await screen.findByRole('table');
    // The screen read its list again: the imported projects are in it, hidden.
    expect(within(table).getAllByText('alpha').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('beta').length).toBeGreaterThan(0);
  });

  it('asks before closing with an account half typed or repositories chosen, and not after an import', async () => {
    const { user, backend } = openAdmin('/Admin/project', {
      forgeRepositories: { jane: [repo('alpha'), repo('beta')] },
    });
    await user.click(await screen.findByRole('button', { name: 'Import from …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import from a forge' }));
    expect(asksBeforeLeaving()).toBe(false);

    await user.type(dialog.getByLabelText('Username'), 'jane');
    expect(asksBeforeLeaving()).toBe(true);
    await user.keyboard('{Escape}');
    expect(dialog.getByText('Discard what you typed? It is not saved.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Username').value).toBe('jane');
    await user.click(dialog.getByRole('button', { name: 'Add account' }));

    // The account is added (its fields empty again); a repository chosen is not yet imported.
    await user.click(await dialog.findByRole('checkbox', { name: /jane\/alpha/ }));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(dialog.getByText('Discard what you typed? It is not saved.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    await user.click(dialog.getByRole('button', { name: 'Import 1 repository' }));
    await dialog.findByRole('status');
    await waitFor(() => expect(asksBeforeLeaving()).toBe(false));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Chosen again and thrown away: nothing more is imported.
    await user.click(screen.getByRole('button', { name: 'Import from …' }));
    const again = within(await screen.findByRole('dialog', { name: 'Import from a forge' }));
    await user.click(await again.findByRole('checkbox', { name: /jane\/beta/ }));
    await user.keyboard('{Escape}');
    await user.click(again.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const accountId = backend.state.forgeAccounts[0]?._id ?? '';
    expect(backend.calls('POST', apiPaths.forges.import(accountId))).toHaveLength(1);
  });
});
