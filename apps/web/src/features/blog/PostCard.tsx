import { blogTagPath, type PostSummary, postPath } from '@portfolio/contract';
import { Card, CardImage, cardTitleClass } from '../../components/CardGrid';
import { TagLinks } from '../../components/TagLinks';
import { usePageHref } from '../../lib/messages';
import styles from './BlogPage.module.css';
import { PostMeta } from './PostMeta';

/** A post in a list: its cover, title (its link), date, reading time, summary and tags; an h-entry. */
export function PostCard({ post, priority }: { post: PostSummary; priority: boolean }) {
  const titleId = `post-${post._id}`;
  const local = usePageHref();
  return (
    <Card
      entry
      image={
        post.cover ? (
          <CardImage
            className="u-photo"
            src={post.cover}
            variants={post.coverVariants}
            focus=""
            priority={priority}
          />
        ) : null
      }
    >
      <h2 id={titleId} className={`${cardTitleClass} p-name`}>
        <a className="u-url" href={local(postPath(post.slug))}>
          {post.title}
        </a>
      </h2>
      <PostMeta post={post} />
      {post.summary && <p className={`${styles.summary} p-summary`}>{post.summary}</p>}
      <TagLinks tags={post.tags} href={blogTagPath} describedBy={titleId} />
    </Card>
  );
}
