import type { PublicPageData } from '@portfolio/contract';
import { NotFound } from '../../components/NotFound';
import { BlogPage } from '../../features/blog/BlogPage';

/** The blog; with no post to show (none published, a tag none has, a page past the last), the 404. */
export default function Blog({ data }: { data: PublicPageData }) {
  return data.posts?.length && data.blogFilter ? (
    <BlogPage posts={data.posts} filter={data.blogFilter} />
  ) : (
    <NotFound text={data.texts.notFound} />
  );
}
