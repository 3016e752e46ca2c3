import type { PublicPageData } from '@portfolio/contract';

/**
 * The bodies the server rendered from Markdown (a post's, a case study's) travel once, in the
 * page's markup: the data embedded for hydration carries them empty, and the client takes each
 * back from its element before it hydrates. A long post's page would otherwise carry its largest
 * part twice, as markup and again as JSON.
 */
export const SERVER_HTML_IDS = { post: 'post-body', caseStudy: 'case-study-body' } as const;

/** The page's data with each body filled by `html(id)` (empty: what the server embeds). */
function withBodies(data: PublicPageData, html: (id: string) => string): PublicPageData {
  const { post, caseStudy } = data;
  return {
    ...data,
    ...(post && { post: { ...post, post: { ...post.post, html: html(SERVER_HTML_IDS.post) } } }),
    ...(caseStudy && { caseStudy: { ...caseStudy, html: html(SERVER_HTML_IDS.caseStudy) } }),
  };
}

/** What the server embeds for hydration: the data without the bodies its markup carries. */
export const withoutServerHtml = (data: PublicPageData) => withBodies(data, () => '');

/** The embedded data with the bodies taken back from the page's markup. */
export const withServerHtml = (data: PublicPageData, document: Document) =>
  withBodies(data, (id) => document.getElementById(id)?.innerHTML ?? '');
