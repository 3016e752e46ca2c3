/** What a test reads of a PDF with pdf.js, as a viewer or an applicant tracking system reads it. */
export interface PdfReading {
  pages: number;
  /** Each page's text in content order, its lines joined by newlines. */
  text: string[];
  /** The URLs of the link annotations, in order. */
  links: string[];
  title: string;
  author: string;
  outline: string[];
  /** The fonts the file names, and whether each has its file inside (FontFile, 2 or 3). */
  fonts: { name: string; embedded: boolean }[];
  /** Each page's size in points. */
  size: [number, number];
}

/** The fonts of a PDF written uncompressed dictionaries (pdfkit's): each descriptor's name and file. */
function fontsOf(bytes: Uint8Array): PdfReading['fonts'] {
  const raw = Buffer.from(bytes).toString('latin1');
  return [...raw.matchAll(/<<[^<>]*\/Type \/FontDescriptor[^<>]*>>/gu)].map(([dictionary]) => ({
    name: /\/FontName \/([^\s/>]+)/u.exec(dictionary)?.[1] ?? '',
    embedded: /\/FontFile[23]? /u.test(dictionary),
  }));
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const text: string[] = [];
  const links: string[] = [];
  let size: [number, number] = [0, 0];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    size = [width, height];
    const content = await page.getTextContent();
    text.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
    }
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string; Author?: string } };
  const outline = ((await document.getOutline()) ?? []).map((item) => item.title);
  const pages = document.numPages;
  await document.destroy();
  return {
    pages,
    text,
    links,
    title: info.Title ?? '',
    author: info.Author ?? '',
    outline,
    fonts: fontsOf(bytes),
    size,
  };
}
