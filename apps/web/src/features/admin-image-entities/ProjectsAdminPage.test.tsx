import { apiPaths, ErrorCode, errorMessages, LIMITS } from '@portfolio/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { makeProject } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { columnHeaders, columnTexts, rowOf } from '../../test/table';

const image = (name = 'photo.png', type = 'image/png') => new File(['img'], name, { type });

/** What a browser does when a row is dragged by its handle and dropped on another row. */
function dragRow(from: HTMLElement, to: HTMLElement) {
  const dataTransfer = {
    effectAllowed: 'none',
    dropEffect: 'none',
    setData: vi.fn(),
    setDragImage: vi.fn(),
  };
  fireEvent.dragStart(from, { dataTransfer });
  const accepted = !fireEvent.dragOver(to, { dataTransfer });
  if (accepted) fireEvent.drop(to, { dataTransfer });
  fireEvent.dragEnd(from, { dataTransfer });
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Project' }));
  return within(screen.getByRole('dialog', { name: 'Add Project' }));
}

/** Opens the Edit dialog of the project with this title, once its row is shown. */
async function openEdit(user: ReturnType<typeof userEvent.setup>, title: string) {
  await screen.findByRole('cell', { name: title });
  await user.click(rowOf(title).getByRole('button', { name: /^Edit/ }));
  return within(screen.getByRole('dialog', { name: 'Edit Project' }));
}

async function fillProject(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  title: string,
) {
  await user.type(dialog.getByLabelText('Title'), title);
  await user.type(dialog.getByLabelText('Website Link'), 'https://site.example');
  await user.type(dialog.getByLabelText('Project Link'), 'https://code.example/x');
  await user.type(dialog.getByLabelText('Description'), 'What it does');
}

describe('Projects screen', () => {
  it("marks a project imported without an image 'needs an image' in its Title cell", async () => {
    openAdmin('/Admin/project', {
      projects: [
        makeProject({ title: 'Imported', isActive: false, project_image: '' }),
        makeProject({ title: 'Pictured', isActive: true }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(columnHeaders(table)).toEqual(['S No.', 'Title', 'Description', 'Status', 'Action']);
    const imported = rowOf('Imported (needs an image)');
    expect(imported.getByText('Hidden')).toBeTruthy();
    expect(imported.getByRole('button', { name: /^Edit/ })).toBeTruthy();
    expect(rowOf('Pictured').getAllByRole('cell')[1]?.textContent).toBe('Pictured');
  });

  it('lists every project with the spec columns, S No. and Active/Hidden', async () => {
    openAdmin('/Admin/project', {
      projects: [
        makeProject({ title: 'Newest', isActive: true }),
        makeProject({ title: 'Older', isActive: false }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(columnHeaders(table)).toEqual(['S No.', 'Title', 'Description', 'Status', 'Action']);
    expect(columnTexts(table, 0)).toEqual(['1', '2']);
    expect(rowOf('Newest').getByText('Active')).toBeTruthy();
    expect(rowOf('Older').getByText('Hidden')).toBeTruthy();
    expect(rowOf('Newest').getByRole('button', { name: /^Hide/ })).toBeTruthy();
    expect(rowOf('Older').getByRole('button', { name: /^Show/ })).toBeTruthy();
    expect(rowOf('Older').getByRole('button', { name: /^Edit/ })).toBeTruthy();
    expect(rowOf('Older').getByRole('button', { name: /^Delete/ })).toBeTruthy();
  });

  it('moves a project up and down from the keyboard, saving the whole order each time', async () => {
    const projects = ['First', 'Second', 'Third'].map((title) => makeProject({ title }));
    const { user, backend } = openAdmin('/Admin/project', { projects });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const titles = () => columnTexts(table, 1);
    expect(rowOf('First').getByRole('button', { name: 'Move up First' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(rowOf('Third').getByRole('button', { name: 'Move down Third' })).toHaveProperty(
      'disabled',
      true,
    );

    rowOf('First').getByRole('button', { name: 'Move down First' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Second', 'First', 'Third']));
    const [saved] = backend.calls('PUT', apiPaths.projects.order);
    expect(saved?.json).toEqual({ ids: [projects[1]?._id, projects[0]?._id, projects[2]?._id] });

    await user.click(rowOf('Third').getByRole('button', { name: 'Move up Third' }));
    await waitFor(() => expect(titles()).toEqual(['Second', 'Third', 'First']));
    expect(backend.calls('PUT', apiPaths.projects.order)[1]?.json).toEqual({
      ids: [projects[1]?._id, projects[2]?._id, projects[0]?._id],
    });
  });

  it('moves a project by dragging its row onto another, within its group only', async () => {
    const projects = ['Featured', 'First', 'Second', 'Third'].map((title) =>
      makeProject({ title, featured: title === 'Featured' }),
    );
    const { backend } = openAdmin('/Admin/project', { projects });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const titles = () => columnTexts(table, 1);
    const handle = (title: string) => rowOf(title).getAllByRole('cell')[0] as HTMLElement;
    const row = (title: string) => handle(title).closest('tr') as HTMLElement;
    expect(handle('First').getAttribute('draggable')).toBe('true');
    expect(handle('First').textContent).toBe('2');

    // A plain project cannot take a featured one's place: the drop is not offered.
    dragRow(handle('Third'), row('Featured'));
    expect(backend.calls('PUT', apiPaths.projects.order)).toHaveLength(0);

    dragRow(handle('Third'), row('First'));
    await waitFor(() => expect(titles()).toEqual(['Featured', 'Third', 'First', 'Second']));
    const [saved] = backend.calls('PUT', apiPaths.projects.order);
    expect(saved?.json).toEqual({ ids: [0, 3, 1, 2].map((n) => projects[n]?._id) });

    dragRow(handle('Third'), row('Second'));
    await waitFor(() => expect(titles()).toEqual(['Featured', 'First', 'Second', 'Third']));
  });

  it('features a project, listing it first, and says why a fourth is refused', async () => {
    const consoleError = expectConsoleErrors();
    const projects = ['First', 'Second', 'Third', 'Fourth'].map((title) => makeProject({ title }));
    const { user } = openAdmin('/Admin/project', { projects });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const titles = () => columnTexts(table, 1);
    await user.click(rowOf('Third').getByRole('button', { name: 'Feature Third' }));
    await waitFor(() => expect(titles()).toEqual(['Third', 'First', 'Second', 'Fourth']));
    expect(rowOf('Third').getByRole('button', { name: 'Unfeature Third' })).toBeTruthy();
    expect(rowOf('First').getByRole('button', { name: 'Move up First' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(rowOf('Fourth').getByRole('button', { name: 'Feature Fourth' }));
    await user.click(await rowOf('Second').findByRole('button', { name: 'Feature Second' }));
    await waitFor(() =>
      expect(rowOf('Second').getByRole('button', { name: 'Unfeature Second' })).toBeTruthy(),
    );
    await user.click(rowOf('First').getByRole('button', { name: 'Feature First' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      errorMessages.tooManyFeatured(LIMITS.featuredMax),
    );
    expect(consoleError).toHaveBeenCalledWith(errorMessages.tooManyFeatured(LIMITS.featuredMax));
  });

  it('keeps the order on screen and says why when the server refuses it', async () => {
    const consoleError = expectConsoleErrors();
    const projects = ['First', 'Second'].map((title) => makeProject({ title }));
    const { user, backend } = openAdmin('/Admin/project', { projects });
    await screen.findByRole('table', { name: 'Projects' });
    backend.failNext(
      'PUT',
      apiPaths.projects.order,
      reply.error(409, errorMessages.orderOutdated('project'), ErrorCode.CONFLICT),
    );
    await user.click(rowOf('First').getByRole('button', { name: 'Move down First' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      errorMessages.orderOutdated('project'),
    );
    expect(consoleError).toHaveBeenCalledWith(errorMessages.orderOutdated('project'));
    expect(rowOf('First').getByRole('button', { name: 'Move up First' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('filters the table as you type, case-insensitively over the visible columns', async () => {
    const { user } = openAdmin('/Admin/project', {
      projects: [
        makeProject({ title: 'Photo sorter', description: 'faces' }),
        makeProject({ title: 'Chess bot', description: 'Plays CHESS openings' }),
      ],
    });
    const search = await screen.findByLabelText('Search');
    await user.type(search, 'chess');
    expect(screen.queryByRole('cell', { name: 'Photo sorter' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Chess bot' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'FACES');
    expect(screen.getByRole('cell', { name: 'Photo sorter' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Chess bot' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'hidden');
    expect(screen.getByText('Nothing matches "hidden"')).toBeTruthy();
  });

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

  it('hides and shows a project locally after each 200', async () => {
    const project = makeProject({ title: 'Toggle me', isActive: true });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    await screen.findByRole('cell', { name: 'Toggle me' });
    await user.click(rowOf('Toggle me').getByRole('button', { name: /^Hide/ }));
    expect(await rowOf('Toggle me').findByText('Hidden')).toBeTruthy();
    await user.click(rowOf('Toggle me').getByRole('button', { name: /^Show/ }));
    expect(await rowOf('Toggle me').findByText('Active')).toBeTruthy();
    expect(backend.calls('PATCH', apiPaths.projects.status(project._id))).toHaveLength(2);
    expect(backend.calls('POST', apiPaths.projects.list)).toHaveLength(1);
  });

  it('shows the server message when a status change fails', async () => {
    const consoleError = expectConsoleErrors();
    const project = makeProject({ title: 'Gone elsewhere' });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    backend.failNext('PATCH', apiPaths.projects.status(project._id), reply.notFound('project'));
    await screen.findByRole('cell', { name: 'Gone elsewhere' });
    await user.click(rowOf('Gone elsewhere').getByRole('button', { name: /^Hide/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('No project has this id');
    expect(consoleError).toHaveBeenCalledWith('No project has this id');
    expect(rowOf('Gone elsewhere').getByText('Active')).toBeTruthy();
  });

  it('asks before deleting, with the spec texts; Cancle keeps it, Confirm removes it', async () => {
    const project = makeProject({ title: 'Doomed' });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    await screen.findByRole('cell', { name: 'Doomed' });
    const deleteButton = rowOf('Doomed').getByRole('button', { name: /^Delete/ });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Project" Name "Doomed"' });
    expect(within(dialog).getByText('Are you sure you want to DELETE ...')).toBeTruthy();
    expect(within(dialog).getByText('This Action is Non-reversible')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancle' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(backend.calls('DELETE', apiPaths.projects.delete(project._id))).toHaveLength(0);

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Doomed' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(backend.calls('DELETE', apiPaths.projects.delete(project._id))).toHaveLength(1);
  });

  it('closes the modal with Escape and with the close button, sending nothing', async () => {
    const { user, backend } = openAdmin('/Admin/project');
    await openAdd(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = await openAdd(user);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls('POST', apiPaths.projects.add)).toHaveLength(0);
  });

  it('asks before Escape throws away what was typed, and keeps it when asked to', async () => {
    const { user, backend } = openAdmin('/Admin/project');
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText('Title'), 'Half a project');
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Half a project');
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls('POST', apiPaths.projects.add)).toHaveLength(0);
  });
});
