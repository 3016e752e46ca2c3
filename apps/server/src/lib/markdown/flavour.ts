import type { MarkdownIt } from 'markdown-it';
import { isAllowedLink, isOwnMedia, isSitePath } from './links.js';

/**
 * GitHub's additions to CommonMark that every reader of Markdown expects: tables, ~~strikethrough~~
 * and bare addresses as links, as GitHub finds them: `https://…`, `http://…` and `www.…`. Not
 * `mailto:`, `ftp:` or `//host` (links must be http(s)), nor another name with a dot (`config.py`,
 * `README.md`: linkify's fuzzy links take them for hosts).
 */
export function useGfm(md: MarkdownIt): void {
  md.enable(['table', 'strikethrough', 'linkify']);
  md.set({ linkify: true });
  md.linkify.set({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false });
  for (const schema of ['mailto:', 'ftp:', '//']) md.linkify.add(schema, null);
  const match = md.linkify.match.bind(md.linkify);
  md.linkify.match = (text) =>
    match(text)?.filter((link) => link.schema !== '' || /^www\./i.test(link.raw)) ?? null;
}

/**
 * What the renderer shows of links and images: links http(s) or this site's own (others are left
 * as text), `rel="noopener noreferrer"` on those to other sites; images from this site's media
 * only, loaded lazily; tables in a box that scrolls sideways on a narrow screen.
 */
export function useSafeLinks(md: MarkdownIt, mediaBaseUrl: string): void {
  md.validateLink = isAllowedLink;
  const { rules } = md.renderer;
  const defaultImage = rules.image;
  rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const src = token?.attrGet('src')?.toString() ?? '';
    if (!token || !isOwnMedia(src, mediaBaseUrl)) return '';
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    return defaultImage
      ? defaultImage(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options);
  };
  rules.link_open = (tokens, index, options, _env, self) => {
    const href = tokens[index]?.attrGet('href')?.toString() ?? '';
    if (!isSitePath(href)) tokens[index]?.attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, index, options);
  };
  rules.table_open = (tokens, index, options, _env, self) =>
    `<div class="table-scroll">${self.renderToken(tokens, index, options)}`;
  rules.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>\n`;
}
