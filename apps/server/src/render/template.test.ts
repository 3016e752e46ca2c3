import { scriptSafeJson } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { compileTemplate } from './template.js';

describe('page template', () => {
  it('fills head, markup and data in place', () => {
    const fill = compileTemplate(
      '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-data--></body>',
    );
    expect(fill({ head: '<title>T</title>', html: '<p>x</p>', data: { a: 1 } })).toBe(
      '<head><title>T</title></head><div id="root"><p>x</p></div>' +
        '<script type="application/json" id="app-data">{"a":1}</script></body>',
    );
  });

  it("names the page's language and direction on the root element, and keeps it without", () => {
    const fill = compileTemplate('<html lang="en"><head><!--app-head--></head><!--app-data-->');
    const parts = { head: '', html: '', data: {} };
    expect(fill({ ...parts, language: { language: 'ar', dir: 'rtl' } })).toMatch(
      /^<html lang="ar" dir="rtl"><head>/,
    );
    expect(fill(parts)).toMatch(/^<html lang="en"><head>/);
  });

  it('refuses a template without its placeholders', () => {
    expect(() => compileTemplate('<html></html>')).toThrow('<!--app-head-->');
  });

  it('keeps data from closing the script element or opening a comment', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script><!-- \u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!-- \u2028' });
  });
});
