import { apiPaths } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { openAdmin, pasteInto } from '../../test/render-admin';

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

  it("says which languages' letters the social images and the résumé would show as boxes, and what to install", async () => {
    const japanese = {
      language: 'ja',
      script: 'Jpan',
      scriptName: 'Japanese',
      socialImages: false,
      resume: false,
      install: '@fontsource-variable/noto-sans-jp',
    };
    const tibetan = { ...japanese, language: 'bo', script: 'Tibt', scriptName: 'Tibetan' };
    const { user } = openAdmin('/Admin/profile', {
      languages: { defaultLanguage: 'en', languages: ['en', 'bo'] },
      languageFonts: [japanese, { ...tibetan, install: undefined }],
    });
    const group = await languages();
    const note = await group.findByRole('region', { name: 'Fonts of the languages' });
    expect(note.textContent).toBe(
      'Tibetan (bo): No font of the site draws its Tibetan letters: they show as boxes on the social images and in the résumé PDF.',
    );
    await pasteInto(user, group.getByLabelText('Other languages'), ', ja');
    await user.click(group.getByRole('button', { name: 'Save languages' }));
    await group.findByText(/npm install @fontsource-variable\/noto-sans-jp -w apps\/server/);
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Japanese (ja): The social images and the résumé PDF draw its Japanese letters once their font is installed: run npm install @fontsource-variable/noto-sans-jp -w apps/server in the site's folder, then restart the site.",
      'Tibetan (bo): No font of the site draws its Tibetan letters: they show as boxes on the social images and in the résumé PDF.',
    ]);
  });

  it('names only the social images when the résumé draws the letters with another face installed', async () => {
    openAdmin('/Admin/profile', {
      languages: { defaultLanguage: 'en', languages: ['en', 'ja'] },
      languageFonts: [
        {
          language: 'ja',
          script: 'Jpan',
          scriptName: 'Japanese',
          socialImages: false,
          resume: true,
          install: '@fontsource-variable/noto-sans-jp',
        },
      ],
    });
    const note = await (await languages()).findByRole('region', { name: 'Fonts of the languages' });
    expect(note.textContent).toBe(
      "Japanese (ja): The social images draw its Japanese letters once their font is installed: run npm install @fontsource-variable/noto-sans-jp -w apps/server in the site's folder, then restart the site.",
    );
  });

  it('takes the note of a language away once the owner removes it', async () => {
    const { user } = openAdmin('/Admin/profile', {
      languages: { defaultLanguage: 'en', languages: ['en', 'bo'] },
      languageFonts: [
        {
          language: 'bo',
          script: 'Tibt',
          scriptName: 'Tibetan',
          socialImages: false,
          resume: false,
        },
      ],
    });
    const group = await languages();
    await group.findByRole('region', { name: 'Fonts of the languages' });
    await user.clear(group.getByLabelText('Other languages'));
    await user.click(group.getByRole('button', { name: 'Save languages' }));
    expect(await group.findByRole('status')).toBeTruthy();
    expect(group.queryByRole('region', { name: 'Fonts of the languages' })).toBeNull();
  });
});
