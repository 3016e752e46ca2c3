import {
  BLOG_FEED_PATH,
  BLOG_PATH,
  blogPagePath,
  blogTagFeedPath,
  caseStudyPath,
  FEED_PATH,
  pathInLanguage,
  postPath,
  publicPath,
  type ServerTexts,
} from '@portfolio/contract';
import type { Feed, FeedEntry, PostFeed } from '../modules/discovery/discovery.service.js';
import type { FeedPost } from '../modules/posts/blog.service.js';
import { escapeXml } from './xml.js';

export const FEED_TYPE = 'application/atom+xml; charset=utf-8';

const element = (name: string, text: string, attributes = '') =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`;

/** One entry of a feed, whatever it tells of: a project or a post. */
interface AtomEntry {
  /** An id that never changes, whatever the title or slug becomes (RFC 4151 tag URI). */
  id: string;
  title: string;
  url: string;
  published: string;
  updated: string;
  summary: string;
  tags: readonly string[];
  /** The entry's body: safe HTML. */
  html: string;
}

const tagId = (origin: string, date: string, what: string) =>
  `tag:${new URL(origin).hostname},${date.slice(0, 10)}:${what}`;

/**
 * The language of a feed of another language than the site's default: its entries' links and its
 * own at that language's prefix (`/pt/blog/feed.xml`), its `xml:lang` said. A feed of the default
 * language has none and is as it always was.
 */
export interface FeedLanguage {
  tag: string;
  defaultLanguage: string;
}

/** Where a feed's links go: the site's address of a path, at its language's prefix. */
interface FeedPlace {
  origin: string;
  /** The path in the feed's language. */
  local(path: string): string;
  /** What an entry's id says besides, in another language: the same entry is another text there. */
  idSuffix: string;
  lang: string | undefined;
}

function placeOf(origin: string, language: FeedLanguage | undefined): FeedPlace {
  if (!language) return { origin, local: (path) => path, idSuffix: '', lang: undefined };
  return {
    origin,
    local: (path) => pathInLanguage(path, language.tag, language.defaultLanguage),
    idSuffix: `/${language.tag}`,
    lang: language.tag,
  };
}

/** An entry's picture as a paragraph of its HTML: nothing when it has none. */
const pictureOf = (src: string, alt: string) =>
  src ? `<p><img src="${escapeXml(src)}" alt="${escapeXml(alt)}"></p>` : '';

/**
 * A project, published at its own date (when it was added for one without): its image and
 * description, then its case study when it has one.
 */
function projectEntry(
  place: FeedPlace,
  { project, published, caseStudyHtml }: FeedEntry,
): AtomEntry {
  const { origin, local } = place;
  const image = pictureOf(project.project_image, project.title);
  return {
    id: tagId(origin, project.createdAt, `project/${project._id}${place.idSuffix}`),
    title: project.title,
    url: caseStudyHtml
      ? origin + local(caseStudyPath(project.slug))
      : project.website_link || origin + local(publicPath('projects')),
    published,
    updated: project.updatedAt,
    summary: project.description,
    tags: project.tags,
    html: `${image}<p>${escapeXml(project.description)}</p>${caseStudyHtml ?? ''}`,
  };
}

/** A post: its cover, then its body. */
function postEntry(place: FeedPlace, { post, html }: FeedPost): AtomEntry {
  const { origin, local } = place;
  const cover = pictureOf(post.cover, post.title);
  return {
    id: tagId(origin, post.publishedAt, `post/${post._id}${place.idSuffix}`),
    title: post.title,
    url: origin + local(postPath(post.slug)),
    published: post.publishedAt,
    updated: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    summary: post.summary || post.title,
    tags: post.tags,
    html: cover + html,
  };
}

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    element('id', entry.id),
    element('title', entry.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    element('published', entry.published),
    element('updated', entry.updated),
    element('summary', entry.summary),
    ...entry.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`),
    element('content', entry.html, ' type="html"'),
    '</entry>',
  ].join('');
}

interface AtomDocument {
  /** The feed's id, the site's address of this path (in the feed's language). */
  idPath: string;
  title: string;
  selfPath: string;
  alternatePath: string;
  entries: AtomEntry[];
}

/**
 * An Atom feed, its entries newest first. Relative links in a body resolve against the site
 * (`xml:base`); the feed's time is its latest entry's, or the epoch when there is none. A feed in
 * another language than the default says which (`xml:lang`), its id and links at its prefix.
 */
function atomXml(place: FeedPlace, { profile, icon }: Feed | PostFeed, doc: AtomDocument): string {
  const { origin, local } = place;
  const lang = place.lang === undefined ? '' : ` xml:lang="${escapeXml(place.lang)}"`;
  const entries = doc.entries.toSorted(
    (a, b) => b.published.localeCompare(a.published) || b.id.localeCompare(a.id),
  );
  const updated = entries.reduce(
    (latest, entry) => (entry.updated > latest ? entry.updated : latest),
    new Date(0).toISOString(),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="${escapeXml(`${origin}/`)}"${lang}>`,
    element('id', origin + local(doc.idPath)),
    element('title', doc.title),
    element('subtitle', profile.description),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(origin + local(doc.selfPath))}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(origin + local(doc.alternatePath))}"/>`,
    element('updated', updated),
    `<author>${element('name', profile.ownerName)}${element('uri', origin + local('/'))}</author>`,
    element('icon', icon),
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}

/**
 * The site's feed: the visible projects with their case studies, and the posts; its title in its
 * language's texts.
 */
export function atomFeed(
  origin: string,
  feed: Feed,
  texts: ServerTexts,
  language?: FeedLanguage,
): string {
  const place = placeOf(origin, language);
  return atomXml(place, feed, {
    idPath: '/',
    title: texts.siteFeedTitle(feed.profile.brandTitle, feed.posts.length > 0),
    selfPath: FEED_PATH,
    alternatePath: publicPath('projects'),
    entries: [
      ...feed.entries.map((entry) => projectEntry(place, entry)),
      ...feed.posts.map((post) => postEntry(place, post)),
    ],
  });
}

/** The blog's feed, or one tag's: its newest posts with their bodies, its title in its texts'. */
export function postsFeed(
  origin: string,
  feed: PostFeed,
  tag: string | undefined,
  texts: ServerTexts,
  language?: FeedLanguage,
): string {
  const place = placeOf(origin, language);
  return atomXml(place, feed, {
    idPath: tag === undefined ? BLOG_FEED_PATH : blogTagFeedPath(tag),
    title: texts.postsFeedTitle(feed.profile.brandTitle, tag),
    selfPath: tag === undefined ? BLOG_FEED_PATH : blogTagFeedPath(tag),
    alternatePath: tag === undefined ? BLOG_PATH : blogPagePath(tag, 1),
    entries: feed.posts.map((post) => postEntry(place, post)),
  });
}
