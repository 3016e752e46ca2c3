import type { PublicPageData } from '@portfolio/contract';
import { NotFound } from '../../components/NotFound';
import { CaseStudyPage } from '../../features/case-study/CaseStudyPage';

export default function CaseStudy({ data }: { data: PublicPageData }) {
  return data.caseStudy ? (
    <CaseStudyPage caseStudy={data.caseStudy} texts={data.texts} />
  ) : (
    <NotFound text={data.texts.notFound} />
  );
}
