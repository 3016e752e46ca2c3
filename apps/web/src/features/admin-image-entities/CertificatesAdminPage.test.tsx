import { apiPaths } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { makeCertificate } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { columnHeaders, rowOf } from '../../test/table';

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
