import type { PublicPageData } from '@portfolio/contract';
import { NotFound } from '../../components/NotFound';

export default function NotFoundPage({ data }: { data: PublicPageData }) {
  return <NotFound text={data.texts.notFound} />;
}
