// The blog's two page paths, in a module of their own that imports nothing: the public pages'
// registry reads them, and every page carries that registry (the JavaScript budget of `/`).

/** The blog: the posts, newest first (`/blog`), and one post (`/blog/<slug>`). */
export const BLOG_PATH = '/blog';

/** The path of a post's page (`postPath(':slug')`: its entry in PARAM_PAGES). */
export const postPath = <Slug extends string>(slug: Slug) => `/blog/${slug}` as const;

/** The first page of the posts with a tag: `blogPagePath(tag, 1)`, without the pages' rules. */
export const blogTagPath = (tag: string) => `${BLOG_PATH}?tag=${encodeURIComponent(tag)}`;
