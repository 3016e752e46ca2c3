import {
  caseStudyPath,
  isHttpUrl,
  JSON_RESUME_PATH,
  type Project,
  type PublicPageData,
  publicPath,
  scriptSafeJson,
  withoutNonText,
} from '@portfolio/contract';
import { documentTitle } from './title';

/** A node of the page's schema.org graph. */
type Node = Record<string, unknown>;

/** Every string of the graph without what is not text: a row stored before the rule may hold it. */
const textOnly = (_key: string, value: unknown) =>
  typeof value === 'string' ? withoutNonText(value) : value;

const absolute = (url: string, origin: string) => new URL(url, `${origin}/`).href;

/** The owner: his name, roles, portrait, profiles elsewhere (his social links) and skills. */
function person(data: PublicPageData, origin: string): Node {
  const { profile, icons, siteImages } = data;
  const email = profile.links.find((link) => link.network === 'email');
  return {
    '@type': 'Person',
    '@id': `${origin}/#person`,
    name: profile.ownerName,
    jobTitle: profile.typewriterLines,
    description: profile.description,
    url: `${origin}/`,
    ...(siteImages?.portrait ? { image: absolute(siteImages.portrait.url, origin) } : {}),
    ...(email ? { email: email.url.slice('mailto:'.length) } : {}),
    homeLocation: { '@type': 'Place', name: profile.about.location },
    sameAs: profile.links.filter((link) => isHttpUrl(link.url)).map((link) => link.url),
    knowsAbout: profile.skills.map((entry) =>
      'icon' in entry ? (icons[entry.icon]?.title ?? entry.icon) : entry.text,
    ),
  };
}

/** A project as a piece of software: its code, its site, its images and its dates. */
function projectNode(project: Project, origin: string): Node {
  const page = project.hasCaseStudy ? origin + caseStudyPath(project.slug) : undefined;
  const images = project.project_image_variants.map((variant) => absolute(variant.url, origin));
  return {
    '@type': 'SoftwareSourceCode',
    '@id': `${origin}/projects#${project._id}`,
    name: project.title,
    description: project.description,
    url: page ?? project.website_link,
    ...(page ? { mainEntityOfPage: page } : {}),
    sameAs: project.website_link,
    codeRepository: project.project_link,
    ...(images.length > 0 ? { image: images } : {}),
    ...(project.date ? { dateCreated: project.date } : {}),
    datePublished: project.createdAt,
    dateModified: project.updatedAt,
    ...(project.tags.length > 0 ? { keywords: project.tags } : {}),
    author: { '@id': `${origin}/#person` },
  };
}

/** A list of nodes, in the page's order. */
const itemList = (items: Node[]): Node => ({
  '@type': 'ItemList',
  numberOfItems: items.length,
  itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
});

/** What a page is about, beside the owner and the site: its lists, its project, its files. */
function pageContent(pathname: string, data: PublicPageData, origin: string): Node {
  if (data.caseStudy)
    return { '@type': 'WebPage', mainEntity: projectNode(data.caseStudy.project, origin) };
  if (pathname === publicPath('home')) {
    return { '@type': 'ProfilePage', mainEntity: { '@id': `${origin}/#person` } };
  }
  if (pathname === publicPath('about')) {
    return { '@type': 'AboutPage', about: { '@id': `${origin}/#person` } };
  }
  if (pathname === publicPath('projects')) {
    const projects = (data.projects ?? []).map((project) => projectNode(project, origin));
    return { '@type': 'CollectionPage', mainEntity: itemList(projects) };
  }
  if (pathname === publicPath('certificates')) {
    const credentials = (data.certificates ?? []).map((certificate) => ({
      '@type': 'EducationalOccupationalCredential',
      name: certificate.title,
      image: absolute(certificate.certificate_image, origin),
      recognizedBy: { '@type': 'Organization', name: certificate.issued_by },
    }));
    return { '@type': 'CollectionPage', mainEntity: itemList(credentials) };
  }
  if (pathname === publicPath('resume')) {
    const name = data.profile.ownerName;
    const files = (data.resumes ?? []).map((resume) => ({
      '@type': 'DigitalDocument',
      name: `Resume of ${name} (PDF)`,
      url: absolute(resume.resume_file, origin),
      encodingFormat: 'application/pdf',
      dateModified: resume.updatedAt,
    }));
    const json = {
      '@type': 'DataDownload',
      name: `Resume of ${name} (JSON Resume)`,
      contentUrl: origin + JSON_RESUME_PATH,
      encodingFormat: 'application/json',
    };
    return { '@type': 'WebPage', about: { '@id': `${origin}/#person` }, hasPart: [...files, json] };
  }
  return { '@type': 'WebPage' };
}

/**
 * The page's schema.org graph as JSON-LD: the owner (Person), the site (WebSite) and this page,
 * with what it shows (the projects as an ItemList, a case study's project, the resume's files).
 */
export function structuredData(pathname: string, data: PublicPageData, origin: string): string {
  const url = origin + pathname;
  const graph: Node[] = [
    person(data, origin),
    {
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      url: `${origin}/`,
      name: data.profile.brandTitle,
      description: data.profile.description,
      inLanguage: 'en',
      author: { '@id': `${origin}/#person` },
    },
    {
      ...pageContent(pathname, data, origin),
      '@id': url,
      url,
      name: data.caseStudy?.project.title ?? documentTitle(pathname, data.profile.brandTitle),
      isPartOf: { '@id': `${origin}/#website` },
    },
  ];
  const json = { '@context': 'https://schema.org', '@graph': graph };
  return `<script type="application/ld+json">${scriptSafeJson(json, textOnly)}</script>`;
}
