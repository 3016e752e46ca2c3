import { describe, expect, it } from 'vitest';
import { createMarkdown } from '../markdown.js';

const media = 'https://me.example/media';
const markdown = await createMarkdown({ mediaBaseUrl: media });
const html = (source: string) => markdown.render(source).html;

describe('GitHub Flavored Markdown', () => {
  it('renders tables with their alignment, in a box that scrolls sideways', () => {
    expect(html('| Name | Size |\n|:-----|-----:|\n| a *b* | 10 |')).toBe(
      [
        '<div class="table-scroll"><table>',
        '<thead>',
        '<tr>',
        '<th style="text-align:left">Name</th>',
        '<th style="text-align:right">Size</th>',
        '</tr>',
        '</thead>',
        '<tbody>',
        '<tr>',
        '<td style="text-align:left">a <em>b</em></td>',
        '<td style="text-align:right">10</td>',
        '</tr>',
        '</tbody>',
        '</table>',
        '</div>',
        '',
      ].join('\n'),
    );
  });

  it('renders strikethrough between two tildes (one is text, as markdown-it has it)', () => {
    expect(html('~~gone~~ and ~one~')).toBe('<p><s>gone</s> and ~one~</p>\n');
  });

  it('links bare https://, http:// and www. addresses, with rel on them, and nothing else', () => {
    expect(html('See https://example.com/a?b=1 and www.example.org.')).toBe(
      '<p>See <a href="https://example.com/a?b=1" rel="noopener noreferrer">https://example.com/a?b=1</a>' +
        ' and <a href="http://www.example.org" rel="noopener noreferrer">www.example.org</a>.</p>\n',
    );
    for (const text of [
      'me@example.com',
      'mailto:me@example.com',
      'ftp://example.com/file',
      '//evil.example/a',
      'javascript:alert(1)',
      'config.py and README.md',
    ]) {
      expect(html(text), text).not.toContain('<a ');
      expect(markdown.problems(text), text).toEqual([]);
    }
  });

  it('renders task lists as disabled checkboxes, each labelled by its item’s text', () => {
    expect(html('- [ ] write\n- [x] read **it**\n- plain\n- [ ]\n')).toBe(
      [
        '<ul class="contains-task-list">',
        '<li class="task-list-item"><label><input class="task-list-item-checkbox" type="checkbox" disabled> write</label></li>',
        '<li class="task-list-item"><label><input class="task-list-item-checkbox" type="checkbox" disabled checked> read <strong>it</strong></label></li>',
        '<li>plain</li>',
        '<li>[ ]</li>',
        '</ul>',
        '',
      ].join('\n'),
    );
    // An ordered list, a nested one, and a loose one.
    const nested = html('1. [X] one\n   - [ ] two\n\n   - [ ] three');
    expect(nested).toContain('<ol class="contains-task-list">');
    expect(nested).toContain('<ul class="contains-task-list">');
    expect(nested.match(/type="checkbox"/g)).toHaveLength(3);
    // What follows the marker is Markdown like any text, escaped.
    expect(html('- [ ] <img src=x onerror=alert(1)>')).toContain(
      'disabled> &lt;img src=x onerror=alert(1)&gt;</label>',
    );
  });

  it('renders footnotes, named and inline, under a hidden heading, each with its way back', () => {
    const rendered = html(
      'Said[^note] twice[^note], and once^[inline *note*].\n\n[^note]: The note.',
    );
    expect(rendered).toContain(
      '<sup class="footnote-ref"><a href="#fn1" id="fnref1" aria-describedby="footnotes-label">[1]</a></sup>',
    );
    expect(rendered).toContain(
      '<a href="#fn1" id="fnref1:1" aria-describedby="footnotes-label">[1:1]</a>',
    );
    expect(rendered).toContain(
      '<a href="#fn2" id="fnref2" aria-describedby="footnotes-label">[2]</a>',
    );
    expect(rendered).toContain(
      '<section class="footnotes" aria-labelledby="footnotes-label">\n' +
        '<h2 class="visually-hidden" id="footnotes-label">Footnotes</h2>\n' +
        '<ol class="footnotes-list">\n' +
        '<li id="fn1" class="footnote-item"><p>The note. ' +
        '<a href="#fnref1" class="footnote-backref" aria-label="Back to reference 1">↩︎</a> ' +
        '<a href="#fnref1:1" class="footnote-backref" aria-label="Back to reference 1:1">↩︎</a></p>\n' +
        '</li>\n' +
        '<li id="fn2" class="footnote-item"><p>inline <em>note</em> ' +
        '<a href="#fnref2" class="footnote-backref" aria-label="Back to reference 2">↩︎</a></p>\n' +
        '</li>\n' +
        '</ol>\n' +
        '</section>\n',
    );
  });
});

describe('What is refused, inside the new constructs too', () => {
  const bad =
    '<b>x</b> [a](javascript:alert(1)) [d](data:text/html,x) ![i](https://evil.example/t.png)';
  const problems = [
    'raw HTML is not allowed: <b>',
    'raw HTML is not allowed: </b>',
    'links must be http(s): javascript:alert(1)',
    'links must be http(s): data:text/html,x',
    'images must be uploaded to this site: https://evil.example/t.png',
  ];
  const places = {
    'a table cell': `| h |\n|---|\n| ${bad} |`,
    'a table heading': `| ${bad} |\n|---|\n| c |`,
    'a footnote': `x[^1]\n\n[^1]: ${bad}`,
    'an inline footnote': `x^[${bad}]`,
    'a task item': `- [ ] ${bad}`,
    'a heading': `## ${bad}`,
    strikethrough: `~~${bad}~~`,
  };

  for (const [place, source] of Object.entries(places)) {
    it(`names each problem in ${place}, and the renderer shows none of them`, () => {
      expect(markdown.problems(source)).toEqual(problems);
      const rendered = html(source);
      expect(rendered).not.toMatch(/<b>|href="(javascript|data):|evil\.example/);
      expect(rendered).toContain('&lt;b&gt;');
    });
  }

  it('lists the images of tables and footnotes', () => {
    const own = `${media}/images/a/1.webp`;
    expect(
      markdown.images(`| ![a](${own}) |\n|---|\n\nx^[![b](https://else.example/b.png)]`),
    ).toEqual([own, 'https://else.example/b.png']);
  });
});

describe('A snippet (a timeline summary)', () => {
  it('has GitHub’s tables, strikethrough, task lists and links, but no ids, footnotes or math', () => {
    const rendered = markdown.renderSnippet(
      '## Role\n\n~~old~~ www.example.com $x^2$ note[^1]\n\n[^1]: text\n\n- [x] done\n\n| a |\n|---|\n| b |',
    );
    expect(rendered).toContain('<h2>Role</h2>');
    expect(rendered).toContain('<s>old</s>');
    expect(rendered).toContain('<a href="http://www.example.com" rel="noopener noreferrer">');
    expect(rendered).toContain('$x^2$ note[^1]');
    expect(rendered).toContain('<p>[^1]: text</p>');
    expect(rendered).toContain('type="checkbox" disabled checked');
    expect(rendered).toContain('<div class="table-scroll"><table>');
    expect(rendered).not.toMatch(/katex|id=|footnote/);
  });
});
