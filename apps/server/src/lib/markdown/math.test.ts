import katex from 'katex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarkdown, MATH_LIMITS } from '../markdown.js';

const markdown = await createMarkdown({ mediaBaseUrl: 'https://me.example/media' });
const html = (source: string) => markdown.render(source).html;

/** Formulas drawn by KaTeX in some HTML, and formulas shown as their TeX instead. */
const drawn = (rendered: string) => rendered.split('<span class="katex">').length - 1;
const asSource = (rendered: string) => rendered.split('class="math-source"').length - 1;

afterEach(() => vi.restoreAllMocks());

describe('Math', () => {
  it('draws $…$ inline and $$…$$ as a block, HTML for the eye and MathML for screen readers', () => {
    const { html: rendered, hasMath } = markdown.render(
      'The sum $\\frac{n(n+1)}{2}$ grows.\n\n$$\n\\sum_{i=1}^{n} i\n$$\n',
    );
    expect(hasMath).toBe(true);
    expect(rendered).toMatch(/^<p>The sum <span class="katex"><span class="katex-mathml"><math /);
    expect(rendered).toContain(
      '<annotation encoding="application/x-tex">\\frac{n(n+1)}{2}</annotation>',
    );
    expect(rendered).toContain('<span class="katex-html" aria-hidden="true">');
    expect(rendered).toContain(
      '<div class="math-block"><span class="katex-display"><span class="katex">',
    );
    expect(rendered).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
  });

  it('draws ```math fences and $$…$$ within a line as display math, and $`…`$ as its inside', () => {
    expect(html('```math\na^2 + b^2\n```')).toContain(
      '<div class="math-block"><span class="katex-display">',
    );
    expect(html('so $$x$$ here')).toMatch(/^<p>so <span class="katex-display">/);
    expect(html('$`a+b`$')).toContain('<annotation encoding="application/x-tex">a+b</annotation>');
  });

  it('leaves prices and lone dollars as text, and a document without math says so', () => {
    const { html: rendered, hasMath } = markdown.render('It costs $5 or $10; the $ sign.');
    expect(rendered).toBe('<p>It costs $5 or $10; the $ sign.</p>\n');
    expect(hasMath).toBe(false);
  });

  it('draws an error in the theme’s colour instead of failing the page', () => {
    expect(html('$\\frac{1}{$')).toContain(
      '<span class="katex-error" title="ParseError: KaTeX parse error: Unexpected end of input',
    );
    expect(html('$\\frac{1}{$')).toContain('style="color:var(--danger)">\\frac{1}{</span>');
  });

  it('makes no link, id, class, style or image of the owner’s TeX (trust off), and escapes HTML in it', () => {
    const rendered = html(
      '$\\href{javascript:alert(1)}{x}$ $\\url{https://evil.example}$ $\\htmlId{main}{y}$ ' +
        '$\\htmlClass{evil}{z}$ $\\htmlStyle{position:fixed}{w}$ $\\includegraphics{https://evil.example/t.png}$ ' +
        '$<script>alert(1)</script>$',
    );
    expect(rendered).not.toMatch(/<a |href=|id="main"|class="evil"|position:fixed;|<img|<script/);
    expect(rendered).toContain('&lt;script&gt;');
  });

  it('is not HTML to the checker: TeX with < and > may be stored', () => {
    expect(markdown.problems('$a<b>c$\n\n$$\n<div>\n$$')).toEqual([]);
  });

  it('bounds a formula’s sizes: \\rule{1000em} is drawn 20em wide', () => {
    expect(html('$\\rule{1000em}{1em}$')).toContain('border-right-width:20em;');
  });

  it('is in the feed as MathML alone, which a reader draws without KaTeX’s stylesheet', () => {
    const feed = markdown.renderForFeed('$x^2$');
    expect(feed).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(feed).not.toContain('katex-html');
  });
});

describe('Math past its bounds is its TeX, escaped, in code', () => {
  it('a formula longer than MATH_LIMITS.formulaMax', () => {
    const longest = 'x'.repeat(MATH_LIMITS.formulaMax);
    expect(drawn(html(`$${longest}$`))).toBe(1);
    const rendered = html(`$${longest}<$\n\n$$\n${longest}<\n$$`);
    expect(drawn(rendered)).toBe(0);
    expect(rendered).toContain(`<p><code class="math-source">$${longest}&lt;$</code></p>`);
    expect(rendered).toContain(
      `<div class="math-block"><pre class="math-source"><code>$$\n${longest}&lt;\n$$</code></pre></div>`,
    );
  });

  it('the formulas of a document past MATH_LIMITS.documentMax; the next document has its own', () => {
    const formula = 'x'.repeat(90);
    const fits = Math.floor(MATH_LIMITS.documentMax / (formula.length + MATH_LIMITS.perFormula));
    const rendered = html(`$${formula}$ `.repeat(fits + 5));
    expect(drawn(rendered)).toBe(fits);
    expect(asSource(rendered)).toBe(5);
    expect(drawn(html(`$${formula}$`))).toBe(1);
  });

  it('empty and one-letter formulas count too: a document of 20,000 gives KaTeX a bounded share', () => {
    const render = vi.spyOn(katex, 'renderToString');
    const { html: rendered } = markdown.render('$a$\n\n$$\n$$\n\n'.repeat(10_000));
    const given = render.mock.calls.reduce(
      (sum, [tex]) => sum + tex.length + MATH_LIMITS.perFormula,
      0,
    );
    expect(given).toBeLessThanOrEqual(MATH_LIMITS.documentMax);
    expect(render.mock.calls.length).toBeLessThanOrEqual(
      MATH_LIMITS.documentMax / MATH_LIMITS.perFormula,
    );
    expect(asSource(rendered)).toBeGreaterThan(19_000);
  });

  it('a formula that defines macros (whose expansions repeat) or writes to the console', () => {
    const log = vi.spyOn(console, 'log');
    const error = vi.spyOn(console, 'error');
    const chain = `\\def\\a{${'x'.repeat(900)}}${'\\a'.repeat(40)}`;
    for (const tex of [
      chain,
      '\\gdef\\b{y}\\b',
      '\\let\\c=x \\c',
      '\\newcommand{\\d}{z}\\d',
      '\\renewcommand{\\frac}{z}',
      '\\global\\def\\e{q}',
      '\\message{hello}',
      '\\errmessage{boom}',
      '\\show\\frac',
    ]) {
      const rendered = html(`$${tex}$`);
      expect(drawn(rendered), tex).toBe(0);
      expect(asSource(rendered), tex).toBe(1);
    }
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // A command that only starts like one is drawn.
    expect(drawn(html('$\\letter \\showme \\definition$'))).toBe(1);
  });
});

describe('A snippet', () => {
  it('has no math: a timeline summary is shown on About, which links no stylesheet', () => {
    expect(markdown.renderSnippet('$x^2$')).toBe('<p>$x^2$</p>\n');
  });
});
