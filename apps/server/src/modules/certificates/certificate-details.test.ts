import {
  apiPaths,
  type Certificate,
  LINK_MESSAGE,
  PROJECT_DATE_MESSAGE,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import { contentState, seedCertificate, sendForm } from '../../test/content.js';
import { image } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

const FIELDS = { title: 'Deep Learning Specialization', issued_by: 'Coursera' };
const VERIFY = 'https://coursera.org/verify/ABC123';

const add = (fields: Record<string, string>) =>
  sendForm(ctx, { method: 'POST', url: apiPaths.certificates.add, token: ctx.token }, fields, {
    field: UPLOAD_FIELDS.certificate,
    path: image('Canon_40D.jpg'),
  });
const edit = (id: string, fields: Record<string, string>) =>
  sendForm(ctx, { method: 'PUT', url: apiPaths.certificates.edit(id), token: ctx.token }, fields);

describe("a certificate's date, credential link and image focus", () => {
  it('are none until given, and shown to the public once they are', async () => {
    const plain = await add(FIELDS);
    expectStatus(plain, 200);
    expect(plain.json<Certificate>()).toMatchObject({
      date: '',
      credential_link: '',
      image_focus: '',
    });
    const full = await add({
      ...FIELDS,
      title: 'Verified',
      date: '2024-05',
      credential_link: ` ${VERIFY} `,
      image_focus: '20 80',
    });
    expectStatus(full, 200);
    const listed = await ctx.app.inject({ method: 'POST', url: apiPaths.certificates.list });
    expect(listed.json<Certificate[]>()[0]).toMatchObject({
      title: 'Verified',
      date: '2024-05',
      credential_link: VERIFY,
      image_focus: '20 80',
    });
  });

  it("stay when the older client's edit leaves them out, and go when sent empty", async () => {
    const certificate = await seedCertificate(ctx, ctx.token);
    const set = await edit(certificate._id, { ...FIELDS, date: '2023', credential_link: VERIFY });
    expectStatus(set, 200);
    const older = await edit(certificate._id, { ...FIELDS, title: 'Renamed' });
    expectStatus(older, 200);
    expect(older.json<Certificate>()).toMatchObject({
      title: 'Renamed',
      date: '2023',
      credential_link: VERIFY,
    });
    const cleared = await edit(certificate._id, { ...FIELDS, date: '', credential_link: '' });
    expect(cleared.json<Certificate>()).toMatchObject({ date: '', credential_link: '' });
  });

  it('refuse a date or link that is not one, naming each field, changing nothing', async () => {
    const certificate = await seedCertificate(ctx, ctx.token);
    const before = await contentState(ctx);
    const res = await edit(certificate._id, {
      ...FIELDS,
      date: '2024-13',
      credential_link: 'javascript:alert(1)',
    });
    expectStatus(res, 400);
    expect(res.json().details).toEqual([
      { field: 'date', message: PROJECT_DATE_MESSAGE },
      { field: 'credential_link', message: LINK_MESSAGE },
    ]);
    expect((await contentState(ctx)).tables.certificates).toEqual(before.tables.certificates);
  });
});
