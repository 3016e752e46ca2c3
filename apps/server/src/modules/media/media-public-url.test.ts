import { apiPaths, type Certificate, type Project, type Resume } from '@portfolio/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../../test/app.js';
import { addResume, seedCertificate, seedProject } from '../../test/content.js';
import { sourceWeb } from '../../test/web.js';

/** A CDN in front of the bucket, under a path of its own. */
const CDN = 'https://cdn.example.net/portfolio-media';
const CDN_ORIGIN = 'https://cdn.example.net';

const ctx = testAppPerFile(
  { MEDIA_PUBLIC_URL: `${CDN}/`, PUBLIC_ORIGIN: 'https://example.com' },
  { web: sourceWeb },
);
beforeAll(async () => {
  const token = await ctx.openSession();
  await seedProject(ctx, token);
  await seedCertificate(ctx, token);
  await addResume(ctx, token);
});

const list = async <T>(url: string) => (await ctx.app.inject({ method: 'POST', url })).json<T[]>();

/** A media URL on the CDN names the key this server stores and serves under /media. */
async function expectOnCdn(url: string): Promise<void> {
  expect(url.startsWith(`${CDN}/`), url).toBe(true);
  const key = url.slice(CDN.length + 1);
  expect(key).toMatch(/^[\w-]+\//);
  expectStatus(await ctx.app.inject({ method: 'GET', url: `/media/${key}` }), 200);
}

describe('MEDIA_PUBLIC_URL', () => {
  it('is the base of every image URL and srcset width of the API', async () => {
    const [project] = await list<Project>(apiPaths.projects.list);
    const [certificate] = await list<Certificate>(apiPaths.certificates.list);
    if (!project || !certificate) throw new Error('the content was not added');
    const urls = [
      project.project_image,
      ...project.project_image_variants.map((variant) => variant.url),
      certificate.certificate_image,
      ...certificate.certificate_image_variants.map((variant) => variant.url),
    ];
    expect(project.project_image_variants.length).toBeGreaterThan(1);
    for (const url of urls) await expectOnCdn(url);
  });

  it('is the base of the resume file', async () => {
    const [resume] = await list<Resume>(apiPaths.resume.list);
    if (!resume) throw new Error('the resume was not added');
    await expectOnCdn(resume.resume_file);
  });

  it('is the base of the server-rendered srcset, and the page CSP lets images and the PDF load from it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/projects' });
    expectStatus(res, 200);
    const srcsets = [...res.body.matchAll(/srcSet="([^"]*)"|srcset="([^"]*)"/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
    expect(srcsets).toHaveLength(1);
    const entries = srcsets.flatMap((srcset) => srcset.split(', '));
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) await expectOnCdn(entry.split(' ')[0] ?? '');

    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('img-src')).toContain(CDN_ORIGIN);
    // pdf.js fetches the resume: the CDN must be a place the page may connect to.
    expect(directive('connect-src')).toContain(CDN_ORIGIN);
  });
});
