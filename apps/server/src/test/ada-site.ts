import {
  apiPaths,
  type Certificate,
  DEFAULT_PROFILE,
  type Profile,
  type Project,
  type Resume,
  SITE_IMAGE_FIELD,
  type SiteImages,
} from '@portfolio/contract';
import { expectStatus, type TestContext } from './app.js';
import { addResume, putProfile, seedCertificate, seedProject, sendForm } from './content.js';
import { image, pdf } from './multipart.js';

/** Ada's profile: links to two networks and an address, a skill with an icon and one without. */
const ADA_PROFILE: Profile = {
  ...DEFAULT_PROFILE,
  ownerName: 'Ada Lovelace',
  skills: [{ icon: 'python' }, { text: 'Analytical engines' }],
  links: [
    { network: 'github', url: 'https://github.com/ada' },
    { network: 'mastodon', url: 'https://mastodon.social/@ada' },
    { network: 'email', url: 'mailto:ada@example.com' },
  ],
};

export interface AdaSite {
  portrait: SiteImages['portrait'];
  /** Tagged and featured, without a case study. */
  plain: Project;
  withCaseStudy: Project;
  resume: Resume;
  certificate: Certificate;
}

/**
 * The site the tests of what pages tell machines read (structured data, microformats): Ada's
 * profile and portrait, two projects, a resume and a certificate, stored as the owner would.
 */
export async function seedAdaSite(ctx: TestContext): Promise<AdaSite> {
  const token = await ctx.openSession();
  await putProfile(ctx, token, ADA_PROFILE);
  const res = await sendForm(
    ctx,
    { method: 'PUT', url: apiPaths.profilePhoto, token },
    {},
    { field: SITE_IMAGE_FIELD, path: image('DSCN0010.jpg') },
  );
  expectStatus(res, 200);
  const plain = await seedProject(ctx, token, { title: 'Plain', tags: 'rust,web' });
  const withCaseStudy = await seedProject(ctx, token, { title: 'Engine', case_study: '## How' });
  const featured = await ctx.app.inject({
    method: 'PATCH',
    url: apiPaths.projects.featured(plain._id),
    headers: ctx.auth(token),
  });
  expectStatus(featured, 200);
  return {
    portrait: res.json<SiteImages>().portrait,
    plain: { ...plain, featured: true },
    withCaseStudy,
    resume: await addResume(ctx, token, pdf('pdflatex-4-pages.pdf')),
    certificate: await seedCertificate(ctx, token, { issued_by: 'Coursera' }),
  };
}
