type Doc = PDFKit.PDFDocument;

/** A link area pdfkit was asked to draw, with the page it belongs to. */
interface Area {
  page: Doc['page'];
  x: number;
  y: number;
  width: number;
  height: number;
  url: string;
}

/** Areas of one link side by side on one line, as one area. */
function merged(areas: Area[]): Area[] {
  const found: Area[] = [];
  for (const area of areas) {
    const last = found.at(-1);
    const continues =
      last !== undefined &&
      last.url === area.url &&
      last.page === area.page &&
      Math.abs(last.y - area.y) < 0.5 &&
      Math.abs(last.x + last.width - area.x) < 0.5;
    if (!continues) found.push({ ...area });
    else {
      last.width = area.x + area.width - last.x;
      last.height = Math.max(last.height, area.height);
    }
  }
  return found;
}

/** Puts the document on a page it keeps (the résumé's pages are buffered). */
function turnTo(doc: Doc, page: Doc['page']): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    if (doc.switchToPage(index) === page) return;
  }
}

/**
 * Draws a paragraph, each link in it one area per line: pdfkit draws a link area for each stretch
 * of text it sets, and a link drawn in two faces (a name whose ń is in the latin-ext file) would
 * be two links side by side. The areas are collected while the paragraph is drawn, then drawn
 * joined, each on its page.
 */
export function withJoinedLinks(doc: Doc, draw: () => void): void {
  const areas: Area[] = [];
  const collecting = doc as { link: Doc['link'] };
  collecting.link = (x, y, width, height, url) => {
    areas.push({ page: doc.page, x, y, width, height, url });
    return doc;
  };
  try {
    draw();
  } finally {
    Reflect.deleteProperty(doc, 'link');
  }
  const current = doc.page;
  for (const area of merged(areas)) {
    if (doc.page !== area.page) turnTo(doc, area.page);
    doc.link(area.x, area.y, area.width, area.height, area.url);
  }
  if (doc.page !== current) turnTo(doc, current);
}
