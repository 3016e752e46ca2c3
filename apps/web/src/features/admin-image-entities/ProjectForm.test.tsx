import { apiPaths, ErrorCode } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { makeProject } from '../../test/fixtures';
import { fillProject, image, openAdd, openEdit } from '../../test/projects-admin';
import { openAdmin } from '../../test/render-admin';
import { rowOf } from '../../test/table';

// The Projects screen's Add and Edit form, a file of its own beside the list's
// (ProjectsAdminPage.test.tsx): its tests run on two workers this way.
describe('Projects screen, the project form', () => {
  it('adds a project with its image, shows upload progress, and lists it at once', async () => {
    const { user, backend } = openAdmin('/Admin/project');
    expect(await screen.findByText('No projects yet: add the first one.')).toBeTruthy();
    const dialog = await openAdd(user);
    expect(document.activeElement).toBe(dialog.getByLabelText('Title'));
    await fillProject(user, dialog, 'Photo sorter');
    await user.upload(dialog.getByLabelText('Project Image'), image());
    expect(
      dialog.getByRole('img', { name: /Preview of the chosen image photo\.png/ }),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('cell', { name: 'Photo sorter' })).toBeTruthy();
    const [add] = backend.calls('POST', apiPaths.projects.add);
    expect(add?.headers.access_token).toBe('owner-token');
    expect(add?.form?.get('title')).toBe('Photo sorter');
    expect(add?.form?.get('website_link')).toBe('https://site.example');
    expect(add?.form?.get('project_link')).toBe('https://code.example/x');
    expect(add?.form?.get('description')).toBe('What it does');
    expect(add?.form?.get('projectImage')).toMatchObject({ name: 'photo.png' });
    expect(backend.calls('POST', apiPaths.projects.list)).toHaveLength(1);
  });

  it('shows the upload progress while the file is sent', async () => {
    let finish: () => void = () => {};
    const { user, backend } = openAdmin('/Admin/project');
    const original = backend.requests;
    const dialog = await openAdd(user);
    await fillProject(user, dialog, 'Slow upload');
    await user.upload(dialog.getByLabelText('Project Image'), image());
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { XMLHttpRequest: Fake } = globalThis as unknown as {
      XMLHttpRequest: typeof XMLHttpRequest;
    };
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends Fake {
        override send(body: FormData) {
          held.then(() => super.send(body));
          queueMicrotask(() =>
            this.upload.dispatchEvent(
              Object.assign(new Event('progress'), {
                lengthComputable: true,
                loaded: 25,
                total: 100,
              }),
            ),
          );
        }
      },
    );
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect((await dialog.findByRole('status')).textContent).toBe('Uploading… 25%');
    expect(dialog.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(original.filter((r) => r.url === apiPaths.projects.add)).toHaveLength(1);
  });

  it('refuses a missing image, empty fields, a bad link and a PDF in the form', async () => {
    const { user, backend } = openAdmin('/Admin/project', {}, { applyAccept: false });
    const dialog = await openAdd(user);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Title'));
    expect(dialog.getByText('Choose an image')).toBeTruthy();

    await fillProject(user, dialog, 'No image');
    await user.clear(dialog.getByLabelText('Website Link'));
    await user.type(dialog.getByLabelText('Website Link'), 'javascript:alert(1)');
    await user.upload(
      dialog.getByLabelText('Project Image'),
      new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }),
    );
    expect(
      dialog.getByText('"resume.pdf" is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file'),
    ).toBeTruthy();
    expect((dialog.getByLabelText('Project Image') as HTMLInputElement).value).toBe('');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByText('Enter a full address starting with http:// or https://')).toBeTruthy();
    expect(dialog.getByLabelText('Project Image').getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls('POST', apiPaths.projects.add)).toHaveLength(0);
  });

  it('shows and logs the server message on failure and keeps what was typed', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/project');
    backend.failNext(
      'POST',
      apiPaths.projects.add,
      reply.error(
        415,
        'This file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image',
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      ),
    );
    const dialog = await openAdd(user);
    await fillProject(user, dialog, 'Fake image');
    await user.upload(dialog.getByLabelText('Project Image'), image('page.png'));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe(
      'This file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image',
    );
    expect(consoleError).toHaveBeenCalledWith(
      'This file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image',
    );
    expect(dialog.getByLabelText('Title')).toHaveProperty('value', 'Fake image');
    expect(dialog.getByLabelText('Description')).toHaveProperty('value', 'What it does');
    expect(dialog.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('cell', { name: 'Fake image' })).toBeNull();
  });

  it('shows the problems the server finds in the form next to their fields', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/project');
    backend.failNext(
      'POST',
      apiPaths.projects.add,
      reply.error(400, 'The form is invalid', ErrorCode.VALIDATION_ERROR, [
        { field: 'website_link', message: 'must be an absolute http:// or https:// URL' },
      ]),
    );
    const dialog = await openAdd(user);
    await fillProject(user, dialog, 'Odd link');
    await user.upload(dialog.getByLabelText('Project Image'), image());
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    const link = dialog.getByLabelText('Website Link');
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(consoleError).toHaveBeenCalledWith('The form is invalid');
    // Said beside the field, not again in a banner above the button.
    expect(dialog.queryByText('The form is invalid')).toBeNull();
    const described = (link.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This must be an absolute http:// or https:// URL');
    expect(dialog.getByLabelText('Title').getAttribute('aria-invalid')).toBe('false');
    await user.clear(link);
    await user.type(link, 'https://example.com/odd');
    expect(link.getAttribute('aria-invalid')).toBe('false');
  });

  it('edits without a new image: the current image shows and the file is optional', async () => {
    const project = makeProject({ title: 'Old title' });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    const dialog = await openEdit(user, 'Old title');
    expect(dialog.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      project.project_image,
    );
    expect(dialog.getByLabelText('Website Link')).toHaveProperty('value', project.website_link);
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'New title');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('cell', { name: 'New title' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Old title' })).toBeNull();
    const [edit] = backend.calls('PUT', apiPaths.projects.edit(project._id));
    expect(edit?.form?.get('projectImage')).toBeNull();
    expect(edit?.form?.get('title')).toBe('New title');
  });

  it('sets an optional date, refusing one that is not a year or a year and month', async () => {
    const project = makeProject({ title: 'Dated', date: '2023' });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    const dialog = await openEdit(user, 'Dated');
    const date = dialog.getByLabelText('Date');
    expect(date).toHaveProperty('value', '2023');
    expect(date).toHaveProperty('required', false);
    await user.clear(date);
    await user.type(date, '2024-13');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByText('Enter a year (2024) or a year and month (2024-05)')).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.projects.edit(project._id))).toHaveLength(0);
    await user.clear(date);
    await user.type(date, '2024-05');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [edit] = backend.calls('PUT', apiPaths.projects.edit(project._id));
    expect(edit?.form?.get('date')).toBe('2024-05');
  });

  it('sets tags, suggesting the ones other projects use, and refuses one that is not a tag', async () => {
    const rusty = makeProject({ title: 'Rusty', tags: ['rust', 'web'] });
    const gopher = makeProject({ title: 'Gopher', tags: ['go'] });
    const { user, backend } = openAdmin('/Admin/project', { projects: [rusty, gopher] });
    const dialog = await openEdit(user, 'Gopher');
    const tags = dialog.getByLabelText('Tags') as HTMLInputElement;
    expect(tags.value).toBe('go');
    expect(tags.required).toBe(false);
    const options = () =>
      [...(tags.list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(options()).toEqual(['go', 'rust', 'web']);
    await user.type(tags, ', machine learning');
    expect(options()).toEqual(['go, rust', 'go, web']);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByText(/“machine learning” is not a tag/)).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.projects.edit(gopher._id))).toHaveLength(0);
    await user.clear(tags);
    await user.type(tags, 'Go, rust, go');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [edit] = backend.calls('PUT', apiPaths.projects.edit(gopher._id));
    expect(edit?.form?.get('tags')).toBe('Go, rust, go');
    await user.click(rowOf('Gopher').getByRole('button', { name: /^Edit/ }));
    const again = within(screen.getByRole('dialog', { name: 'Edit Project' }));
    expect(again.getByLabelText('Tags')).toHaveProperty('value', 'go, rust');
  });

  it("edits the optional case study in Markdown, inserting an uploaded image, and shows the server's refusal", async () => {
    const project = makeProject({ title: 'Studied', caseStudy: '# Story', hasCaseStudy: true });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    const dialog = await openEdit(user, 'Studied');
    const study = dialog.getByLabelText('Case study');
    expect(study).toHaveProperty('value', '# Story');
    expect(study).toHaveProperty('required', false);
    await user.upload(dialog.getByLabelText('Insert image'), image('screen shot.png'));
    await waitFor(() =>
      expect(study).toHaveProperty(
        'value',
        '# Story\n\n![screen shot](https://example.com/media/screen shot.png)\n',
      ),
    );
    const [uploaded] = backend.calls('POST', apiPaths.projects.caseStudyImage);
    expect(uploaded?.form?.get('image')).toMatchObject({ name: 'screen shot.png' });

    const refusal = 'raw HTML is not allowed: <script>';
    const consoleError = expectConsoleErrors();
    backend.failNext(
      'PUT',
      apiPaths.projects.edit(project._id),
      reply.invalid([{ field: 'case_study', message: refusal }]),
    );
    await user.type(study, '<script>');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Raw HTML is not allowed: <script>')).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
    await user.clear(study);
    await user.type(study, '## Better');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const edits = backend.calls('PUT', apiPaths.projects.edit(project._id));
    expect(edits.at(-1)?.form?.get('case_study')).toBe('## Better');
  });

  it("edits the case study beside the server's preview, and puts an uploaded image at the cursor", async () => {
    const project = makeProject({
      title: 'Studied',
      // As a multipart form stores it: its line breaks CRLF, which the textarea counts as one.
      caseStudy: 'Intro\r\n\r\nFirst part.\r\n\r\nLast part.',
      hasCaseStudy: true,
    });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    const dialog = await openEdit(user, 'Studied');
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    expect(await preview.findByText('Last part.')).toBeTruthy();
    expect(backend.calls('POST', apiPaths.projects.caseStudyRender).at(-1)?.json).toEqual({
      case_study: 'Intro\r\n\r\nFirst part.\r\n\r\nLast part.',
    });

    const study = dialog.getByLabelText<HTMLTextAreaElement>('Case study');
    await user.click(study);
    const cursor = study.value.indexOf('First part.') + 'First part.'.length;
    study.setSelectionRange(cursor, cursor);
    // The form draws itself again as another field is typed in: the cursor stays where it was.
    await user.type(dialog.getByLabelText('Date'), '2024');
    await user.upload(dialog.getByLabelText('Insert image'), image('diagram.png'));
    const markdown = '![diagram](https://example.com/media/diagram.png)';
    await waitFor(() =>
      expect(study.value).toBe(`Intro\n\nFirst part.\n\n${markdown}\n\nLast part.`),
    );
    expect(await preview.findByRole('img', { name: 'diagram' })).toBeTruthy();
    // What a save would refuse is said before the save.
    await user.type(study, '<b>');
    expect(await preview.findByText(/A save refuses this: must not hold HTML/)).toBeTruthy();
    // Emptied, it has no preview.
    await user.clear(study);
    expect(dialog.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('edits with a new image', async () => {
    const project = makeProject({ title: 'Pictured' });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    const dialog = await openEdit(user, 'Pictured');
    await user.upload(dialog.getByLabelText('Project Image'), image('new.webp', 'image/webp'));
    expect(dialog.queryByRole('img', { name: 'Current image' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [edit] = backend.calls('PUT', apiPaths.projects.edit(project._id));
    expect(edit?.form?.get('projectImage')).toMatchObject({ name: 'new.webp' });
  });
});
