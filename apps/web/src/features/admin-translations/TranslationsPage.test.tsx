import { apiPaths } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { asksBeforeLeaving } from '../../test/browser';
import { makeProject, makeQuote } from '../../test/fixtures';
import { openAdmin, pasteInto } from '../../test/render-admin';
import { NOT_TRANSLATED } from './EntityTranslation';

const PATH = '/Admin/translations';
const LANGUAGES = { defaultLanguage: 'en', languages: ['en', 'pt', 'ar'] };
const PROJECT = makeProject({ title: 'Weather station', description: 'A station.' });

describe('Translations screen', () => {
  it('says where to add a language while the site has one', async () => {
    openAdmin(PATH);
    expect(await screen.findByText(/The site has one language/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('shows each text beside its default, marks the missing ones, and saves a translation', async () => {
    const { user, backend } = openAdmin(PATH, { languages: LANGUAGES, projects: [PROJECT] });
    const project = within(await screen.findByRole('form', { name: 'Weather station' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('pt');
    expect(project.getByRole('heading', { name: 'Weather station' })).toBeTruthy();
    expect(project.getByText('A station.')).toBeTruthy();
    const title = project.getByLabelText<HTMLInputElement>('Title (translation)');
    expect(title.value).toBe('');
    expect(project.getAllByText(NOT_TRANSLATED).length).toBeGreaterThan(1);
    expect(project.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    await pasteInto(user, title, 'Estação meteorológica');
    expect(asksBeforeLeaving()).toBe(true);
    await user.click(project.getByRole('button', { name: 'Save' }));
    expect(await project.findByText('Saved')).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.translations.texts)[0]?.json).toEqual({
      language: 'pt',
      kind: 'project',
      id: PROJECT._id,
      fields: { title: 'Estação meteorológica' },
    });
    expect(title.value).toBe('Estação meteorológica');
    expect(asksBeforeLeaving()).toBe(false);
    // Title is translated; the description still shows the default to readers.
    expect(project.getAllByText(NOT_TRANSLATED)).toHaveLength(1);
  });

  it('has no accessibility violation, in light and dark mode', async () => {
    openAdmin(PATH, {
      languages: LANGUAGES,
      projects: [PROJECT],
      quotes: [makeQuote()],
      translations: { de: { [`project ${PROJECT._id}`]: { title: 'Wetterstation' } } },
    });
    await screen.findByRole('form', { name: 'Weather station' });
    await screen.findByRole('region', { name: 'Texts of removed languages' });
    for (const mode of ['light', 'dark']) {
      document.documentElement.dataset.theme = mode;
      await expectNoAxeViolations(document.body);
    }
  });

  it("shows the server's refusal naming the field, and keeps what was typed", async () => {
    const { user } = openAdmin(PATH, { languages: LANGUAGES, projects: [PROJECT] });
    const project = within(await screen.findByRole('form', { name: 'Weather station' }));
    await user.click(project.getByLabelText('Title (translation)'));
    await user.paste('x'.repeat(201));
    await user.click(project.getByRole('button', { name: 'Save' }));
    expect((await project.findByRole('alert')).textContent).toContain(
      'title must be at most 200 characters',
    );
    expect(project.getByLabelText<HTMLInputElement>('Title (translation)').value).toHaveLength(201);
  });

  it('keeps what was typed in one language while another is shown, and asks before leaving', async () => {
    const { user, backend } = openAdmin(PATH, { languages: LANGUAGES, projects: [PROJECT] });
    const form = await screen.findByRole('form', { name: 'Weather station' });
    await user.type(within(form).getByLabelText('Title (translation)'), 'Estação');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('form', { name: 'Weather station' }),
        ).getByLabelText<HTMLInputElement>('Title (translation)').value,
      ).toBe(''),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
    const again = within(await screen.findByRole('form', { name: 'Weather station' }));
    expect(again.getByLabelText<HTMLInputElement>('Title (translation)').value).toBe('Estação');

    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    await user.click(nav.getByRole('link', { name: 'Projects' }));
    const question = within(
      await screen.findByRole('alertdialog', { name: 'Leave Translations?' }),
    );
    await user.click(question.getByRole('button', { name: 'Keep editing' }));
    expect(again.getByLabelText<HTMLInputElement>('Title (translation)').value).toBe('Estação');
    expect(backend.calls('PUT', apiPaths.translations.texts)).toHaveLength(0);
  });

  it('lists the texts of a removed language and deletes them once the owner confirms', async () => {
    const { user, backend } = openAdmin(PATH, {
      languages: { defaultLanguage: 'en', languages: ['en', 'pt'] },
      translations: { de: { 'project x': { title: 'Wetterstation', description: 'Eine.' } } },
    });
    const kept = within(await screen.findByRole('region', { name: 'Texts of removed languages' }));
    expect(kept.getByText(/\(de\): 2 texts/)).toBeTruthy();
    await user.click(kept.getByRole('button', { name: 'Delete texts' }));
    const question = within(
      await screen.findByRole('alertdialog', { name: 'Delete the texts in de?' }),
    );
    await user.click(question.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Texts of removed languages' })).toBeNull(),
    );
    expect(backend.calls('DELETE', `${apiPaths.translations.languages}?language=de`)).toHaveLength(
      1,
    );
  });
});
