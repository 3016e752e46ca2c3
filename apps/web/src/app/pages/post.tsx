import type { PublicPageData } from '@portfolio/contract';
import { NotFound } from '../../components/NotFound';
import { PostPage } from '../../features/blog/PostPage';

export default function Post({ data }: { data: PublicPageData }) {
  return data.post ? <PostPage page={data.post} author={data.profile.ownerName} /> : <NotFound />;
}
