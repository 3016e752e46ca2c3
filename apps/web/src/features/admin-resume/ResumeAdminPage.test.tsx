import { apiPaths, ErrorCode } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { MEDIA_BASE, makeResume } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { resumeName } from './ResumeAdminPage';

// pdf.js needs a real browser (canvas, workers); the browser tests draw real pages. Here the preview
// says which file it would draw.
vi.mock('./PdfFirstPage', () => ({
  default: ({ file }: { file: string | File }) => (
    <p>PDF page 1 of {typeof file === 'string' ? file : file.name}</p>
  ),
}));

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('Resume screen', () => {
  it('offers only Add Resume when there is none', async () => {
    openAdmin('/Admin/resume');
    expect(await screen.findByRole('button', { name: 'Add Resume' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('button').map((b) => b.textContent)).toEqual(['Add Resume']);
  });

  it('adds a resume with a page-1 preview in the modal, then shows it with Edit and Delete', async () => {
    const { user, backend } = openAdmin('/Admin/resume');
    await user.click(await screen.findByRole('button', { name: 'Add Resume' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Resume' }));
    await user.upload(dialog.getByLabelText('Resume File'), pdf('minimal-document.pdf'));
    expect(
      await dialog.findByRole('figure', { name: 'Page 1 of minimal-document.pdf' }),
    ).toBeTruthy();
    expect(await dialog.findByText('PDF page 1 of minimal-document.pdf')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(
      await screen.findByText(`PDF page 1 of ${MEDIA_BASE}/minimal-document.pdf`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Resume' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    const [add] = backend.calls('POST', apiPaths.resume.add);
    expect(add?.form?.get('resumeFile')).toMatchObject({ name: 'minimal-document.pdf' });
  });

  it('requires a file before posting', async () => {
    const { user, backend } = openAdmin('/Admin/resume');
    await user.click(await screen.findByRole('button', { name: 'Add Resume' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Choose the resume file')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Resume File'));
    expect(backend.calls('POST', apiPaths.resume.add)).toHaveLength(0);
  });

  it('replaces the resume and deletes it after the confirmation', async () => {
    const resume = makeResume({ resume_file: `${MEDIA_BASE}/old-cv.pdf` });
    const { user, backend } = openAdmin('/Admin/resume', { resumes: [resume] });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Resume' }));
    await user.upload(dialog.getByLabelText('Resume File'), pdf('pdflatex-4-pages.pdf'));
    await user.click(dialog.getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText(`PDF page 1 of ${MEDIA_BASE}/pdflatex-4-pages.pdf`),
    ).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.resume.edit(resume._id))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(
      screen.getByRole('alertdialog', { name: 'Delete "Resume" Name "pdflatex-4-pages.pdf"' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Add Resume' })).toBeTruthy();
    expect(backend.calls('DELETE', apiPaths.resume.delete(resume._id))).toHaveLength(1);
  });

  it('shows the server message when the file is refused', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/resume');
    backend.failNext(
      'POST',
      apiPaths.resume.add,
      reply.error(415, 'The resume must be a PDF file', ErrorCode.UNSUPPORTED_MEDIA_TYPE),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Resume' }));
    await user.upload(screen.getByLabelText('Resume File'), pdf('notes.pdf'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The resume must be a PDF file');
    expect(consoleError).toHaveBeenCalledWith('The resume must be a PDF file');
    expect(screen.getByRole('dialog', { name: 'Add Resume' })).toBeTruthy();
  });
});

describe('resumeName', () => {
  it('is the last part of the address', () => {
    expect(resumeName(makeResume({ resume_file: 'https://x.example/media/a%20b.pdf' }))).toBe(
      'a b.pdf',
    );
  });
});
