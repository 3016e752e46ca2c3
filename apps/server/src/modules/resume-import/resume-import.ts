import {
  type ErrorDetail,
  type IconEntry,
  isHttpUrl,
  isProjectTag,
  isTimelineDate,
  MAX_ICON_ENTRIES,
  MAX_SOCIAL_LINKS,
  PROJECT_TAGS_MAX,
  type Profile,
  type ResumeImportChange,
  type ResumeImportDocument,
  SOCIAL_NETWORKS,
  type SocialLink,
  type SocialNetwork,
  socialLinkProblem,
  type TimelineEntryBody,
  TimelineKind,
} from '@portfolio/contract';
import type { Markdown } from '../../lib/markdown.js';
import type { ImportedProject } from '../projects/imported-project.js';
import { timelineFields } from '../timeline/timeline.service.js';

/**
 * What an import writes: the whole profile, the timeline that replaces the current one, the
 * projects it adds and those of the site it updates.
 */
export interface ImportContent {
  profile: Profile;
  /** In the document's order: first shown first. */
  timeline: ReturnType<typeof timelineFields>['fields'][];
  projects: ImportedProject[];
  updatedProjects: ProjectUpdate[];
  changes: ResumeImportChange[];
}

/** What a project of the document writes to the site's project it matches: its texts, not its links. */
interface ProjectUpdate {
  id: string;
  fields: Pick<ImportedProject, 'title' | 'description' | 'date' | 'tags'>;
}

/** A project of the site, as an import matches it. */
export interface SiteProject {
  id: string;
  title: string;
  website_link: string;
  project_link: string;
}

const titleKey = (title: string) => title.trim().toLowerCase();

/**
 * The site's project a project of the document is: the first not yet matched whose website or
 * repository link is its URL, else whose title is its title (case aside); else none, a new one.
 */
function matchProject(
  project: ImportedProject,
  site: readonly SiteProject[],
  matched: Set<string>,
): SiteProject | undefined {
  const free = site.filter((candidate) => !matched.has(candidate.id));
  const url = project.website_link;
  const found =
    free.find(
      (candidate) =>
        url !== '' && (candidate.website_link === url || candidate.project_link === url),
    ) ?? free.find((candidate) => titleKey(candidate.title) === titleKey(project.title));
  if (found) matched.add(found.id);
  return found;
}

/** Finds the icon of a skill's name (its title in the icon set), if there is one. */
export type IconFinder = (name: string) => Promise<string | undefined>;

/** JSON Resume's dates without the day: the site keeps a year or a year and month. */
const monthOf = (date: string | undefined) => (date ?? '').slice(0, 7);

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** A network by its key or its name, case aside ('GitHub', 'github'); else undefined. */
function networkOf(name: string): SocialNetwork | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === 'twitter') return 'x';
  const found = SOCIAL_NETWORKS.find(
    (network) =>
      network.key !== 'other' &&
      network.key !== 'email' &&
      (network.key === wanted || network.label.toLowerCase() === wanted),
  );
  return found?.key;
}

/** The profile links: the document's profiles in order, then its email. */
function linksOf(basics: ResumeImportDocument['basics'], problems: ErrorDetail[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const [i, entry] of (basics.profiles ?? []).entries()) {
    const url = trimmed(entry.url);
    const name = trimmed(entry.network);
    const network = networkOf(name) ?? 'other';
    const link: SocialLink = { network, url };
    if (network === 'other') link.label = name === '' ? 'Link' : name;
    const problem = url === '' ? { field: 'url', message: 'is required' } : socialLinkProblem(link);
    if (problem) {
      const field = problem.field === 'label' ? 'network' : problem.field;
      problems.push({ field: `basics/profiles/${i}/${field}`, message: problem.message });
    }
    links.push(link);
  }
  const email = trimmed(basics.email);
  if (email !== '') {
    const link: SocialLink = { network: 'email', url: `mailto:${email}` };
    const problem = socialLinkProblem(link);
    if (problem) problems.push({ field: 'basics/email', message: 'must be an email address' });
    links.push(link);
  }
  if (links.length > MAX_SOCIAL_LINKS) {
    problems.push({
      field: 'basics/profiles',
      message: `must have at most ${MAX_SOCIAL_LINKS} links with the email`,
    });
  }
  return links;
}

/** A skill or tool: the icon of its name where the set has one, else its text. */
async function entriesOf(
  names: string[],
  field: string,
  findIcon: IconFinder,
  problems: ErrorDetail[],
): Promise<IconEntry[]> {
  const kept = names.map((name) => name.trim()).filter((name) => name !== '');
  if (kept.length > MAX_ICON_ENTRIES) {
    problems.push({ field, message: `must have at most ${MAX_ICON_ENTRIES} names` });
  }
  const entries: IconEntry[] = [];
  for (const name of kept.slice(0, MAX_ICON_ENTRIES)) {
    const icon = await findIcon(name);
    entries.push(icon ? { icon } : { text: name });
  }
  return entries;
}

/**
 * A project's keywords as its tags: lowered, spaces as dashes ('Machine Learning' is
 * machine-learning); those that still are no tag left out, repeats folded, at most the first 8.
 */
function tagsOf(keywords: readonly string[]): string[] {
  const tags: string[] = [];
  for (const keyword of keywords) {
    const tag = keyword.trim().toLowerCase().replace(/\s+/g, '-');
    if (isProjectTag(tag) && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, PROJECT_TAGS_MAX);
}

/** The timeline field names as the document names them, for its problems. */
const WORK_FIELDS: Record<string, string> = {
  role: 'position',
  organisation: 'name',
  place: 'location',
  start: 'startDate',
  end: 'endDate',
  summary: 'summary',
  link: 'url',
};
const EDUCATION_FIELDS: Record<string, string> = {
  ...WORK_FIELDS,
  role: 'area',
  organisation: 'institution',
};

function timelineEntry(
  body: Omit<TimelineEntryBody, 'start'> & { start: string },
  path: string,
  names: Record<string, string>,
  markdown: Markdown,
  problems: ErrorDetail[],
) {
  const { fields, details } = timelineFields(body, markdown);
  const at = (field: string) => `${path}/${names[field] ?? field}`;
  if (!isTimelineDate(fields.start)) {
    details.unshift({ field: 'start', message: 'is required: a year or a year and month' });
  }
  if (fields.end !== null && !isTimelineDate(fields.end)) {
    details.push({ field: 'end', message: 'must be a year or a year and month' });
  }
  const seen = new Set<string>();
  for (const detail of details) {
    if (seen.has(detail.field)) continue;
    seen.add(detail.field);
    problems.push({ field: at(detail.field), message: detail.message });
  }
  return fields;
}

/**
 * The inverse of the export (json-resume.ts): what a JSON Resume document writes to the site and
 * the changes it makes, or every problem of it, each naming its path (`work/3/position`).
 * The profile's fields the document leaves out or empty stay as they are.
 */
export async function importContent(
  document: ResumeImportDocument,
  current: { profile: Profile; timelineTitles: string[]; projects: readonly SiteProject[] },
  findIcon: IconFinder,
  markdown: Markdown,
): Promise<{ content: ImportContent; problems: ErrorDetail[] }> {
  const problems: ErrorDetail[] = [];
  const { basics } = document;
  const profile: Profile = structuredClone(current.profile);
  const replaced: string[] = [];
  const set = (label: string, value: string | undefined, apply: (value: string) => void) => {
    const text = trimmed(value);
    if (text === '') return;
    apply(text);
    replaced.push(label);
  };
  set('Name', basics.name, (value) => {
    profile.ownerName = value;
  });
  set('Role', basics.label, (value) => {
    profile.about.role = value;
  });
  set('Introduction', basics.summary, (value) => {
    profile.introduction = value;
  });
  const location = basics.location;
  const place =
    trimmed(location?.address) ||
    [location?.city, location?.region, location?.countryCode]
      .map(trimmed)
      .filter(Boolean)
      .join(', ')
      .slice(0, 100);
  set('Location', place, (value) => {
    profile.about.location = value;
  });
  if (basics.profiles !== undefined || trimmed(basics.email) !== '') {
    profile.links = linksOf(basics, problems);
    replaced.push('Links');
  }

  // Skills: the group named Tools gives the tools, every other group the skills.
  const groups = document.skills ?? [];
  const isTools = (name: string | undefined) => trimmed(name).toLowerCase() === 'tools';
  const skillNames = groups.filter((g) => !isTools(g.name)).flatMap((g) => g.keywords ?? []);
  const toolNames = groups.filter((g) => isTools(g.name)).flatMap((g) => g.keywords ?? []);
  const skills = await entriesOf(skillNames, 'skills', findIcon, problems);
  if (skills.length > 0) {
    profile.skills = skills;
    replaced.push('Skills');
  }
  const tools = await entriesOf(toolNames, 'skills', findIcon, problems);
  if (tools.length > 0) {
    profile.tools = tools;
    replaced.push('Tools');
  }
  if (document.interests !== undefined) {
    profile.about.hobbies = document.interests
      .map((interest) => trimmed(interest.name))
      .filter((name) => name !== '');
    replaced.push('Hobbies');
  }

  const timeline = [
    ...(document.work ?? []).map((entry, i) =>
      timelineEntry(
        {
          kind: TimelineKind.Work,
          role: entry.position ?? '',
          organisation: entry.name ?? '',
          place: entry.location ?? '',
          start: monthOf(entry.startDate),
          end: entry.endDate ? monthOf(entry.endDate) : null,
          summary: entry.summary ?? '',
          link: entry.url ?? '',
        },
        `work/${i}`,
        WORK_FIELDS,
        markdown,
        problems,
      ),
    ),
    ...(document.education ?? []).map((entry, i) =>
      timelineEntry(
        {
          kind: TimelineKind.Education,
          role: trimmed(entry.area) || trimmed(entry.studyType),
          organisation: entry.institution ?? '',
          start: monthOf(entry.startDate),
          end: entry.endDate ? monthOf(entry.endDate) : null,
          link: entry.url ?? '',
        },
        `education/${i}`,
        EDUCATION_FIELDS,
        markdown,
        problems,
      ),
    ),
  ];

  const projects: ImportedProject[] = [];
  const updatedProjects: ProjectUpdate[] = [];
  const matched = new Set<string>();
  for (const [i, entry] of (document.projects ?? []).entries()) {
    const at = (field: string) => `projects/${i}/${field}`;
    const title = trimmed(entry.name);
    const url = trimmed(entry.url);
    if (title === '') problems.push({ field: at('name'), message: 'is required' });
    if (!isHttpUrl(url)) {
      problems.push({ field: at('url'), message: 'is required: an absolute http(s) URL' });
    }
    const project = {
      title,
      description: trimmed(entry.description),
      website_link: url,
      project_link: url,
      date: monthOf(entry.startDate),
      tags: tagsOf(entry.keywords ?? []).join(','),
    };
    const match = matchProject(project, current.projects, matched);
    if (!match) {
      projects.push(project);
      continue;
    }
    const { description, date, tags } = project;
    updatedProjects.push({ id: match.id, fields: { title, description, date, tags } });
  }

  const changes: ResumeImportChange[] = [
    {
      section: 'Profile',
      action: 'replaced',
      items: replaced,
      note: 'The other profile fields stay as they are.',
    },
  ];
  if (current.timelineTitles.length > 0) {
    changes.push({
      section: 'Timeline',
      action: 'removed',
      items: current.timelineTitles,
      note: 'The timeline is replaced whole by the imported work and education.',
    });
  }
  changes.push({
    section: 'Timeline',
    action: 'added',
    items: timeline.map((entry) => `${entry.role} – ${entry.organisation}`),
    note: 'Shown on About, in the order of the file.',
  });
  if (updatedProjects.length > 0) {
    changes.push({
      section: 'Projects',
      action: 'updated',
      items: updatedProjects.map((project) => project.fields.title),
      note: 'The projects the site has already, found by their link or title: their title, description, date and tags are replaced; their links, image, case study and visibility stay.',
    });
  }
  changes.push({
    section: 'Projects',
    action: 'added',
    items: projects.map((project) => project.title),
    note: 'Added hidden, marked needs an image: add an image to each, then show it. Keywords become tags (at most 8).',
  });
  const certificates = document.certificates?.length ?? 0;
  if (certificates > 0) {
    changes.push({
      section: 'Certificates',
      action: 'left out',
      items: [`${certificates} certificate${certificates === 1 ? '' : 's'}`],
      note: 'A certificate needs an image: add them under Certificates.',
    });
  }
  return { content: { profile, timeline, projects, updatedProjects, changes }, problems };
}
