import { blogTagPath } from '@portfolio/contract';
import list from '../../components/ListParts.module.css';

/** A post's tags: each a plain link to the posts with that tag. */
export function PostTags({ tags, describedBy }: { tags: readonly string[]; describedBy?: string }) {
  if (tags.length === 0) return null;
  return (
    <p className={list.tags}>
      {tags.map((tag) => (
        <a
          key={tag}
          className={`${list.tag} p-category`}
          href={blogTagPath(tag)}
          aria-describedby={describedBy}
        >
          {tag}
        </a>
      ))}
    </p>
  );
}
