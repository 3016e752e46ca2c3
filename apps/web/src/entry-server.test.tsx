import { FAVICON_SIZES } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { certificate, pageData, profile, project } from './test/fixtures';

const ORIGIN = 'https://jane.example';

describe('server render', () => {
  it('renders a public page with its title, header and footer', () => {
    const data = pageData({ profile: { ...profile, brandTitle: 'Jane <Doe>' } });
    const page = render('/', data, ORIGIN);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Jane &lt;Doe&gt; | Portfolio</title>');
    expect(page.html).toContain('<header');
    expect(page.html).toContain('<footer');
    expect(page.html).toContain('Jane &lt;Doe&gt;');
    expect(page.pageModule).toBe('src/app/pages/home.tsx');
  });

  it('puts the name and every typewriter line in the HTML of /', () => {
    const { html } = render('/', pageData(), ORIGIN);
    expect(html).toContain(profile.ownerName);
    for (const line of profile.typewriterLines) expect(html).toContain(line);
    expect(html).toContain(profile.greeting);
  });

  it('describes every public page for search engines and link previews', () => {
    for (const [path, title] of [
      ['/', 'Jane | Portfolio'],
      ['/about', 'About | Portfolio'],
      ['/projects', 'Projects | Portfolio'],
      ['/certificates', 'Certificates | Portfolio'],
      ['/resume', 'Resume | Portfolio'],
    ] as const) {
      const { head, status, pageModule } = render(path, pageData(), ORIGIN);
      expect(status).toBe(200);
      expect(pageModule).toMatch(
        /^src\/app\/pages\/(home|about|projects|certificates|resume)\.tsx$/,
      );
      const [tags, jsonLd] = head.split('<script type="application/ld+json">');
      expect(jsonLd).toMatch(/^\{"@context":"https:\/\/schema\.org","@graph":\[.+\]\}<\/script>$/);
      expect(tags).toBe(
        `<title>${title}</title>` +
          `<meta name="description" content="${profile.description}">` +
          `<link rel="canonical" href="${ORIGIN}${path}">` +
          '<meta property="og:type" content="website">' +
          '<meta property="og:site_name" content="Jane">' +
          `<meta property="og:title" content="${title}">` +
          `<meta property="og:description" content="${profile.description}">` +
          `<meta property="og:url" content="${ORIGIN}${path}">` +
          '<meta name="twitter:card" content="summary">' +
          `<meta name="twitter:title" content="${title}">` +
          `<meta name="twitter:description" content="${profile.description}">` +
          '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
          `<link rel="alternate" type="application/atom+xml" title="Jane: projects" href="${ORIGIN}/feed.xml">` +
          `<link rel="search" type="application/opensearchdescription+xml" title="Jane" href="${ORIGIN}/opensearch.xml">`,
      );
    }
  });

  it('keeps the search page out of search engines, with or without results', () => {
    const results = {
      query: 'rust <b>',
      page: 1,
      pageCount: 1,
      total: 1,
      results: [
        {
          kind: 'post' as const,
          title: 'On <Rust>',
          url: '/blog/on-rust',
          date: '2025-03-04T05:06:07.000Z',
          snippet: [{ text: 'Why ' }, { text: 'Rust', mark: true as const }, { text: ' <script>' }],
        },
      ],
    };
    for (const search of [undefined, results]) {
      const { head, status, html, pageModule } = render('/search', pageData({ search }), ORIGIN);
      expect(status).toBe(200);
      expect(pageModule).toBe('src/app/pages/search.tsx');
      expect(head).toContain('<title>Search | Portfolio</title>');
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).not.toContain('rel="canonical"');
      expect(head).not.toContain('application/ld+json');
      expect(html).toContain('<form role="search"');
    }
    const { html } = render('/search', pageData({ search: results }), ORIGIN);
    expect(html).toContain('Why <mark>Rust</mark> &lt;script&gt;');
    expect(html).toContain('On &lt;Rust&gt;');
    expect(html).not.toContain('<script>');
  });

  it("links the uploaded icon's favicons and the manifest instead of the built-in favicon", () => {
    const favicons = FAVICON_SIZES.map((size) => ({
      url: `${ORIGIN}/media/icons/a/${size}-0123456789abcdef.png`,
      width: size,
      height: size,
    }));
    const data = pageData({ siteImages: { portrait: null, icon: { favicons } } });
    for (const path of ['/', '/resume', '/no-such-page']) {
      const { head } = render(path, data, ORIGIN);
      expect(head).not.toContain('favicon.svg');
      expect(head).toContain(
        `<link rel="icon" type="image/png" sizes="16x16" href="${ORIGIN}/media/icons/a/16-0123456789abcdef.png">` +
          `<link rel="icon" type="image/png" sizes="32x32" href="${ORIGIN}/media/icons/a/32-0123456789abcdef.png">` +
          `<link rel="apple-touch-icon" sizes="180x180" href="${ORIGIN}/media/icons/a/180-0123456789abcdef.png">` +
          '<link rel="manifest" href="/site.webmanifest">',
      );
    }
  });

  it('names the social image the server drew, with its size and alt, as a large card', () => {
    const ogImage = {
      url: `${ORIGIN}/og/home.png?v=abc`,
      width: 1200,
      height: 630,
      alt: 'Jane, "Engineer"',
    };
    const { head } = render('/', pageData({ ogImage }), ORIGIN);
    expect(head).toContain(
      `<meta property="og:image" content="${ORIGIN}/og/home.png?v=abc">` +
        '<meta property="og:image:type" content="image/png">' +
        '<meta property="og:image:width" content="1200">' +
        '<meta property="og:image:height" content="630">' +
        '<meta property="og:image:alt" content="Jane, &quot;Engineer&quot;">' +
        '<meta name="twitter:card" content="summary_large_image">' +
        '<meta name="twitter:image:alt" content="Jane, &quot;Engineer&quot;">',
    );
  });

  it('escapes what the owner wrote in the head tags', () => {
    const data = pageData({ profile: { ...profile, description: 'Say "hi" & <b>bye</b>' } });
    const { head } = render('/about', data, ORIGIN);
    expect(head).toContain('content="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;"');
    expect(head).not.toContain('<b>');
  });

  it("links KaTeX's stylesheet when the server says the page shows math, and only then", () => {
    const stylesheet = '/katex/0123456789ab/katex.min.css';
    const withMath = render('/about', pageData({ mathStylesheet: stylesheet }), ORIGIN);
    expect(withMath.head).toContain(`<link rel="stylesheet" href="${stylesheet}">`);
    expect(render('/about', pageData(), ORIGIN).head).not.toContain('rel="stylesheet"');
  });

  it('renders the content a page was given', () => {
    const { html } = render('/projects', pageData({ projects: [project(1)] }), ORIGIN);
    expect(html).toContain('MY Projects');
    expect(html).toContain('Project 1');
  });

  it('answers 404 with the spec texts for an unknown path and for /Admin, kept out of search', () => {
    const unknown = render('/no-such-page', pageData(), ORIGIN);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('404 page not found');
    expect(unknown.head).toContain('<title>No-such-page | Portfolio</title>');
    expect(unknown.head).toContain('<meta name="robots" content="noindex">');
    expect(unknown.head).not.toContain('canonical');
    expect(unknown.pageModule).toBe('src/app/pages/not-found.tsx');
    const admin = render('/Admin', pageData(), ORIGIN);
    expect(admin.status).toBe(404);
    expect(admin.html).toContain('404 Page Not Found');
    expect(admin.html).not.toContain('<header');
    expect(admin.pageModule).toBe('src/app/pages/admin-not-found.tsx');
  });

  it("leads the head with the preload of the page's largest image, and keeps it out of the markup", () => {
    for (const [path, data] of [
      ['/projects', pageData({ projects: [project(1), project(2)] })],
      ['/certificates', pageData({ certificates: [certificate(1), certificate(2)] })],
    ] as const) {
      const { head, html } = render(path, data, ORIGIN);
      const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads).toHaveLength(1);
      expect(head.startsWith(preloads[0] ?? '-')).toBe(true);
      expect(preloads[0]).toContain('fetchPriority="high"');
      expect(preloads[0]).toMatch(/0{19}1\/480\.webp 480w/);
      expect(html).not.toContain('rel="preload"');
    }
    expect(render('/', pageData(), ORIGIN).head).toMatch(/^<title>/);
  });
});
