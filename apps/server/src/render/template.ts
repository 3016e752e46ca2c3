import { PAGE_DATA_ELEMENT_ID } from '@portfolio/contract';

const HEAD = '<!--app-head-->';
const HTML = '<!--app-html-->';
const DATA = '<!--app-data-->';

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

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
