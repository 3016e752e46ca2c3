import {
  BLOG_PATH,
  caseStudyPath,
  isHttpUrl,
  JSON_RESUME_PATH,
  type PostSummary,
  type Project,
  type ProjectScreenshot,
  type PublicPageData,
  postPath,
  scriptSafeJson,
  withoutNonText,
} from '@portfolio/contract';
import { inPageLanguage } from './language-links';
import type { PageSubject } from './page-subjects';
import type { PageModuleKey } from './public-pages';
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

/**
 * A project as a piece of software: its code, its site, its images (on its case study, each
 * screenshot's widest too) and its dates.
 */
function projectNode(
  project: Project,
  origin: string,
  screenshots: readonly ProjectScreenshot[] = [],
): Node {
  const page = project.hasCaseStudy ? origin + caseStudyPath(project.slug) : undefined;
  const images = [
    ...project.project_image_variants,
    ...screenshots.flatMap((shot) => shot.variants.slice(-1)),
  ].map((variant) => absolute(variant.url, origin));
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

/** A post as an article of the owner's blog: its page, dates, cover and tags. */
function postNode(post: PostSummary, origin: string, extra: Node = {}): Node {
  const url = origin + postPath(post.slug);
  const images = post.coverVariants.map((variant) => absolute(variant.url, origin));
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title,
    ...(post.summary ? { description: post.summary } : {}),
    url,
    mainEntityOfPage: url,
    ...(images.length > 0 ? { image: images } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    ...(post.tags.length > 0 ? { keywords: post.tags } : {}),
    timeRequired: `PT${post.readingMinutes}M`,
    author: { '@id': `${origin}/#person` },
    isPartOf: { '@id': `${origin}${BLOG_PATH}#blog` },
    ...extra,
  };
}

/** A list of nodes, in the page's order. */
const itemList = (items: Node[]): Node => ({
  '@type': 'ItemList',
  numberOfItems: items.length,
  itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
});

/** What a page is about, beside the owner and the site: its lists, its project, its files. */
type PageNode = (data: PublicPageData, origin: string) => Node;

/** Each page's own node, by its module; a page without one (a 404) is a plain WebPage. */
const PAGE_NODES: Partial<Record<PageModuleKey, PageNode>> = {
  home: (_data, origin) => ({ '@type': 'ProfilePage', mainEntity: { '@id': `${origin}/#person` } }),
  about: (_data, origin) => ({ '@type': 'AboutPage', about: { '@id': `${origin}/#person` } }),
  projects: (data, origin) => {
    const projects = (data.projects ?? []).map((project) => projectNode(project, origin));
    return { '@type': 'CollectionPage', mainEntity: itemList(projects) };
  },
  certificates: (data, origin) => {
    const credentials = (data.certificates ?? []).map((certificate) => ({
      '@type': 'EducationalOccupationalCredential',
      name: certificate.title,
      image: absolute(certificate.certificate_image, origin),
      recognizedBy: { '@type': 'Organization', name: certificate.issued_by },
    }));
    return { '@type': 'CollectionPage', mainEntity: itemList(credentials) };
  },
  resume: (data, origin) => {
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
  },
  blog: (data, origin) => ({
    '@type': 'CollectionPage',
    mainEntity: {
      '@type': 'Blog',
      '@id': `${origin}${BLOG_PATH}#blog`,
      name: `${data.profile.brandTitle}: blog`,
      author: { '@id': `${origin}/#person` },
      blogPost: (data.posts ?? []).map((post) => postNode(post, origin)),
    },
  }),
  post: (data, origin) => ({
    '@type': 'WebPage',
    mainEntity:
      data.post &&
      postNode(data.post.post, origin, {
        ...(data.post.post.canonicalUrl ? { sameAs: data.post.post.canonicalUrl } : {}),
      }),
  }),
  'case-study': (data, origin) => ({
    '@type': 'WebPage',
    mainEntity:
      data.caseStudy && projectNode(data.caseStudy.project, origin, data.caseStudy.screenshots),
  }),
};

/** The page a graph describes: its module, its path and, on a page with a parameter, its subject. */
interface DescribedPage {
  key: PageModuleKey;
  pathname: string;
  subject?: PageSubject | undefined;
  /** Its document title in its language, when that names it otherwise than the registry. */
  title?: string | undefined;
}

/**
 * The page's schema.org graph as JSON-LD: the owner (Person), the site (WebSite) and this page,
 * with what it shows (the projects as an ItemList, a case study's project, the resume's files).
 * On a site with languages, the site is in each of them and the page, at its language's address,
 * in its own; a site in English alone says 'en' of the site, as before.
 */
export function structuredData(
  { key, pathname, subject, title }: DescribedPage,
  data: PublicPageData,
  origin: string,
): string {
  const language = data.pageLanguage;
  const url = origin + (language ? inPageLanguage(pathname, language) : pathname);
  const tags = language?.languages.map(({ tag }) => tag) ?? ['en'];
  const graph: Node[] = [
    person(data, origin),
    {
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      url: `${origin}/`,
      name: data.profile.brandTitle,
      description: data.profile.description,
      inLanguage: tags.length === 1 ? tags[0] : tags,
      author: { '@id': `${origin}/#person` },
    },
    {
      ...(PAGE_NODES[key]?.(data, origin) ?? { '@type': 'WebPage' }),
      '@id': url,
      url,
      name: subject?.title ?? title ?? documentTitle(pathname, data.profile.brandTitle),
      isPartOf: { '@id': `${origin}/#website` },
      ...(language ? { inLanguage: language.language } : {}),
    },
  ];
  const json = { '@context': 'https://schema.org', '@graph': graph };
  return `<script type="application/ld+json">${scriptSafeJson(json, textOnly)}</script>`;
}
