import { apiPaths, type Certificate, UPLOAD_FIELDS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, listAs, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { addCertificate, mediaFiles, notifications, sendForm } from '../../test/content.js';
import { image } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

/** The newest notification: the one the last change wrote. */
const latestNotification = async () => (await notifications(ctx, ctx.token))[0];

const list = (withToken?: string) =>
  listAs<Certificate>(ctx, apiPaths.certificates.list, withToken);

describe('certificates', () => {
  it('adds, edits, hides and deletes a certificate', async () => {
    const added = await addCertificate(ctx, ctx.token, { issued_by: '  Coursera ' });
    expect(added).toMatchObject({ title: 'Deep Learning Specialization', issued_by: 'Coursera' });
    expect(added.certificate_image_variants).toEqual([
      { url: added.certificate_image, width: 100, height: 68 },
    ]);
    expect(await latestNotification()).toMatchObject({
      action: 'Create',
      status: 'Success',
      notification_msg: 'Certificate "Deep Learning Specialization" created',
    });

    const edited = await sendForm(
      ctx,
      { method: 'PUT', url: apiPaths.certificates.edit(added._id), token: ctx.token },
      { title: 'Machine Learning', issued_by: 'Stanford' },
      { field: UPLOAD_FIELDS.certificate, path: image('portrait_8.jpg') },
    );
    expectStatus(edited, 200);
    expect(edited.json<Certificate>()).toMatchObject({
      title: 'Machine Learning',
      issued_by: 'Stanford',
    });
    expect(await latestNotification()).toMatchObject({
      action: 'Edit',
      status: 'Success',
      notification_msg: 'Certificate "Machine Learning" edited',
    });

    const hidden = await ownerCall(ctx, 'PATCH', apiPaths.certificates.status(added._id));
    expect(hidden.json<Certificate>().isActive).toBe(false);
    expect(await list()).toEqual([]);
    expect((await list(ctx.token)).map((c) => c.title)).toEqual(['Machine Learning']);
    expect(await latestNotification()).toMatchObject({
      action: 'Status Update',
      status: 'Success',
      notification_msg: 'Certificate "Machine Learning" hidden',
    });

    const deleted = await ownerCall(ctx, 'DELETE', apiPaths.certificates.delete(added._id));
    expect(deleted.json()).toEqual({ _id: added._id, deleted: true });
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await latestNotification()).toMatchObject({
      action: 'Delete',
      status: 'Success',
      notification_msg: 'Certificate "Machine Learning" deleted',
    });
  });

  it('requires the issuer and refuses one longer than 200 characters', async () => {
    for (const issuedBy of ['', 'x'.repeat(201)]) {
      const res = await sendForm(
        ctx,
        { method: 'POST', url: apiPaths.certificates.add, token: ctx.token },
        { title: 'T', issued_by: issuedBy },
        { field: UPLOAD_FIELDS.certificate, path: image('Canon_40D.jpg') },
      );
      expectStatus(res, 400);
      expect(res.json().details).toEqual([{ field: 'issued_by', message: expect.any(String) }]);
    }
    expect(await mediaFiles(ctx)).toEqual([]);
  });

  it('takes the image only from certificateImage', async () => {
    const res = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.certificates.add, token: ctx.token },
      { title: 'T', issued_by: 'I' },
      { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
    );
    expectStatus(res, 400);
    expect(res.json().error).toBe(
      'Unexpected file field "projectImage": send the file as "certificateImage"',
    );
    expect(await mediaFiles(ctx)).toEqual([]);
  });
});
