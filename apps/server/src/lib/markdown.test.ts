import { describe, expect, it, vi } from 'vitest';
import { collectGarbage } from '../test/collect-garbage.js';
import { highlighter } from './markdown/highlight.js';
import { createMarkdown, HIGHLIGHT_LIMITS } from './markdown.js';

const media = 'https://me.example/media';
const markdown = await createMarkdown({ mediaBaseUrl: media });
/** A document's HTML. */
const rendered = (source: string) => markdown.render(source).html;

describe('Markdown problems', () => {
  it('accepts CommonMark with http(s) links, site paths and own media images', () => {
    const source = [
      '# Title',
      '',
      'Some *text* with [a link](https://example.com/x), [a page](/projects) and [an anchor](#top).',
      '',
      `![A screenshot](${media}/images/abc-640.webp)`,
      '',
      '```ts',
      'const x: number = 1;',
      '```',
    ].join('\n');
    expect(markdown.problems(source)).toEqual([]);
  });

  it('names raw HTML, block and inline', () => {
    expect(markdown.problems('<script>alert(1)</script>')).toEqual([
      'raw HTML is not allowed: <script>alert(1)</script>',
    ]);
    expect(markdown.problems('text <img src=x onerror=alert(1)> more')).toEqual([
      'raw HTML is not allowed: <img src=x onerror=alert(1)>',
    ]);
  });

  it('names links that are not http(s), in link and autolink form', () => {
    expect(markdown.problems('[x](javascript:alert(1))')).toEqual([
      'links must be http(s): javascript:alert(1)',
    ]);
    expect(markdown.problems('<javascript:alert(1)>')).toEqual([
      'links must be http(s): javascript:alert(1)',
    ]);
    expect(markdown.problems('[x](//evil.example/a)')).toEqual([
      'links must be http(s): //evil.example/a',
    ]);
  });

  it('names images from anywhere but this site media, including a climb out of it', () => {
    expect(markdown.problems('![x](https://evil.example/a.png)')).toEqual([
      'images must be uploaded to this site: https://evil.example/a.png',
    ]);
    expect(markdown.problems(`![x](${media}/../admin.png)`)).toEqual([
      `images must be uploaded to this site: ${media}/../admin.png`,
    ]);
    expect(markdown.problems('![x](data:image/png;base64,AAAA)')).toHaveLength(1);
  });
});

describe('Markdown rendering', () => {
  it('renders raw HTML as inert text', () => {
    const html = rendered('<script>alert(1)</script>\n\nok <b>bold</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops refused links and images, keeps allowed ones with rel on external links', () => {
    const html = rendered(
      `[bad](javascript:alert(1)) [good](https://example.com) [page](/about) ![no](https://evil.example/a.png) ![yes](${media}/images/a.webp)`,
    );
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">good</a>');
    expect(html).toContain('<a href="/about">page</a>');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(
      `<img src="${media}/images/a.webp" alt="yes" loading="lazy" decoding="async">`,
    );
  });

  it('highlights code of a known language on the server and escapes an unknown one', () => {
    const html = rendered('```ts\nconst answer = 42;\n```\n\n```nolang\n<b>x</b>\n```');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(html).toContain('<pre><code class="language-nolang">&lt;b&gt;x&lt;/b&gt;');
  });
});

/** A fenced block of this language and code. */
const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\`\n\n`;
/** C# of this many characters: its grammar costs highlight.js the square of a block's size. */
const csharpLines = (characters: number) => {
  let code = '';
  for (let i = 0; code.length < characters; i++) code += `int a${i % 1000} = 1;\n`;
  return `${code.slice(0, characters - 1)};`;
};
const highlighted = (html: string) => html.includes('<span class="hljs-');

// The collector runs before each measure. Without it, a measure paid for what the collector owed
// from earlier work: the same documents measured 0.85 to 2.6 times each other; with it, 1.5 to 1.7,
// on a quiet or a busy machine. The two documents are measured in turns, twice each, and the
// cheapest of each counts: a pause or a busy spell of the machine would have to fall on both
// measures of one of them, and on neither of the other's, to tip the ratio.

/** CPU time (µs) to render each source: the cheapest of 2, measured in turns. */
function cpuOfEach(...sources: string[]): number[] {
  const cheapest = sources.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < 2; round++) {
    for (const [index, source] of sources.entries()) {
      collectGarbage();
      const start = process.cpuUsage();
      rendered(source);
      const used = process.cpuUsage(start);
      cheapest[index] = Math.min(
        cheapest[index] ?? Number.POSITIVE_INFINITY,
        used.user + used.system,
      );
    }
  }
  return cheapest;
}

describe('Markdown code past the highlighter’s bounds', () => {
  it('is never given to highlight.js: a line too long, in a block of any size', async () => {
    const { default: hljs } = await import('highlight.js/lib/common');
    const given = vi.spyOn(hljs, 'highlight');
    // Spied on for this test only: the worker's other files share the module.
    try {
      const highlight = highlighter(hljs, { highlight: HIGHLIGHT_LIMITS.documentMax });
      const tooLong = 'a'.repeat(HIGHLIGHT_LIMITS.lineMax + 1);
      expect(highlight(tooLong, 'javascript')).toBe('');
      expect(highlight(`const x = 1;\n${tooLong}\nconst y = 2;`, 'javascript')).toBe('');
      expect(highlight('a'.repeat(30_000), 'javascript')).toBe('');
      expect(given).not.toHaveBeenCalled();
      const longest = 'a'.repeat(HIGHLIGHT_LIMITS.lineMax);
      expect(highlight(longest, 'javascript')).not.toBe('');
      expect(given).toHaveBeenCalledTimes(1);
    } finally {
      given.mockRestore();
    }
  });

  it('is plain escaped code: a line too long, a block too long', () => {
    const long = `const x = "<b>${'a'.repeat(HIGHLIGHT_LIMITS.lineMax)}";`;
    const html = rendered(fence('js', long));
    expect(highlighted(html)).toBe(false);
    expect(html).toContain('<pre><code class="language-js">const x = &quot;&lt;b&gt;aaa');
    expect(highlighted(rendered(fence('csharp', csharpLines(HIGHLIGHT_LIMITS.blockMax))))).toBe(
      true,
    );
    expect(highlighted(rendered(fence('csharp', csharpLines(HIGHLIGHT_LIMITS.blockMax + 1))))).toBe(
      false,
    );
  });

  it('leaves a document’s blocks plain once it has highlighted its share', () => {
    const block = fence('csharp', csharpLines(HIGHLIGHT_LIMITS.blockMax));
    const blocks = HIGHLIGHT_LIMITS.documentMax / HIGHLIGHT_LIMITS.blockMax;
    const html = rendered(block.repeat(blocks + 2));
    const codes = html.split('<pre>').slice(1);
    expect(codes.map(highlighted)).toEqual([...Array(blocks).fill(true), false, false]);
    // The next document has its own share.
    expect(highlighted(rendered(block))).toBe(true);
  });
});

describe('Markdown’s own rules cost in proportion to the document', () => {
  // Each took the square of its count with the plugins' own rules (3 s, 1 s and 22 s for 20,000).
  // A document of 30,000 is measured against one of as many items of the same size without the
  // construct, which costs in proportion: ours measured 0.9 to 2.3 times as much, on a quiet or a
  // busy machine; a task rule that looks back for its list (the plugin's way) 12 times.
  const items = 30_000;
  it.each([
    ['headings of one title', () => '## a\n\n', (i: number) => `## a ${i}\n\n`],
    ['task items', () => '- [ ] x\n', () => '- x\n'],
    ['inline footnotes', () => 'x^[a]\n\n', () => 'x[a]\n\na\n\n'],
    [
      'named footnotes',
      (i: number) => `x[^${i}]\n\n[^${i}]: b\n\n`,
      (i: number) => `x[${i}]\n\nb\n\n`,
    ],
  ])('%s', (_, item, plain) => {
    const document = (of: (i: number) => string) =>
      Array.from({ length: items }, (_, i) => of(i)).join('');
    const [cost = 0, proportional = 1] = cpuOfEach(document(item), document(plain));
    expect(cost / proportional, `${cost} µs against ${proportional} µs`).toBeLessThan(4);
  });
});

describe('Markdown images', () => {
  it('lists every image address once, in the order written', () => {
    const source = `![a](${media}/images/a/1.webp) text ![b](https://else.example/b.png)\n\n![a again](${media}/images/a/1.webp)`;
    expect(markdown.images(source)).toEqual([
      `${media}/images/a/1.webp`,
      'https://else.example/b.png',
    ]);
    expect(markdown.images('no images, `![x](y)` in code')).toEqual([]);
  });
});

describe('Markdown as plain text', () => {
  it('keeps what a reader reads: text, code, image descriptions; no markup, address or formula', () => {
    const source = [
      '## Postgres *locks*',
      '',
      'A [row lock](https://example.com/locks) and `FOR UPDATE`,',
      'then $x^2$ and ![a diagram](/media/images/a/1.webp).',
      '',
      '```sql',
      'select 1;',
      '```',
      '',
      '| a | b |',
      '|---|---|',
      '| cell | other |',
      '',
      '<b>raw</b>',
    ].join('\n');
    expect(markdown.plainText(source)).toBe(
      'Postgres locks A row lock and FOR UPDATE, then and a diagram. select 1; a b cell other <b>raw</b>',
    );
    expect(markdown.plainText('')).toBe('');
  });
});
