import type { PublicPageData } from '@portfolio/contract';
import { CaseStudyPage } from '../../features/case-study/CaseStudyPage';
import { NotFound } from '../../components/NotFound';

export default function CaseStudy({ data }: { data: PublicPageData }) {
  return data.caseStudy ? <CaseStudyPage caseStudy={data.caseStudy} /> : <NotFound />;
}
