import fs from 'node:fs';
import { apiPaths, type Resume, UPLOAD_FIELDS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import { addResume, contentState, notifications } from '../../test/content.js';
import { multipart, pdf } from '../../test/multipart.js';
import { PDF_NEEDS_PASSWORD, PDF_UNREADABLE } from '../media/pdf-facts.js';

const ctx = ownerAppPerTest();

/** A PDF of one empty page written here, with its cross-reference table; `trailer` adds to its trailer. */
function onePagePdf(extraObjects: string[] = [], trailer = ''): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...extraObjects,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/**
 * The same page encrypted with the standard security handler (RC4, 40 bits), under a user password
 * that is not empty: its check values match no empty password, so a viewer must ask for one.
 */
const encryptedPdf = () =>
  onePagePdf(
    [`<< /Filter /Standard /V 1 /R 2 /O <${'5a'.repeat(32)}> /U <${'c3'.repeat(32)}> /P -4 >>`],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
  );

const send = (method: 'POST' | 'PUT', url: string, data: Buffer) => {
  const form = multipart({}, [
    { field: UPLOAD_FIELDS.resume, filename: 'cv.pdf', contentType: 'application/pdf', data },
  ]);
  return ctx.app.inject({
    method,
    url,
    headers: { ...form.headers, ...ctx.auth(ctx.token) },
    payload: form.payload,
  });
};

const list = async () =>
  (await ctx.app.inject({ method: 'POST', url: apiPaths.resume.list })).json<Resume[]>();

describe("the resume's PDF, read on upload", () => {
  it('counts its pages for the public page, on add and on replace', async () => {
    const resume = await addResume(ctx, ctx.token, pdf('minimal-document.pdf'));
    expect(resume.pageCount).toBe(1);
    const replaced = await send(
      'PUT',
      apiPaths.resume.edit(resume._id),
      fs.readFileSync(pdf('pdflatex-4-pages.pdf')),
    );
    expectStatus(replaced, 200);
    expect(replaced.json<Resume>().pageCount).toBe(4);
    expect((await list()).map((item) => item.pageCount)).toEqual([4]);
  });

  it('takes a PDF written by hand: the encrypted one below differs only by its encryption', async () => {
    const res = await send('POST', apiPaths.resume.add, onePagePdf());
    expectStatus(res, 200);
    expect(res.json<Resume>().pageCount).toBe(1);
  });

  it.each([
    [
      'a PDF with an open password (LibreOffice)',
      () => fs.readFileSync(pdf('libreoffice-writer-password.pdf')),
    ],
    ['a PDF encrypted here', encryptedPdf],
  ])('refuses %s with a 400 that says why, storing nothing', async (_name, data) => {
    const before = await contentState(ctx);
    const res = await send('POST', apiPaths.resume.add, data());
    expectStatus(res, 400);
    expect(res.json()).toEqual({ error: PDF_NEEDS_PASSWORD, code: 'BAD_REQUEST' });
    const after = await contentState(ctx);
    expect({ ...after.tables, notifications: [] }).toEqual({ ...before.tables, notifications: [] });
    expect(after.files).toEqual(before.files);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      status: 'Error',
      notification_msg: expect.stringContaining('protected by a password'),
    });
  });

  it.each([
    ['cut short', () => fs.readFileSync(pdf('minimal-document.pdf')).subarray(0, 2_000)],
    ['only a header', () => Buffer.from('%PDF-1.7\nnot a document\n')],
  ])('refuses a PDF %s with a 400, keeping the one it was to replace', async (_name, data) => {
    const resume = await addResume(ctx, ctx.token);
    const res = await send('PUT', apiPaths.resume.edit(resume._id), data());
    expectStatus(res, 400);
    expect(res.json()).toEqual({ error: PDF_UNREADABLE, code: 'BAD_REQUEST' });
    expect(await list()).toEqual([resume]);
  });
});
