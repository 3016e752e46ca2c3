import { isAdminHostname, PUBLIC_PAGES } from '@portfolio/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors.js';
import { listCaseStudyPaths } from '../modules/projects/case-studies.service.js';

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** Search engines may keep these for a day; a change of pages is rare. */
const CACHE = 'public, max-age=86400';

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The sitemap of the public site, at the public origin: every public page the registry lists in it,
 * then the visible case studies' pages.
 */
function sitemapXml(publicOrigin: string, caseStudyPaths: readonly string[]): string {
  const paths = [
    ...PUBLIC_PAGES.filter((page) => page.inSitemap).map((page) => page.path),
    ...caseStudyPaths,
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(publicOrigin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public host allows everything and names its sitemap; the admin host nothing. */
function robotsTxt(adminHost: boolean, publicOrigin: string): string {
  if (adminHost) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicOrigin}/sitemap.xml\n`;
}

/** /robots.txt and /sitemap.xml, for search engines. The admin host is never indexed. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicOrigin } = app.deps.config;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type(TEXT)
      .header('cache-control', CACHE)
      .send(robotsTxt(isAdminHostname(request.hostname), publicOrigin)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    if (isAdminHostname(request.hostname)) throw notFound('The admin host has no sitemap');
    const sitemap = sitemapXml(publicOrigin, await listCaseStudyPaths(app.deps));
    return reply.type(XML).header('cache-control', CACHE).send(sitemap);
  });
};
