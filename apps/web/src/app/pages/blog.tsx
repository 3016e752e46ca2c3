import { isMissingBlogPage, type PublicPageData } from '@portfolio/contract';
import { NotFound } from '../../components/NotFound';
import { BlogPage } from '../../features/blog/BlogPage';

export default function Blog({ data }: { data: PublicPageData }) {
  return data.posts && data.blogFilter && !isMissingBlogPage(data) ? (
    <BlogPage posts={data.posts} filter={data.blogFilter} />
  ) : (
    <NotFound />
  );
}
