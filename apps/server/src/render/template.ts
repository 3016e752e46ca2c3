import { PAGE_DATA_ELEMENT_ID, type PageLanguage, scriptSafeJson } from '@portfolio/contract';

/** The template's root element: a page in another language names its own, and its direction. */
const ROOT = '<html lang="en">';
const HEAD = '<!--app-head-->';
const HTML = '<!--app-html-->';
const DATA = '<!--app-data-->';

export interface PageParts {
  head: string;
  html: string;
  data: unknown;
  /** The page's language, on a site of several: `<html lang dir>`. */
  language?: Pick<PageLanguage, 'language' | 'dir'> | undefined;
}

/**
 * A page template split once at its placeholders, so filling it is a few string joins per request.
 * The data goes in a non-executable JSON script element, which needs no CSP exception.
 */
export function compileTemplate(template: string): (parts: PageParts) => string {
  for (const marker of [HEAD, DATA]) {
    if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  }
  const pieces = template.split(/(<!--app-(?:head|html|data)-->|<html lang="en">)/);
  return ({ head, html, data, language }) =>
    pieces
      .map((piece) => {
        if (piece === ROOT && language) {
          return `<html lang="${language.language}" dir="${language.dir}">`;
        }
        if (piece === HEAD) return head;
        if (piece === HTML) return html;
        if (piece === DATA) {
          return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
        }
        return piece;
      })
      .join('');
}
