import type { PublicPageData } from '@portfolio/contract';
import { ResumePage } from '../../features/resume/ResumePage';

export default function Resume({ data }: { data: PublicPageData }) {
  return <ResumePage resumes={data.resumes ?? []} />;
}
