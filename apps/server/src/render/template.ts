import { PAGE_DATA_ELEMENT_ID, scriptSafeJson } from '@portfolio/contract';

const HEAD = '<!--app-head-->';
const HTML = '<!--app-html-->';
const DATA = '<!--app-data-->';

export interface PageParts {
  head: string;
  html: string;
  data: unknown;
}

/**
 * A page template split once at its placeholders, so filling it is a few string joins per request.
 * The data goes in a non-executable JSON script element, which needs no CSP exception.
 */
export function compileTemplate(template: string): (parts: PageParts) => string {
  for (const marker of [HEAD, DATA]) {
    if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  }
  const pieces = template.split(/(<!--app-(?:head|html|data)-->)/);
  return ({ head, html, data }) =>
    pieces
      .map((piece) => {
        if (piece === HEAD) return head;
        if (piece === HTML) return html;
        if (piece === DATA) {
          return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
        }
        return piece;
      })
      .join('');
}
