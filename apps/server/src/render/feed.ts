import { caseStudyPath, FEED_PATH, publicPath } from '@portfolio/contract';
import type { Feed, FeedEntry } from '../modules/discovery/discovery.service.js';
import { escapeXml } from './xml.js';

export const FEED_TYPE = 'application/atom+xml; charset=utf-8';

const element = (name: string, text: string, attributes = '') =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`;

/** An id that never changes, whatever the project's title or slug becomes (RFC 4151 tag URI). */
function entryId(origin: string, project: FeedEntry['project']): string {
  return `tag:${new URL(origin).hostname},${project.createdAt.slice(0, 10)}:project/${project._id}`;
}

/** An entry's body: the project's image and description, then its case study when it has one. */
function entryContent({ project, caseStudyHtml }: FeedEntry): string {
  const image = project.project_image
    ? `<p><img src="${escapeXml(project.project_image)}" alt="${escapeXml(project.title)}"></p>`
    : '';
  return `${image}<p>${escapeXml(project.description)}</p>${caseStudyHtml ?? ''}`;
}

function entryXml(origin: string, entry: FeedEntry): string {
  const { project } = entry;
  const page = entry.caseStudyHtml
    ? origin + caseStudyPath(project.slug)
    : project.website_link || origin + publicPath('projects');
  return [
    '<entry>',
    element('id', entryId(origin, project)),
    element('title', project.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    element('published', entry.published),
    element('updated', project.updatedAt),
    element('summary', project.description),
    ...project.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`),
    element('content', entryContent(entry), ' type="html"'),
    '</entry>',
  ].join('');
}

/**
 * The Atom feed of the visible projects and their case studies, newest first by their own dates
 * (when they were added for those without one). Relative links in a
 * case study resolve against the site (`xml:base`); the feed's time is its latest entry's, or the
 * epoch when there is none.
 */
export function atomFeed(origin: string, { profile, icon, entries }: Feed): string {
  const updated = entries.reduce(
    (latest, { project }) => (project.updatedAt > latest ? project.updatedAt : latest),
    new Date(0).toISOString(),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="${escapeXml(`${origin}/`)}">`,
    element('id', `${origin}/`),
    element('title', `${profile.brandTitle}: projects`),
    element('subtitle', profile.description),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(origin + FEED_PATH)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(origin + publicPath('projects'))}"/>`,
    element('updated', updated),
    `<author>${element('name', profile.ownerName)}${element('uri', `${origin}/`)}</author>`,
    element('icon', icon),
    ...entries.map((entry) => entryXml(origin, entry)),
    '</feed>',
    '',
  ].join('\n');
}
