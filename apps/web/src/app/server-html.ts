import type { IconMap, PublicPageData } from '@portfolio/contract';

/**
 * The bodies the server rendered from Markdown (a post's, a case study's) and the drawings of the
 * icons travel once, in the page's markup: the data embedded for hydration carries them empty, and
 * the client takes each back from its element before it hydrates. A long post's page would
 * otherwise carry its largest part twice, as markup and again as JSON; About its icons (10 kB
 * gzip for the default profile's twelve).
 */
export const SERVER_HTML_IDS = { post: 'post-body', caseStudy: 'case-study-body' } as const;

/**
 * The page's data with each body filled by `html(id)` and each icon's drawing by `path(slug)`
 * (empty: what the server embeds; an icon the page does not draw stays empty, and is not drawn).
 */
function withMarkup(
  data: PublicPageData,
  html: (id: string) => string,
  path: (slug: string) => string,
): PublicPageData {
  const { post, caseStudy } = data;
  const icons: IconMap = {};
  for (const [slug, icon] of Object.entries(data.icons))
    icons[slug] = { ...icon, path: path(icon.slug) };
  return {
    ...data,
    icons,
    ...(post && { post: { ...post, post: { ...post.post, html: html(SERVER_HTML_IDS.post) } } }),
    ...(caseStudy && { caseStudy: { ...caseStudy, html: html(SERVER_HTML_IDS.caseStudy) } }),
  };
}

/** What the server embeds for hydration: the data without what its markup carries. */
export const withoutServerHtml = (data: PublicPageData) =>
  withMarkup(
    data,
    () => '',
    () => '',
  );

/** The drawings of the icons in the page's markup, by slug. */
function drawnIcons(document: Document): Map<string, string> {
  const drawn = new Map<string, string>();
  for (const svg of document.querySelectorAll('svg[data-icon]')) {
    const d = svg.querySelector('path')?.getAttribute('d');
    if (d) drawn.set(svg.getAttribute('data-icon') ?? '', d);
  }
  return drawn;
}

/** The embedded data with the bodies and the icons' drawings taken back from the page's markup. */
export function withServerHtml(data: PublicPageData, document: Document): PublicPageData {
  const drawn = drawnIcons(document);
  return withMarkup(
    data,
    (id) => document.getElementById(id)?.innerHTML ?? '',
    (slug) => drawn.get(slug) ?? '',
  );
}
