import type { ParamPageKey, PublicPageData } from '@portfolio/contract';
import type { PageModuleKey } from './public-pages';

/** What a page with a parameter is about, from its data: a case study's project, a post. */
export interface PageSubject {
  title: string;
  description: string;
}

/** Each page with a parameter of the registry (`PARAM_PAGES`): the type requires one each. */
const SUBJECTS: { [K in ParamPageKey]: (data: PublicPageData) => PageSubject | undefined } = {
  'case-study': (data) => data.caseStudy?.project,
  post: (data) =>
    data.post && {
      title: data.post.post.title,
      description: data.post.post.summary || data.profile.description,
    },
};

/**
 * The subject of a page with a parameter, whose title and description the head's sharing tags and
 * the structured data's name are; none on the other pages, which are about their owner.
 */
export function pageSubject(key: PageModuleKey, data: PublicPageData): PageSubject | undefined {
  return key in SUBJECTS ? SUBJECTS[key as ParamPageKey](data) : undefined;
}
