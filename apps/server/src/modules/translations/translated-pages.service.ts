import {
  type CaseStudyPage,
  type Certificate,
  type IconEntry,
  linesOf,
  type PostPage,
  type PostSummary,
  PROFILE_ENTITY,
  type Profile,
  type Project,
  type PublicPageData,
  type Quote,
  readingMinutes,
  type TimelineEntry,
  type TranslatableKind,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { type Markdown, markdownFor } from '../../lib/markdown.js';
import { mathStylesheetUrl } from '../math/math.service.js';
import { type FeedPost, postIdsOfSlugs } from '../posts/blog.service.js';
import { renderPostBody } from '../posts/post-body.js';
import { renderCaseStudy } from '../projects/case-studies.service.js';
import { type EntityTexts, keyOf, textsByEntity } from './entity-texts.js';
import { entityTranslationRows, translationRows } from './translations.repository.js';

/** One piece of content's texts in the page's language: a field's text, else its default. */
type Texts = (kind: TranslatableKind, id: string) => (field: string, fallback: string) => string;

const textsOf =
  (texts: EntityTexts): Texts =>
  (kind, id) => {
    const own = texts.get(keyOf(kind, id));
    return (field, fallback) => own?.get(field) ?? fallback;
  };

/** Whether a piece of content has a text of this field in the page's language. */
const hasText = (texts: EntityTexts, kind: TranslatableKind, id: string, field: string) =>
  texts.get(keyOf(kind, id))?.has(field) === true;

function translateProfile(profile: Profile, t: Texts): Profile {
  const own = t('profile', PROFILE_ENTITY);
  const lines = (field: string, fallback: string[]) => {
    const text = own(field, '');
    return text === '' ? fallback : linesOf(text);
  };
  const label = (entry: IconEntry): IconEntry =>
    'text' in entry ? { text: t('skill', entry.text)('label', entry.text) } : entry;
  return {
    ...profile,
    greeting: own('greeting', profile.greeting),
    typewriterLines: lines('typewriterLines', profile.typewriterLines),
    introduction: own('introduction', profile.introduction),
    about: {
      ...profile.about,
      role: own('role', profile.about.role),
      location: own('location', profile.about.location),
      hobbies: lines('hobbies', profile.about.hobbies),
    },
    description: own('description', profile.description),
    skills: profile.skills.map(label),
    tools: profile.tools.map(label),
  };
}

function translateProject(project: Project, t: Texts): Project {
  const own = t('project', project._id);
  return {
    ...project,
    title: own('title', project.title),
    description: own('description', project.description),
    project_link_label: own('project_link_label', project.project_link_label),
    website_link_label: own('website_link_label', project.website_link_label),
  };
}

const translateCertificate = (certificate: Certificate, t: Texts): Certificate => {
  const own = t('certificate', certificate._id);
  return {
    ...certificate,
    title: own('title', certificate.title),
    issued_by: own('issued_by', certificate.issued_by),
  };
};

const translateQuote = (quote: Quote, t: Texts): Quote => ({
  ...quote,
  quote: t('quote', quote._id)('quote', quote.quote),
});

function translateTimeline(entry: TimelineEntry, texts: EntityTexts, markdown: Markdown) {
  const own = textsOf(texts)('timeline', entry._id);
  const summaryTranslated = hasText(texts, 'timeline', entry._id, 'summary');
  const summary = own('summary', entry.summary);
  return {
    ...entry,
    role: own('role', entry.role),
    organisation: own('organisation', entry.organisation),
    place: own('place', entry.place),
    summary,
    summaryHtml: summaryTranslated ? markdown.renderSnippet(summary) : entry.summaryHtml,
  };
}

/** A post as a list shows it: its title, summary and reading time (of its translated body). */
function translatePostSummary<T extends PostSummary>(post: T, t: Texts): T {
  const own = t('post', post._id);
  const body = own('body', '');
  return {
    ...post,
    title: own('title', post.title),
    summary: own('summary', post.summary),
    readingMinutes: body === '' ? post.readingMinutes : readingMinutes(body),
  };
}

function translateCaseStudy(
  page: CaseStudyPage,
  texts: EntityTexts,
  markdown: Markdown,
): CaseStudyPage {
  const t = textsOf(texts);
  const project = translateProject(page.project, t);
  if (!hasText(texts, 'project', page.project._id, 'case_study')) return { ...page, project };
  return {
    ...page,
    project,
    ...renderCaseStudy(markdown, t('project', page.project._id)('case_study', '')),
  };
}

async function translatePostPage(
  deps: Pick<AppDeps, 'db'>,
  page: PostPage,
  texts: EntityTexts,
  markdown: Markdown,
): Promise<PostPage> {
  const t = textsOf(texts);
  const { post } = page;
  const body = hasText(texts, 'post', post._id, 'body')
    ? renderPostBody(markdown, t('post', post._id)('body', ''))
    : {};
  const links = [page.previous, page.next].flatMap((link) => (link ? [link.slug] : []));
  const ids = await postIdsOfSlugs(deps, links);
  const link = (found: { slug: string; title: string }) => {
    const id = ids.get(found.slug);
    return id === undefined ? found : { ...found, title: t('post', id)('title', found.title) };
  };
  return {
    ...page,
    post: { ...translatePostSummary(post, t), ...body },
    ...(page.previous ? { previous: link(page.previous) } : {}),
    ...(page.next ? { next: link(page.next) } : {}),
    related: page.related.map((summary) => translatePostSummary(summary, t)),
  };
}

/**
 * The profile in one of the site's other languages (a feed's subtitle): each of its texts the
 * owner wrote there, the default's otherwise.
 */
export async function translateProfileIn(
  deps: Pick<AppDeps, 'db'>,
  profile: Profile,
  language: string,
): Promise<Profile> {
  const rows = await entityTranslationRows(deps.db, language, 'profile', PROFILE_ENTITY);
  return rows.length === 0 ? profile : translateProfile(profile, textsOf(textsByEntity(rows)));
}

/** What a feed tells of a project: the project, and its case study's body for feeds. */
interface FeedProject {
  project: Project;
  caseStudyHtml: string | undefined;
}

/**
 * A feed's entries in one of the site's other languages: each project's and post's texts the
 * owner wrote there (a translated body or case study rendered for feeds as the default's is),
 * the default's otherwise.
 */
export async function translateFeedIn<Entry extends FeedProject>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  feed: { entries: readonly Entry[]; posts: readonly FeedPost[] },
  language: string,
): Promise<{ entries: Entry[]; posts: FeedPost[] }> {
  const texts = textsByEntity(await translationRows(deps.db, language));
  const t = textsOf(texts);
  const markdown = await markdownFor(deps.config);
  const ownBody = (kind: TranslatableKind, id: string, field: string, html: string) =>
    hasText(texts, kind, id, field) ? markdown.renderForFeed(t(kind, id)(field, '')) : html;
  return {
    entries: feed.entries.map((entry) => ({
      ...entry,
      project: translateProject(entry.project, t),
      caseStudyHtml:
        entry.caseStudyHtml &&
        ownBody('project', entry.project._id, 'case_study', entry.caseStudyHtml),
    })),
    posts: feed.posts.map(({ post, html }) => ({
      post: translatePostSummary(post, t),
      html: ownBody('post', post._id, 'body', html),
    })),
  };
}

/**
 * The owner's texts in one of the site's other languages, with their lookup and the Markdown
 * renderer of the translated bodies; nothing when he wrote none there.
 */
async function ownTextsIn(
  deps: Pick<AppDeps, 'db' | 'config'>,
  language: string,
): Promise<{ texts: EntityTexts; t: Texts; markdown: Markdown } | undefined> {
  const texts = textsByEntity(await translationRows(deps.db, language));
  if (texts.size === 0) return undefined;
  return { texts, t: textsOf(texts), markdown: await markdownFor(deps.config) };
}

/**
 * A public page's data in one of the site's other languages: each of the owner's texts it shows
 * (profile, skills, projects and their case studies, certificates, timeline, quotes, posts) is
 * his text in that language where he wrote one, the default's otherwise. A translated Markdown
 * body is rendered by the same renderer as the default's; the page, kept per language, is not
 * drawn again until the content changes. The default language's pages never come here.
 */
export async function translatePageData(
  deps: Pick<AppDeps, 'db' | 'config'>,
  data: PublicPageData,
  language: string,
): Promise<PublicPageData> {
  const own = await ownTextsIn(deps, language);
  if (!own) return data;
  const { texts, t, markdown } = own;
  const translated: PublicPageData = {
    ...data,
    profile: translateProfile(data.profile, t),
    ...(data.featuredProjects && {
      featuredProjects: data.featuredProjects.map((project) => translateProject(project, t)),
    }),
    ...(data.projects && {
      projects: data.projects.map((project) => translateProject(project, t)),
    }),
    ...(data.certificates && {
      certificates: data.certificates.map((certificate) => translateCertificate(certificate, t)),
    }),
    ...(data.quotes && { quotes: data.quotes.map((quote) => translateQuote(quote, t)) }),
    ...(data.timeline && {
      timeline: data.timeline.map((entry) => translateTimeline(entry, texts, markdown)),
    }),
    ...(data.posts && { posts: data.posts.map((post) => translatePostSummary(post, t)) }),
    ...(data.caseStudy && { caseStudy: translateCaseStudy(data.caseStudy, texts, markdown) }),
    ...(data.post && { post: await translatePostPage(deps, data.post, texts, markdown) }),
  };
  const math = translated.caseStudy?.hasMath === true || translated.post?.post.hasMath === true;
  return math && !translated.mathStylesheet
    ? { ...translated, mathStylesheet: await mathStylesheetUrl() }
    : translated;
}

/** What the generated résumé is set from (modules/json-resume): the owner's texts it prints. */
interface ResumeContent {
  profile: Profile;
  timeline: TimelineEntry[];
  projects: Project[];
  certificates: Certificate[];
}

/**
 * The résumé's content in one of the site's other languages: the profile, timeline, projects and
 * certificates with the owner's texts in that language where he wrote them, as its pages have
 * them (`translatePageData`).
 */
export async function translateResumeContent<T extends ResumeContent>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  content: T,
  language: string,
): Promise<T> {
  const own = await ownTextsIn(deps, language);
  if (!own) return content;
  const { texts, t, markdown } = own;
  return {
    ...content,
    profile: translateProfile(content.profile, t),
    timeline: content.timeline.map((entry) => translateTimeline(entry, texts, markdown)),
    projects: content.projects.map((project) => translateProject(project, t)),
    certificates: content.certificates.map((certificate) => translateCertificate(certificate, t)),
  };
}
