import { apiPaths } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { openAdmin } from '../../test/render-admin';

const languages = async () => within(await screen.findByRole('group', { name: 'Languages' }));

describe('Languages (Profile screen)', () => {
  it('shows English alone at first, and saves the default with the others, canonical', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const group = await languages();
    expect(group.getByLabelText('Default language')).toHaveProperty('value', 'en');
    const others = group.getByLabelText('Other languages');
    expect(others).toHaveProperty('value', '');
    await user.type(others, 'pt-br, AR');
    await user.click(group.getByRole('button', { name: 'Save languages' }));
    expect(await group.findByRole('status')).toBeTruthy();
    const [put] = backend.calls('PUT', apiPaths.languages);
    expect(put?.json).toEqual({ defaultLanguage: 'en', languages: ['en', 'pt-br', 'AR'] });
    expect(backend.state.languages).toEqual({
      defaultLanguage: 'en',
      languages: ['en', 'pt-BR', 'ar'],
    });
    expect(others).toHaveProperty('value', 'pt-BR, ar');
  });

  it("says what the server refuses, a language that would take a page's path, and keeps them", async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const consoleError = expectConsoleErrors();
    const group = await languages();
    await user.type(group.getByLabelText('Other languages'), 'projects');
    await user.click(group.getByRole('button', { name: 'Save languages' }));
    expect(await group.findByText(/'projects' would take the site's own path/)).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(
      "'projects' would take the site's own path /projects",
    );
    expect(backend.state.languages.languages).toEqual(['en']);
  });
});
