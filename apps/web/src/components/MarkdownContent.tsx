import styles from './MarkdownContent.module.css';

/**
 * HTML the server rendered from the owner's Markdown (lib/markdown.ts: no raw HTML, http(s) links,
 * own images, code highlighted and math drawn there, so no Markdown, highlighting or math code
 * reaches the browser), with the styles of what it may hold: code, tables, task lists, footnotes,
 * heading anchors and KaTeX's display math, in the theme's colours, light and dark.
 */
export function MarkdownContent({
  html,
  className,
  id,
}: {
  html: string;
  className?: string;
  /** The element's id: where the client takes a body back from before it hydrates (server-html). */
  id?: string;
}) {
  return (
    <div
      id={id}
      className={className ? `${styles.content} ${className}` : styles.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server's Markdown renderer, raw HTML off, links and images checked
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
