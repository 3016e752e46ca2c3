import styles from './RenderedMarkdown.module.css';

/**
 * The owner's Markdown as the server rendered it to safe HTML (a case study, a post): raw HTML
 * off, links and images checked, code highlighted there, so no Markdown or highlighting code
 * reaches the browser. Its styles: text, code, quotes and the highlighter's token colours from
 * the theme.
 */
export function RenderedMarkdown({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.markdown} ${className}` : styles.markdown}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server's Markdown renderer, raw HTML off, links and images checked
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
