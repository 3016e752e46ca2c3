import { apiPaths, DEFAULT_RESUME_SETTINGS } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asksBeforeLeaving } from '../../test/browser';
import { makeProject } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

// pdf.js needs a real browser: the preview says which file it would draw.
vi.mock('./PdfFirstPage', () => ({
  default: ({ file }: { file: string | File }) => (
    <p>PDF page 1 of {typeof file === 'string' ? file : file.name}</p>
  ),
}));

const PATH = '/Admin/resume-pdf';

describe('Résumé PDF screen', () => {
  it('shows the stored choice: the uploaded PDF, classic, A4, the featured projects', async () => {
    openAdmin(PATH);
    const source = await screen.findByRole('group', { name: 'The résumé visitors get' });
    expect(within(source).getByLabelText<HTMLInputElement>('The PDF I upload').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Classic, one column').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('A4 (210 × 297 mm)').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('The featured projects').checked).toBe(true);
  });

  it('previews the choices on screen before saving them, then saves them', async () => {
    const { user, backend } = openAdmin(PATH);
    await user.click(await screen.findByLabelText("Made from the site's content"));
    await user.click(screen.getByLabelText('Side column'));
    await user.click(screen.getByLabelText('Letter (8.5 × 11 in)'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByRole('figure', { name: 'Page 1 of the generated résumé' }),
    ).toBeTruthy();
    expect(await screen.findByText('PDF page 1 of resume-preview.pdf')).toBeTruthy();
    const chosen = {
      ...DEFAULT_RESUME_SETTINGS,
      source: 'generated',
      design: 'sidebar',
      pageSize: 'Letter',
    };
    expect(backend.calls('POST', apiPaths.resume.preview)[0]?.json).toEqual(chosen);
    expect(backend.calls('PUT', apiPaths.resume.settings)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: visitors now get the generated résumé')).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.resume.settings)[0]?.json).toEqual(chosen);
  });

  it('picks projects among the visible ones, starting from the featured', async () => {
    const featured = makeProject({ title: 'Featured engine', featured: true });
    const other = makeProject({ title: 'Side quest' });
    const hidden = makeProject({ title: 'Hidden one', isActive: false });
    const { user, backend } = openAdmin(PATH, { projects: [featured, other, hidden] });
    await user.click(await screen.findByLabelText('The featured projects'));
    expect(screen.getByLabelText<HTMLInputElement>('Featured engine').checked).toBe(true);
    expect(screen.queryByLabelText('Hidden one')).toBeNull();
    await user.click(screen.getByLabelText('Side quest'));
    await user.click(screen.getByLabelText('Featured engine'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.calls('PUT', apiPaths.resume.settings)[0]?.json).toEqual({
        ...DEFAULT_RESUME_SETTINGS,
        projects: [other._id],
      }),
    );
  });

  it('asks before leaving with choices not saved, and not once they are', async () => {
    const { user } = openAdmin(PATH);
    await user.click(await screen.findByLabelText('Side column'));
    expect(asksBeforeLeaving()).toBe(true);
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    await user.click(nav.getByRole('link', { name: 'Resume' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Leave Résumé PDF?' }));
    expect(question.getByText('Discard what you typed? It is not saved.')).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText<HTMLInputElement>('Side column').checked).toBe(true);

    // Back to what is stored: nothing to lose.
    await user.click(screen.getByLabelText('Classic, one column'));
    expect(asksBeforeLeaving()).toBe(false);
    await user.click(screen.getByLabelText('Side column'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: visitors get the uploaded PDF');
    expect(asksBeforeLeaving()).toBe(false);
    await user.click(nav.getByRole('link', { name: 'Resume' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves with the choices discarded when told to', async () => {
    const { user, backend } = openAdmin(PATH);
    await user.click(await screen.findByLabelText('Side column'));
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    await user.click(nav.getByRole('link', { name: 'Resume' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume' })).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.resume.settings)).toHaveLength(0);
  });
});
