import englishPost from 'virtual:messages/en.post';
import {
  BLOG_PATH,
  blogTagPath,
  formatPostDate,
  type PostPage as PostPageData,
  postPath,
} from '@portfolio/contract';
import { SERVER_HTML_IDS } from '../../app/server-html';
import '../../components/markdown-content.css';
import { LeadImage } from '../../components/ResponsiveImage';
import { TagLinks } from '../../components/TagLinks';
import { useMessages, usePageHref, useTexts } from '../../lib/messages';
import { PostMeta } from './PostMeta';
import styles from './PostPage.module.css';
import parts from './PostParts.module.css';

/** Where the post was first published, and where else it is: its canonical and its copies. */
function Elsewhere({ canonicalUrl, syndication }: { canonicalUrl: string; syndication: string[] }) {
  const t = useTexts(englishPost);
  if (!canonicalUrl && syndication.length === 0) return null;
  const hostOf = (url: string) => new URL(url).host;
  return (
    <div className={styles.elsewhere}>
      {canonicalUrl && (
        <p>
          {`${t.firstPublishedOn()} `}
          <a className="u-url" href={canonicalUrl} rel="noopener noreferrer">
            {hostOf(canonicalUrl)}
          </a>
          .
        </p>
      )}
      {syndication.length > 0 && (
        <p>
          {`${t.alsoOn()} `}
          {syndication.map((url, index) => (
            <span key={url}>
              {index > 0 && ', '}
              <a className="u-syndication" href={url} rel="noopener noreferrer">
                {hostOf(url)}
              </a>
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}

/**
 * A post (/blog/<slug>): its title, dates, reading time, tags and cover, then its body the server
 * rendered from Markdown to safe HTML (code highlighted there: no Markdown or highlighting code
 * reaches the browser); where else it is, the previous and next posts and up to three related
 * ones. An h-entry, in the page's language, its links too.
 */
export function PostPage({ page, author }: { page: PostPageData; author: string }) {
  const { post, previous, next, related } = page;
  const updated = post.updatedAt.slice(0, 10) > post.publishedAt.slice(0, 10);
  const t = useTexts(englishPost);
  const local = usePageHref();
  const locale = useMessages().parts?.locale;
  return (
    <article className={`${styles.post} h-entry`}>
      {page.preview && (
        <p className={styles.preview} role="note">
          {t.privatePreview()}
        </p>
      )}
      <p className={styles.back}>
        <a href={local(BLOG_PATH)}>{t.backToBlog()}</a>
      </p>
      <h1 className={`${styles.title} p-name`}>{post.title}</h1>
      <p className={parts.meta}>
        {`${t.byAuthor()} `}
        <a className="p-author h-card" href={local('/')}>
          {author}
        </a>
      </p>
      <PostMeta post={post} />
      {updated && (
        <p className={parts.meta}>
          {`${t.postUpdated()} `}
          <time className="dt-updated" dateTime={post.updatedAt}>
            {formatPostDate(post.updatedAt, locale)}
          </time>
        </p>
      )}
      <TagLinks tags={post.tags} href={blogTagPath} describedBy={undefined} />
      {post.summary && <p className={`${styles.lead} p-summary`}>{post.summary}</p>}
      {post.cover && (
        <LeadImage
          className={`${styles.cover} u-photo`}
          src={post.cover}
          variants={post.coverVariants}
        />
      )}
      <div
        id={SERVER_HTML_IDS.post}
        className="markdown-content e-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: drawn by the server's Markdown renderer (components/markdown-content.css)
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <Elsewhere canonicalUrl={post.canonicalUrl} syndication={post.syndication} />
      {(previous || next) && (
        <nav className={styles.neighbours} aria-label={t.morePosts()}>
          {previous && (
            <a href={local(postPath(previous.slug))} rel="prev">
              ← {previous.title}
            </a>
          )}
          {next && (
            <a href={local(postPath(next.slug))} rel="next">
              {next.title} →
            </a>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-posts">
          <h2 id="related-posts">{t.relatedPosts()}</h2>
          <ul className={styles.relatedList}>
            {related.map((other) => (
              <li key={other._id} className="h-entry">
                <a className="u-url p-name" href={local(postPath(other.slug))}>
                  {other.title}
                </a>
                <PostMeta post={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
