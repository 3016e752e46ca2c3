import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pasteInto } from './render-admin';
import { openRowEditor } from './table';

// The Projects screen's steps its two test files share (ProjectsAdminPage, ProjectForm).

/** A chosen image file, as the browser's file picker gives it. */
export const image = (name = 'photo.png', type = 'image/png') => new File(['img'], name, { type });

/** Opens the Add dialog once the screen shows its button. */
export async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add Project' }));
  return within(screen.getByRole('dialog', { name: 'Add Project' }));
}

/** Opens the Edit dialog of the project with this title, once its row is shown. */
export const openEdit = (user: UserEvent, title: string) => openRowEditor(user, title, 'Project');

/** Fills the fields a project needs besides its image (pasted: the test is about the form). */
export async function fillProject(
  user: UserEvent,
  dialog: ReturnType<typeof within>,
  title: string,
) {
  await pasteInto(user, dialog.getByLabelText('Title'), title);
  await pasteInto(user, dialog.getByLabelText('Website Link'), 'https://site.example');
  await pasteInto(user, dialog.getByLabelText('Project Link'), 'https://code.example/x');
  await pasteInto(user, dialog.getByLabelText('Description'), 'What it does');
}
