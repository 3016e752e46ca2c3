import {
  type Certificate,
  caseStudyPath,
  DEFAULT_PROFILE,
  JSON_RESUME_PATH,
  type Project,
  type Resume,
  type SiteImages,
} from '@portfolio/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAdaSite } from '../test/ada-site.js';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { checkJsonLd, jsonLdOf, nodeOfType, nodesOfType, valuesOf } from '../test/schema-org.js';
import { sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';

// One app for the file: every test only reads what is stored here first.
const ctx = testAppPerFile({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
let portrait: SiteImages['portrait'];
let plain: Project;
let withCaseStudy: Project;
let resume: Resume;
let certificate: Certificate;
beforeAll(async () => {
  ({ portrait, plain, withCaseStudy, resume, certificate } = await seedAdaSite(ctx));
});

/** A page's JSON-LD, checked against schema.org offline: its expanded nodes. */
async function graphOf(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'example.com' } });
  expectStatus(res, 200);
  const documents = jsonLdOf(res.body);
  expect(documents).toHaveLength(1);
  const { nodes, problems } = await checkJsonLd(documents[0] ?? {});
  expect(problems).toEqual([]);
  return nodes;
}

const PUBLIC = ['/', '/about', '/projects', '/certificates', '/resume', '/contact'];

describe('JSON-LD', () => {
  it('describes the owner and the site on every public page, in schema.org terms', async () => {
    for (const path of [...PUBLIC, caseStudyPath(withCaseStudy.slug)]) {
      const nodes = await graphOf(path);
      const person = nodeOfType(nodes, 'Person');
      expect(person?.['@id']).toBe(`${ORIGIN}/#person`);
      expect(valuesOf(person, 'name')).toEqual(['Ada Lovelace']);
      expect(valuesOf(person, 'jobTitle')).toEqual(DEFAULT_PROFILE.typewriterLines);
      expect(valuesOf(person, 'url')).toEqual([`${ORIGIN}/`]);
      expect(valuesOf(person, 'image')).toEqual([portrait?.url]);
      expect(valuesOf(person, 'sameAs')).toEqual([
        'https://github.com/ada',
        'https://mastodon.social/@ada',
      ]);
      expect(valuesOf(person, 'email')).toEqual(['ada@example.com']);
      expect(valuesOf(person, 'knowsAbout')).toEqual(['Python', 'Analytical engines']);
      const site = nodeOfType(nodes, 'WebSite');
      expect(valuesOf(site, 'url')).toEqual([`${ORIGIN}/`]);
      expect(valuesOf(site, 'name')).toEqual([DEFAULT_PROFILE.brandTitle]);
      const page = nodes.find((node) => node['@id'] === ORIGIN + path);
      expect(valuesOf(page, 'isPartOf')).toEqual([`${ORIGIN}/#website`]);
    }
  });

  it('lists the projects on /projects as an ItemList of source code with their links', async () => {
    const nodes = await graphOf('/projects');
    const page = nodeOfType(nodes, 'CollectionPage');
    const list = nodeOfType(nodes, 'ItemList');
    expect(valuesOf(page, 'mainEntity')).toEqual([list]);
    expect(valuesOf(list, 'numberOfItems')).toEqual([2]);
    const items = nodesOfType(nodes, 'ListItem');
    expect(items.map((item) => valuesOf(item, 'position')[0])).toEqual([1, 2]);
    const projects = nodesOfType(nodes, 'SoftwareSourceCode');
    expect(items.map((item) => valuesOf(item, 'item')[0])).toEqual(
      projects.map((project) => project['@id']),
    );
    // In the page's order: the featured project first.
    expect(projects.map((project) => valuesOf(project, 'name')[0])).toEqual(['Plain', 'Engine']);
    const [first, engine] = projects;
    expect(valuesOf(engine, 'url')).toEqual([ORIGIN + caseStudyPath(withCaseStudy.slug)]);
    expect(valuesOf(first, 'url')).toEqual([plain.website_link]);
    expect(valuesOf(first, 'codeRepository')).toEqual([plain.project_link]);
    expect(valuesOf(first, 'keywords')).toEqual(['rust', 'web']);
    expect(valuesOf(first, 'datePublished')).toEqual([plain.createdAt]);
  });

  it('describes a case study as its project, with its dates and images', async () => {
    const nodes = await graphOf(caseStudyPath(withCaseStudy.slug));
    const project = nodeOfType(nodes, 'SoftwareSourceCode');
    expect(valuesOf(project, 'name')).toEqual(['Engine']);
    expect(valuesOf(project, 'image')).toEqual(
      withCaseStudy.project_image_variants.map((variant) => variant.url),
    );
    expect(valuesOf(project, 'datePublished')).toEqual([withCaseStudy.createdAt]);
    expect(valuesOf(project, 'dateModified')).toEqual([withCaseStudy.updatedAt]);
    expect(valuesOf(project, 'author')).toEqual([`${ORIGIN}/#person`]);
  });

  it('lists the certificates on /certificates as credentials with their issuers', async () => {
    const nodes = await graphOf('/certificates');
    const [credential] = nodesOfType(nodes, 'EducationalOccupationalCredential');
    expect(valuesOf(credential, 'name')).toEqual([certificate.title]);
    expect(valuesOf(credential, 'image')).toEqual([certificate.certificate_image]);
    const issuer = nodeOfType(nodes, 'Organization');
    expect(valuesOf(credential, 'recognizedBy')).toEqual([issuer]);
    expect(valuesOf(issuer, 'name')).toEqual([certificate.issued_by]);
  });

  it('names the PDF and resume.json on /resume', async () => {
    const nodes = await graphOf('/resume');
    const pdfNode = nodeOfType(nodes, 'DigitalDocument');
    expect(valuesOf(pdfNode, 'url')).toEqual([resume.resume_file]);
    expect(valuesOf(pdfNode, 'encodingFormat')).toEqual(['application/pdf']);
    const json = nodeOfType(nodes, 'DataDownload');
    expect(valuesOf(json, 'contentUrl')).toEqual([ORIGIN + JSON_RESUME_PATH]);
  });

  it('finds what schema.org does not allow', async () => {
    const { problems } = await checkJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada',
      codeRepository: 'https://example.com',
      author: { '@type': 'Persona' },
    });
    expect(problems).toEqual([
      'node 0: author on Person',
      'node 0 author: type Persona',
      'node 0: codeRepository on Person',
    ]);
    await expect(
      checkJsonLd({ '@context': 'https://example.com/context', name: 'x' }),
    ).rejects.toThrow();
  });

  it('is not on a page that does not exist', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/no-such',
      headers: { host: 'example.com' },
    });
    expectStatus(res, 404);
    expect(jsonLdOf(res.body)).toEqual([]);
  });
});
