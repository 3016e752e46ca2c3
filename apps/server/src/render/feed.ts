import {
  BLOG_FEED_PATH,
  BLOG_PATH,
  blogPagePath,
  blogTagFeedPath,
  caseStudyPath,
  FEED_PATH,
  postPath,
  postsFeedTitle,
  publicPath,
  siteFeedTitle,
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
 * A project, published at its own date (when it was added for one without): its image and
 * description, then its case study when it has one.
 */
function projectEntry(origin: string, { project, published, caseStudyHtml }: FeedEntry): AtomEntry {
  const image = project.project_image
    ? `<p><img src="${escapeXml(project.project_image)}" alt="${escapeXml(project.title)}"></p>`
    : '';
  return {
    id: tagId(origin, project.createdAt, `project/${project._id}`),
    title: project.title,
    url: caseStudyHtml
      ? origin + caseStudyPath(project.slug)
      : project.website_link || origin + publicPath('projects'),
    published,
    updated: project.updatedAt,
    summary: project.description,
    tags: project.tags,
    html: `${image}<p>${escapeXml(project.description)}</p>${caseStudyHtml ?? ''}`,
  };
}

/** A post: its cover, then its body. */
function postEntry(origin: string, { post, html }: FeedPost): AtomEntry {
  const cover = post.cover
    ? `<p><img src="${escapeXml(post.cover)}" alt="${escapeXml(post.title)}"></p>`
    : '';
  return {
    id: tagId(origin, post.publishedAt, `post/${post._id}`),
    title: post.title,
    url: origin + postPath(post.slug),
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
  id: string;
  title: string;
  selfPath: string;
  alternatePath: string;
  entries: AtomEntry[];
}

/**
 * An Atom feed, its entries newest first. Relative links in a body resolve against the site
 * (`xml:base`); the feed's time is its latest entry's, or the epoch when there is none.
 */
function atomXml(origin: string, { profile, icon }: Feed | PostFeed, doc: AtomDocument): string {
  const entries = doc.entries.toSorted(
    (a, b) => b.published.localeCompare(a.published) || b.id.localeCompare(a.id),
  );
  const updated = entries.reduce(
    (latest, entry) => (entry.updated > latest ? entry.updated : latest),
    new Date(0).toISOString(),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="${escapeXml(`${origin}/`)}">`,
    element('id', doc.id),
    element('title', doc.title),
    element('subtitle', profile.description),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(origin + doc.selfPath)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(origin + doc.alternatePath)}"/>`,
    element('updated', updated),
    `<author>${element('name', profile.ownerName)}${element('uri', `${origin}/`)}</author>`,
    element('icon', icon),
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}

/** The site's feed: the visible projects with their case studies, and the posts. */
export function atomFeed(origin: string, feed: Feed): string {
  return atomXml(origin, feed, {
    id: `${origin}/`,
    title: siteFeedTitle(feed.profile.brandTitle, feed.posts.length > 0),
    selfPath: FEED_PATH,
    alternatePath: publicPath('projects'),
    entries: [
      ...feed.entries.map((entry) => projectEntry(origin, entry)),
      ...feed.posts.map((post) => postEntry(origin, post)),
    ],
  });
}

/** The blog's feed, or one tag's: its newest posts with their bodies. */
export function postsFeed(origin: string, feed: PostFeed, tag: string | undefined): string {
  return atomXml(origin, feed, {
    id: origin + (tag === undefined ? BLOG_FEED_PATH : blogTagFeedPath(tag)),
    title: postsFeedTitle(feed.profile.brandTitle, tag),
    selfPath: tag === undefined ? BLOG_FEED_PATH : blogTagFeedPath(tag),
    alternatePath: tag === undefined ? BLOG_PATH : blogPagePath(tag, 1),
    entries: feed.posts.map((post) => postEntry(origin, post)),
  });
}
