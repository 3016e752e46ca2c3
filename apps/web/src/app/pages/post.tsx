import type { PublicPageData } from '@portfolio/contract';
import { PostPage } from '../../features/blog/PostPage';

/** A post; a path whose data carries none is resolved to the 404 page before this one. */
export default function Post({ data }: { data: PublicPageData }) {
  return data.post ? <PostPage page={data.post} author={data.profile.ownerName} /> : null;
}
