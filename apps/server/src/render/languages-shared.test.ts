import {
  apiPaths,
  BLOG_FEED_PATH,
  blogTagFeedPath,
  caseStudyPath,
  contactTexts,
  FEED_PATH,
  postPath,
} from '@portfolio/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
import { servedFormToken } from '../test/contact.js';
import { seedProject } from '../test/content.js';
import { publishPost } from '../test/posts.js';
import { jsonLdOf } from '../test/schema-org.js';
import { sourceWeb } from '../test/web.js';

// Found and shared in each of the site's languages: its feeds, its JSON-LD, its contact form.

const ORIGIN = 'https://example.com';
const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'example.com' } });

const setLanguages = async (languages: string[]) =>
  expectStatus(
    await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.languages,
      headers: ctx.auth(ctx.token),
      payload: { defaultLanguage: 'en', languages },
    }),
    200,
  );

/** A site with a project's case study and a post tagged rust. */
async function seedContent() {
  const project = await seedProject(ctx, ctx.token, { title: 'Engine', case_study: '## How' });
  const post = await publishPost(ctx, ctx.token, { title: 'Hello', tags: ['rust'] });
  return { project, post };
}

async function feedAt(url: string) {
  const res = await get(url);
  expectStatus(res, 200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return { body: res.body, parsed: parseAtomFeed(res.body) };
}

const alternateOf = (entry: { links?: { rel?: string; href?: string }[] | undefined }) =>
  entry.links?.find((link) => link.rel === 'alternate')?.href;

/** A feed read by a real XML parser: its root's language, title and subtitle. */
function feedHeadOf(xml: string) {
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
    .feed as Record<string, unknown>;
  return { lang: parsed['@xml:lang'], title: parsed.title, subtitle: parsed.subtitle };
}

describe("a language's feeds", () => {
  it("have their title in their language's words, their subtitle in the owner's, and the default's as before", async () => {
    await seedContent();
    const before = await feedAt(FEED_PATH);
    const tagBefore = await feedAt(blogTagFeedPath('rust'));
    await setLanguages(['en', 'pt', 'ar']);
    expectStatus(
      await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.translations.texts,
        headers: ctx.auth(ctx.token),
        payload: {
          language: 'pt',
          kind: 'profile',
          id: 'profile',
          fields: { description: 'Portfólio de Ada' },
        },
      }),
      200,
    );
    expect((await feedAt(FEED_PATH)).body).toBe(before.body);
    expect((await feedAt(blogTagFeedPath('rust'))).body).toBe(tagBefore.body);
    const english = feedHeadOf(before.body);
    expect(english.lang).toBeUndefined();
    const brand = String(english.title).replace(/: projects and posts$/, '');
    expect(english.title).toBe(`${brand}: projects and posts`);

    expect(feedHeadOf((await feedAt(`/pt${FEED_PATH}`)).body)).toEqual({
      lang: 'pt',
      title: `${brand}: projetos e posts`,
      subtitle: 'Portfólio de Ada',
    });
    expect(feedHeadOf((await feedAt(`/pt${blogTagFeedPath('rust')}`)).body)).toEqual({
      lang: 'pt',
      title: `${brand}: posts com a tag rust`,
      subtitle: 'Portfólio de Ada',
    });
    const arabic = feedHeadOf((await feedAt(`/ar${BLOG_FEED_PATH}`)).body);
    expect(arabic).toEqual({
      lang: 'ar',
      title: `${brand}: التدوينات`,
      subtitle: english.subtitle,
    });
    // The page's head names its feeds in its language too.
    expect((await get('/pt/blog')).body).toContain(
      `type="application/atom+xml" title="${brand}: posts"`,
    );
    expect((await get('/pt/about')).body).toContain(
      `type="application/atom+xml" title="${brand}: projetos e posts"`,
    );
  });

  it("tell of projects and posts in the owner's words in their language, the default's where he wrote none", async () => {
    const { project, post } = await seedContent();
    const other = await publishPost(ctx, ctx.token, { title: 'Untranslated', tags: ['rust'] });
    await setLanguages(['en', 'pt']);
    const translate = async (kind: string, id: string, fields: Record<string, string>) =>
      expectStatus(
        await ctx.app.inject({
          method: 'PUT',
          url: apiPaths.translations.texts,
          headers: ctx.auth(ctx.token),
          payload: { language: 'pt', kind, id, fields },
        }),
        200,
      );
    await translate('project', project._id, { title: 'Motor', case_study: '## Como *foi*' });
    await translate('post', post._id, { title: 'Olá', body: 'Um **texto** em português.' });
    const entryOf = (feed: Awaited<ReturnType<typeof feedAt>>, title: string) =>
      feed.parsed.entries?.find((entry) => entry.title?.value === title);

    const site = await feedAt(`/pt${FEED_PATH}`);
    expect(entryOf(site, 'Motor')?.content?.value).toContain('<em>foi</em>');
    expect(entryOf(site, 'Olá')?.content?.value).toContain('<strong>texto</strong> em português');
    expect(entryOf(site, 'Untranslated')).toBeDefined();
    expect(entryOf(site, 'Engine')).toBeUndefined();
    const tagged = await feedAt(`/pt${blogTagFeedPath('rust')}`);
    expect(tagged.parsed.entries?.map((entry) => entry.title?.value).sort()).toEqual([
      'Olá',
      'Untranslated',
    ]);
    expect(entryOf(tagged, 'Olá')?.content?.value).toContain('em português');
    expect(entryOf(await feedAt(FEED_PATH), 'Hello')?.content?.value).not.toContain('português');
    expect(other.title).toBe('Untranslated');
  });

  it("are at its prefix, say their language, and link its pages; the default's stay as they were", async () => {
    const { project, post } = await seedContent();
    const before = await feedAt(FEED_PATH);
    const blogBefore = await feedAt(BLOG_FEED_PATH);
    await setLanguages(['en', 'pt', 'ar']);

    expect((await feedAt(FEED_PATH)).body).toBe(before.body);
    expect((await feedAt(BLOG_FEED_PATH)).body).toBe(blogBefore.body);
    expect(before.body).not.toContain('xml:lang');

    const site = await feedAt(`/pt${FEED_PATH}`);
    expect(site.body).toContain('xml:lang="pt"');
    expect(site.parsed.id).toBe(`${ORIGIN}/pt/`);
    expect(site.parsed.links).toContainEqual({
      rel: 'self',
      type: 'application/atom+xml',
      href: `${ORIGIN}/pt${FEED_PATH}`,
    });
    const links = (site.parsed.entries ?? []).map(alternateOf);
    expect(links).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/pt${caseStudyPath(project.slug)}`,
        `${ORIGIN}/pt${postPath(post.slug)}`,
      ]),
    );
    const ids = new Set((before.parsed.entries ?? []).map((entry) => entry.id));
    expect((site.parsed.entries ?? []).filter((entry) => ids.has(entry.id))).toEqual([]);

    const posts = await feedAt(`/ar${BLOG_FEED_PATH}`);
    expect(posts.body).toContain('xml:lang="ar"');
    expect((posts.parsed.entries ?? []).map(alternateOf)).toEqual([
      `${ORIGIN}/ar${postPath(post.slug)}`,
    ]);
    const tagged = await feedAt(`/ar${blogTagFeedPath('rust')}`);
    expect(tagged.parsed.id).toBe(`${ORIGIN}/ar${blogTagFeedPath('rust')}`);
  });

  it("are in the default language's words at the site's own paths when the default is not English", async () => {
    await seedContent();
    const brand = String(feedHeadOf((await feedAt(BLOG_FEED_PATH)).body).title).replace(
      /: posts$/,
      '',
    );
    expectStatus(
      await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.languages,
        headers: ctx.auth(ctx.token),
        payload: { defaultLanguage: 'pt', languages: ['pt', 'en'] },
      }),
      200,
    );
    const site = feedHeadOf((await feedAt(FEED_PATH)).body);
    expect({ lang: site.lang, title: site.title }).toEqual({
      lang: undefined,
      title: `${brand}: projetos e posts`,
    });
    const english = feedHeadOf((await feedAt(`/en${BLOG_FEED_PATH}`)).body);
    expect({ lang: english.lang, title: english.title }).toEqual({
      lang: 'en',
      title: `${brand}: posts`,
    });
  });

  it('are none for a prefix that is no language of the site, nor for a tag no post has', async () => {
    await seedContent();
    expectStatus(await get(`/pt${FEED_PATH}`), 404);
    await setLanguages(['en', 'pt']);
    expectStatus(await get(`/pt${FEED_PATH}`), 200);
    expectStatus(await get(`/de${FEED_PATH}`), 404);
    expectStatus(await get(`/en${BLOG_FEED_PATH}`), 404);
    expectStatus(await get(`/pt${blogTagFeedPath('none')}`), 404);
  });

  it("are linked from that language's pages, and the default's from its own", async () => {
    await seedContent();
    await setLanguages(['en', 'pt']);
    const pt = (await get('/pt/blog?tag=rust')).body;
    expect(pt).toContain(`href="${ORIGIN}/pt${FEED_PATH}"`);
    expect(pt).toContain(`href="${ORIGIN}/pt${BLOG_FEED_PATH}"`);
    expect(pt).toContain(`href="${ORIGIN}/pt${blogTagFeedPath('rust')}"`);
    const en = (await get('/blog')).body;
    expect(en).toContain(`href="${ORIGIN}${BLOG_FEED_PATH}"`);
    expect(en).not.toContain(`${ORIGIN}/pt${BLOG_FEED_PATH}`);
  });
});

/** The page's schema.org graph: its nodes by type. */
function graphOf(html: string): Record<string, Record<string, unknown>> {
  const [document] = jsonLdOf(html) as { '@graph': Record<string, unknown>[] }[];
  return Object.fromEntries((document?.['@graph'] ?? []).map((node) => [node['@type'], node]));
}

describe("a language's JSON-LD", () => {
  it("names the page's language and address, the site's languages, and 'en' on a site in English alone", async () => {
    const alone = graphOf((await get('/about')).body);
    expect(alone.WebSite?.inLanguage).toBe('en');
    expect(alone.AboutPage?.inLanguage).toBeUndefined();

    await setLanguages(['en', 'pt', 'ar']);
    const ar = graphOf((await get('/ar/about')).body);
    expect(ar.WebSite?.inLanguage).toEqual(['en', 'pt', 'ar']);
    expect(ar.AboutPage?.inLanguage).toBe('ar');
    expect(ar.AboutPage?.url).toBe(`${ORIGIN}/ar/about`);
    expect(ar.AboutPage?.name).toBe('نبذة | معرض الأعمال');
    const en = graphOf((await get('/about')).body);
    expect(en.AboutPage?.inLanguage).toBe('en');
    expect(en.AboutPage?.url).toBe(`${ORIGIN}/about`);
  });
});

describe("a language's contact form without script", () => {
  it('posts to its own address and is answered in its language; an unknown prefix is a 404', async () => {
    await setLanguages(['en', 'pt']);
    const page = (await get('/pt/contact')).body;
    expect(page).toContain('<form action="/pt/contact" method="post">');
    const formToken = await servedFormToken(ctx);
    const post = (url: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { host: 'example.com', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'Ada',
          email: 'ada@example.com',
          message: 'Olá',
          website: '',
          formToken,
        }).toString(),
      });
    expectStatus(await post('/de/contact'), 404);
    const answer = await post('/pt/contact');
    expectStatus(answer, 200);
    expect(answer.body).toContain('<html lang="pt" dir="ltr"');
    expect(answer.body).toContain('<form action="/pt/contact" method="post">');
    expect(answer.body).toContain('Enviar');
    expect(answer.body).toContain('Obrigado: sua mensagem foi enviada.');
    expect(answer.body).toContain('<title>Contato | Portfólio</title>');

    // The same form sent again is refused in Portuguese; a site's API error stays English.
    const again = await post('/pt/contact');
    expectStatus(again, 409);
    expect(again.body).toContain(
      'Este formulário já foi enviado: recarregue a página para escrever de novo',
    );
    expect(again.body).not.toContain(contactTexts.formUsed);
    const english = await post('/contact');
    expectStatus(english, 409);
    expect(english.body).toContain(contactTexts.formUsed);
  });
});
