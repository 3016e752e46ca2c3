import { describe, expect, it } from 'vitest';
import { createMarkdown } from '../markdown.js';
import { contentsHtml, HEADING_ID_PREFIX, headingSlug, TOC_MIN_HEADINGS } from './headings.js';

const markdown = await createMarkdown({ mediaBaseUrl: 'https://me.example/media' });

describe('headingSlug', () => {
  it('keeps letters and digits of any script, lower case, other runs a dash', () => {
    expect(headingSlug('How it works')).toBe('how-it-works');
    expect(headingSlug('  Café — au lait! (v2)  ')).toBe('café-au-lait-v2');
    expect(headingSlug('Привет, мир')).toBe('привет-мир');
    expect(headingSlug('数学と物理')).toBe('数学と物理');
    expect(headingSlug('C++ & C#')).toBe('c-c');
  });

  it("is 'section' when nothing is left, and at most 60 characters, none cut in half", () => {
    expect(headingSlug('!!! ???')).toBe('section');
    expect(headingSlug('')).toBe('section');
    expect(headingSlug('a '.repeat(100))).toHaveLength(59);
    const astral = headingSlug('𝒳'.repeat(100));
    expect([...astral]).toHaveLength(60);
    expect(astral).not.toMatch(/\p{Cs}/u);
  });
});

describe('Heading anchors', () => {
  it('give h2–h4 an id and a link to it named for screen readers; h1, h5 and h6 none', () => {
    const { html } = markdown.render(
      '# Title\n\n## How it works\n\n### Setup\n\n#### Keys\n\n##### Small',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain(
      '<div class="heading-anchored">\n<h2 id="h-how-it-works">How it works</h2>\n' +
        '<a class="heading-anchor" href="#h-how-it-works" aria-label="Link to the section “How it works”">#</a></div>',
    );
    expect(html).toContain('<h3 id="h-setup">Setup</h3>');
    expect(html).toContain('<h4 id="h-keys">Keys</h4>');
    expect(html).toContain('<h5>Small</h5>');
  });

  it('never take one of the page’s own ids: every id has the prefix', () => {
    const { html, headings } = markdown.render('## Main\n\n## site-nav\n\n## fn1');
    expect(headings.map((heading) => heading.id)).toEqual(['h-main', 'h-site-nav', 'h-fn1']);
    expect(html).not.toMatch(/id="(main|site-nav)"/);
    for (const { id } of headings) expect(id.startsWith(HEADING_ID_PREFIX)).toBe(true);
  });

  it('are unique in a document, also against a title that looks numbered, and the same each time', () => {
    const source = '## Setup\n\n## Setup\n\n## Setup 2\n\n### Setup\n\n## !!!\n\n## ???';
    const ids = markdown.render(source).headings.map((heading) => heading.id);
    expect(ids).toEqual([
      'h-setup',
      'h-setup-2',
      'h-setup-2-2',
      'h-setup-3',
      'h-section',
      'h-section-2',
    ]);
    expect(markdown.render(source).headings.map((heading) => heading.id)).toEqual(ids);
    const many = markdown.render('## a-2\n\n## a\n\n'.repeat(2_000)).headings;
    expect(new Set(many.map((heading) => heading.id)).size).toBe(4_000);
  });

  it('list the headings for a table of contents: level, text as read, id', () => {
    const { headings } = markdown.render(
      '## The *big* `idea`\n\nText\n\n### With [a link](https://example.com) and $x^2$\n\n#### Last',
    );
    expect(headings).toEqual([
      { level: 2, text: 'The big idea', id: 'h-the-big-idea' },
      { level: 3, text: 'With a link and x^2', id: 'h-with-a-link-and-x-2' },
      { level: 4, text: 'Last', id: 'h-last' },
    ]);
    expect(markdown.render('No headings.').headings).toEqual([]);
  });

  it('escape what the heading says in the link’s name', () => {
    const { html } = markdown.render('## Say "hi" & <b>');
    expect(html).toContain('aria-label="Link to the section “Say &quot;hi&quot; &amp; &lt;b&gt;”"');
    expect(html).not.toContain('<b>');
  });

  it('are left out of the feed: its reader has none of the page’s styles', () => {
    expect(markdown.renderForFeed('## How it works')).toBe('<h2>How it works</h2>\n');
  });
});

describe('A table of contents', () => {
  const heading = (level: 2 | 3 | 4, text: string) => ({ level, text, id: `h-${text}` });

  it('links each heading of a long document, nested by level, and escapes what they say', () => {
    const html = contentsHtml([
      heading(2, 'Why'),
      heading(3, 'Before'),
      heading(4, 'Deep'),
      heading(2, 'How'),
      heading(3, 'A<b>&"c'),
    ]);
    expect(html).toBe(
      '<nav class="toc" aria-labelledby="toc-heading"><h2 id="toc-heading">Contents</h2><ol>' +
        '<li><a href="#h-Why">Why</a><ol><li><a href="#h-Before">Before</a><ol>' +
        '<li><a href="#h-Deep">Deep</a></li></ol></li></ol></li>' +
        '<li><a href="#h-How">How</a><ol><li><a href="#h-A&lt;b&gt;&amp;&quot;c">A&lt;b&gt;&amp;&quot;c</a></li></ol></li>' +
        '</ol></nav>',
    );
  });

  it('keeps a heading deeper than the one before it but above an earlier one in its list', () => {
    const html = contentsHtml([heading(2, 'A'), heading(4, 'B'), heading(3, 'C'), heading(2, 'D')]);
    expect(html).toContain(
      '<li><a href="#h-A">A</a><ol><li><a href="#h-B">B</a></li><li><a href="#h-C">C</a></li></ol></li><li><a href="#h-D">D</a></li>',
    );
  });

  it(`is none under ${TOC_MIN_HEADINGS} headings`, () => {
    expect(contentsHtml([heading(2, 'A'), heading(2, 'B')])).toBe('');
  });
});
