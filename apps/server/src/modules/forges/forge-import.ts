import {
  isHttpUrl,
  isProjectDate,
  isProjectTag,
  LIMITS,
  PROJECT_TAGS_MAX,
  withoutNonText,
} from '@portfolio/contract';
import type { ImportedProject } from '../projects/imported-project.js';
import type { RepoInfo } from './forge-client.js';

const fitText = (value: string, max: number) => {
  const text = withoutNonText(value).trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** Its topics, then its language, lower case, each a valid tag once, at most 8. */
function tagsOf(repo: RepoInfo): string {
  const tags = [...repo.topics, repo.language]
    .map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter((tag) => isProjectTag(tag));
  return [...new Set(tags)].slice(0, PROJECT_TAGS_MAX).join(',');
}

/**
 * A repository as a project's fields: its name, its description (its name when it has none; kept
 * as plain text, which every page escapes), the repository as the project link, its homepage as
 * the website when it is an http(s) URL, tags from its topics and language, and the month it was
 * created.
 */
export function projectFieldsOf(repo: RepoInfo): ImportedProject {
  const title = fitText(repo.name, LIMITS.titleMax) || fitText(repo.fullName, LIMITS.titleMax);
  const month = repo.createdAt.slice(0, 7);
  return {
    title,
    description: fitText(repo.description, LIMITS.descriptionMax) || title,
    website_link:
      isHttpUrl(repo.homepage) && repo.homepage.length <= LIMITS.linkMax ? repo.homepage : '',
    project_link: repo.url,
    date: isProjectDate(month) ? month : '',
    tags: tagsOf(repo),
  };
}
