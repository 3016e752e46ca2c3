import type { MarkdownRender } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import './markdown-content.css';
import styles from './MarkdownPreview.module.css';

/**
 * 'Preview': the owner's Markdown as the server draws it for readers (`useMarkdownPreview`), with
 * KaTeX's stylesheet when it shows math, and what a save would refuse in it.
 */
export function MarkdownPreview({
  render,
  failure,
  title,
  className,
}: {
  render: MarkdownRender | undefined;
  failure: string | undefined;
  /** What the page shows above the text (a post's title). */
  title?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <section className={`${styles.preview} ${className ?? ''}`} aria-label="Preview">
      {title && <h2 className={styles.title}>{title}</h2>}
      {render?.mathStylesheet && (
        <link rel="stylesheet" href={render.mathStylesheet} precedence="default" />
      )}
      <ErrorMessage message={failure} />
      {render?.problems.map((problem) => (
        <p key={problem.message} className={styles.problem}>
          A save refuses this: {problem.message}
        </p>
      ))}
      {render && (
        <div
          className="markdown-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: drawn by the server's Markdown renderer (components/markdown-content.css)
          dangerouslySetInnerHTML={{ __html: render.html }}
        />
      )}
    </section>
  );
}
