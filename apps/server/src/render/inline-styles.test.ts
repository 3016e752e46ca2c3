import { describe, expect, it } from 'vitest';
import { inlineStylesheet, inlineTemplateStylesheets } from './inline-styles.js';

describe('inline stylesheets', () => {
  it('puts a sheet in the page, marked by a disabled link that is never fetched', () => {
    expect(inlineStylesheet('/assets/home-5.css', 'h1{color:red}')).toBe(
      '<style>h1{color:red}</style><link rel="stylesheet" href="/assets/home-5.css" disabled>',
    );
  });

  it('refuses a sheet that would end its style element early', () => {
    expect(() => inlineStylesheet('/assets/x.css', 'a{}</style><script>')).toThrow(
      '/assets/x.css cannot be inlined',
    );
  });

  it("replaces each of the template's stylesheet links by its sheet, leaving the rest", () => {
    const template =
      '<head><!--app-head--><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/react-2.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const sheets: Record<string, string> = {
      '/assets/react-2.css': '.a{}',
      '/assets/index-1.css': '.b{}',
    };
    expect(inlineTemplateStylesheets(template, (href) => sheets[href] ?? '')).toBe(
      '<head><!--app-head--><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
        '<style>.a{}</style><link rel="stylesheet" href="/assets/react-2.css" disabled>' +
        '<style>.b{}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>',
    );
  });
});
