import { apiPaths } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { makeCertificate } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { columnHeaders, openRowEditor, rowOf } from '../../test/table';

describe('Certificates screen', () => {
  it('has the columns Title, Issued By, Status, Action', async () => {
    openAdmin('/Admin/certificate', {
      certificates: [makeCertificate({ title: 'Deep Learning', issued_by: 'Coursera' })],
    });
    const table = await screen.findByRole('table', { name: 'Certificates' });
    expect(columnHeaders(table)).toEqual(['S No.', 'Title', 'Issued By', 'Status', 'Action']);
    expect(within(table).getByRole('cell', { name: 'Coursera' })).toBeTruthy();
  });

  it('adds a certificate with Title, Issued By and an image', async () => {
    const { user, backend } = openAdmin('/Admin/certificate');
    await user.click(await screen.findByRole('button', { name: 'Add Certificate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Certificate' }));
    expect(dialog.queryByLabelText('Description')).toBeNull();
    await user.type(dialog.getByLabelText('Title'), 'Kubernetes');
    await user.type(dialog.getByLabelText('Issued By'), 'CNCF');
    await user.upload(
      dialog.getByLabelText('Certificate Image'),
      new File(['x'], 'cert.jpg', { type: 'image/jpeg' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('cell', { name: 'CNCF' })).toBeTruthy();
    const [add] = backend.calls('POST', apiPaths.certificates.add);
    expect(add?.form?.get('issued_by')).toBe('CNCF');
    expect(add?.form?.get('certificateImage')).toMatchObject({ name: 'cert.jpg' });
  });

  it("sends the date, the credential link and the image's focus, set by a click on the preview", async () => {
    const certificate = makeCertificate({ title: 'Kubernetes' });
    const { user, backend } = openAdmin('/Admin/certificate', { certificates: [certificate] });
    const dialog = await openRowEditor(user, 'Kubernetes', 'Certificate');
    await user.type(dialog.getByLabelText('Date'), '2024-05');
    await user.type(dialog.getByLabelText('Credential link'), 'https://verify.example/k8s');
    const preview = dialog.getByRole('img', { name: 'Current image' }).closest('button');
    if (!preview) throw new Error('the preview is no button');
    preview.getBoundingClientRect = () => new DOMRect(100, 200, 200, 100);
    await user.pointer({
      keys: '[MouseLeft]',
      target: preview,
      coords: { clientX: 160, clientY: 270 },
    });
    expect(dialog.getByLabelText('Image focus')).toHaveProperty('value', '30 70');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [edit] = backend.calls('PUT', apiPaths.certificates.edit(certificate._id));
    expect(
      ['date', 'credential_link', 'image_focus'].map((field) => edit?.form?.get(field)),
    ).toEqual(['2024-05', 'https://verify.example/k8s', '30 70']);
  });

  it('refuses a credential link that is not a full address before sending', async () => {
    const certificate = makeCertificate({ title: 'Kubernetes' });
    const { user, backend } = openAdmin('/Admin/certificate', { certificates: [certificate] });
    const dialog = await openRowEditor(user, 'Kubernetes', 'Certificate');
    await user.type(dialog.getByLabelText('Credential link'), 'verify.example');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByLabelText('Credential link').getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls('PUT', apiPaths.certificates.edit(certificate._id))).toEqual([]);
  });

  it('names the certificate in the delete dialog and deletes it', async () => {
    const certificate = makeCertificate({ title: 'Old course' });
    const { user, backend } = openAdmin('/Admin/certificate', { certificates: [certificate] });
    await screen.findByRole('cell', { name: 'Old course' });
    await user.click(rowOf('Old course').getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: 'Delete "Certificate" Name "Old course"' }),
      ).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old course' })).toBeNull());
    expect(backend.calls('DELETE', apiPaths.certificates.delete(certificate._id))).toHaveLength(1);
  });

  it('keeps the delete dialog open with the server message when the delete fails', async () => {
    const consoleError = expectConsoleErrors();
    const certificate = makeCertificate({ title: 'Stubborn' });
    const { user, backend } = openAdmin('/Admin/certificate', { certificates: [certificate] });
    backend.failNext('DELETE', apiPaths.certificates.delete(certificate._id), reply.internal());
    await screen.findByRole('cell', { name: 'Stubborn' });
    await user.click(rowOf('Stubborn').getByRole('button', { name: /^Delete/ }));
    const dialog = within(screen.getByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Internal server error');
    expect(consoleError).toHaveBeenCalledWith('Internal server error');
    expect(screen.getByRole('cell', { name: 'Stubborn' })).toBeTruthy();
  });
});
