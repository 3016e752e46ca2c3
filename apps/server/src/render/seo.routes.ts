import {
  BLOG_FEED_PATH,
  BLOG_TAG_FEED_ROUTE,
  blogTagFeedPath,
  ENGLISH_SERVER_TEXTS,
  FEED_PATH,
  isAdminHostname,
  OPENSEARCH_PATH,
  pathInLanguage,
  SEARCH_PATH,
  SEARCH_QUERY,
  type SiteLanguages,
  splitLanguagePath,
} from '@portfolio/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { named } from '../lib/route-plugins.js';
import {
  listSitemapPages,
  loadFeed,
  loadPostFeed,
  type SitemapPage,
} from '../modules/discovery/discovery.service.js';
import { readLanguages } from '../modules/languages/languages.service.js';
import { readProfile } from '../modules/profile/profile.service.js';
import { buildAnswer } from '../public-answers/answer-store.js';
import { unkept } from '../public-answers/kept-answer.js';
import { sendAnswer } from '../public-answers/send-answer.js';
import { atomFeed, FEED_TYPE, type FeedLanguage, postsFeed } from './feed.js';
import { keptLanguages } from './page-language.js';
import type { WebRenderer } from './web-renderer.js';
import { escapeXml } from './xml.js';

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** Search engines may keep these for a day; a change of pages is rare. */
const CACHE = 'public, max-age=86400';

/** A feed reader asks often: it revalidates after an hour (ETag), a change shows by then. */
const FEED_CACHE = 'public, max-age=3600';
const FEED_KEY = 'feed';

/**
 * The sitemap of the public site, at the public origin: every public page the registry lists in it,
 * then the visible case studies' pages, each with when it last changed. Pages filtered by a tag
 * are not listed: their canonical address is /projects. On a site of several
 * languages, each page in each language, every one naming all of them and the default's as
 * x-default (hreflang, as Google reads it from a sitemap).
 */
function sitemapXml(
  publicOrigin: string,
  pages: readonly SitemapPage[],
  site: SiteLanguages,
): string {
  const several = site.languages.length > 1;
  const urls = pages.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    if (!several) return [`  <url><loc>${escapeXml(publicOrigin + path)}</loc>${lastmod}</url>`];
    const href = (tag: string) =>
      escapeXml(publicOrigin + pathInLanguage(path, tag, site.defaultLanguage));
    const links = [
      ...site.languages.map(
        (tag) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${href(tag)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(site.defaultLanguage)}"/>`,
    ].join('');
    return site.languages.map((tag) => `  <url><loc>${href(tag)}</loc>${lastmod}${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    several
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const OPENSEARCH_TYPE = 'application/opensearchdescription+xml; charset=utf-8';
/** OpenSearch's limit on a short name, in characters. */
const SHORT_NAME_MAX = 16;

/**
 * The OpenSearch description of the site's search (https://github.com/dewitt/opensearch): a
 * browser offers to add the site as a search engine, whose results are the search page.
 */
function openSearchXml(publicOrigin: string, brandTitle: string): string {
  const shortName = Array.from(brandTitle).slice(0, SHORT_NAME_MAX).join('');
  const template = `${publicOrigin}${SEARCH_PATH}?${SEARCH_QUERY}={searchTerms}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeXml(shortName)}</ShortName>`,
    `  <Description>${escapeXml(`Search ${brandTitle}`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Url type="text/html" method="get" template="${escapeXml(template)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(publicOrigin + OPENSEARCH_PATH)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

/** robots.txt: the public host allows everything and names its sitemap; the admin host nothing. */
function robotsTxt(adminHost: boolean, publicOrigin: string): string {
  if (adminHost) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicOrigin}/sitemap.xml\n`;
}

/**
 * /robots.txt, /sitemap.xml, the Atom feeds (the site's /feed.xml, the blog's /blog/feed.xml and
 * one per tag, /blog/tags/<tag>/feed.xml) and the search's OpenSearch description, for search
 * engines, feed readers and browsers. The admin host is never indexed and has neither. A feed's
 * fixed words are its language's, from the web app's catalogues (`web`, set up after these
 * routes; English's without it).
 */
export const seoRoutes = (web: () => WebRenderer | undefined): FastifyPluginAsync =>
  named('seoRoutes', async (app) => {
    const { publicOrigin } = app.deps.config;

    app.get('/robots.txt', async (request, reply) =>
      reply
        .type(TEXT)
        .header('cache-control', CACHE)
        .send(robotsTxt(isAdminHostname(request.hostname), publicOrigin)),
    );

    app.get('/sitemap.xml', async (request, reply) => {
      if (isAdminHostname(request.hostname)) throw notFound('The admin host has no sitemap');
      const [pages, site] = await Promise.all([
        listSitemapPages(app.deps),
        readLanguages(app.deps),
      ]);
      const sitemap = sitemapXml(publicOrigin, pages, site);
      return reply.type(XML).header('cache-control', CACHE).send(sitemap);
    });

    /**
     * The language a feed's address names by its prefix (`/pt/feed.xml`), among the site's others
     * than the default; undefined for a prefix that is none of them (a 404).
     */
    const languages = keptLanguages(app.publicAnswers.version, () => readLanguages(app.deps));
    /** A feed's texts: its language's, the default's for a feed at the site's own paths. */
    const feedTexts = async (language: FeedLanguage | undefined) => {
      const tag = language?.tag ?? (await languages()).defaultLanguage;
      return (await web()?.texts(tag)) ?? ENGLISH_SERVER_TEXTS;
    };
    const feedLanguageOf = async (prefix: string): Promise<FeedLanguage | undefined> => {
      const site = await languages();
      const language = splitLanguagePath(`/${prefix}/`, site)?.language;
      return language === undefined
        ? undefined
        : { tag: language, defaultLanguage: site.defaultLanguage };
    };
    /** A feed's key among kept answers: its language's beside its own. */
    const keyIn = (key: string, language: FeedLanguage | undefined) =>
      language === undefined ? key : `${key} @${language.tag}`;

    // Kept per content version like the pages: made once after a change, then an ETag.
    const serveSiteFeed = async (
      request: FastifyRequest,
      reply: FastifyReply,
      language: FeedLanguage | undefined,
    ) => {
      if (isAdminHostname(request.hostname)) throw notFound('The admin host has no feed');
      const answer = await app.publicAnswers.keptAnswer(keyIn(FEED_KEY, language), async () => {
        const [content, texts] = await Promise.all([
          loadFeed(app.deps, language?.tag),
          feedTexts(language),
        ]);
        const feed = atomFeed(publicOrigin, content, texts, language);
        return buildAnswer(200, FEED_TYPE, feed, { headers: { 'cache-control': FEED_CACHE } });
      });
      return sendAnswer(request, reply, answer);
    };

    /** A feed of posts, kept per content version; a tag no visible post has is a 404, never kept. */
    const servePostFeed = async (
      request: FastifyRequest,
      reply: FastifyReply,
      tag: string | undefined,
      language: FeedLanguage | undefined,
    ) => {
      if (isAdminHostname(request.hostname)) throw notFound('The admin host has no feed');
      const key = tag === undefined ? BLOG_FEED_PATH : blogTagFeedPath(tag);
      const answer = await app.publicAnswers.keptAnswer(
        keyIn(`feed ${key}`, language),
        async () => {
          const feed = await loadPostFeed(app.deps, tag, language?.tag);
          if (!feed) return unkept(undefined);
          const xml = postsFeed(publicOrigin, feed, tag, await feedTexts(language), language);
          return buildAnswer(200, FEED_TYPE, xml, { headers: { 'cache-control': FEED_CACHE } });
        },
      );
      if ('unkept' in answer) throw notFound('No post has this tag');
      return sendAnswer(request, reply, answer);
    };

    // Kept per content version: it names the brand title.
    app.get(OPENSEARCH_PATH, async (request, reply) => {
      if (isAdminHostname(request.hostname)) throw notFound('The admin host has no search');
      const answer = await app.publicAnswers.keptAnswer(OPENSEARCH_PATH, async () => {
        const { brandTitle } = await readProfile(app.deps);
        return buildAnswer(200, OPENSEARCH_TYPE, openSearchXml(publicOrigin, brandTitle), {
          headers: { 'cache-control': CACHE },
        });
      });
      return sendAnswer(request, reply, answer);
    });

    app.get(FEED_PATH, async (request, reply) => serveSiteFeed(request, reply, undefined));
    app.get(BLOG_FEED_PATH, async (request, reply) =>
      servePostFeed(request, reply, undefined, undefined),
    );
    app.get<{ Params: { tag: string } }>(BLOG_TAG_FEED_ROUTE, async (request, reply) =>
      servePostFeed(request, reply, request.params.tag, undefined),
    );
    // The same feeds in another of the site's languages, at its prefix (`/pt/blog/feed.xml`); a
    // prefix that is no language of the site is the 404 of any path.
    app.get<{ Params: { language: string } }>(`/:language${FEED_PATH}`, async (request, reply) => {
      const language = await feedLanguageOf(request.params.language);
      if (!language) return reply.callNotFound();
      return serveSiteFeed(request, reply, language);
    });
    app.get<{ Params: { language: string } }>(
      `/:language${BLOG_FEED_PATH}`,
      async (request, reply) => {
        const language = await feedLanguageOf(request.params.language);
        if (!language) return reply.callNotFound();
        return servePostFeed(request, reply, undefined, language);
      },
    );
    app.get<{ Params: { language: string; tag: string } }>(
      `/:language${BLOG_TAG_FEED_ROUTE}`,
      async (request, reply) => {
        const language = await feedLanguageOf(request.params.language);
        if (!language) return reply.callNotFound();
        return servePostFeed(request, reply, request.params.tag, language);
      },
    );
  });
