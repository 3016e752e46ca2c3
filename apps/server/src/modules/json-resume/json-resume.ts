import {
  type Certificate,
  type IconEntry,
  type IconMap,
  JSON_RESUME_PATH,
  JSON_RESUME_SCHEMA_URL,
  type JsonResume,
  type Profile,
  type Project,
  type SocialLink,
  type SocialNetwork,
  socialLinkName,
  socialNetwork,
  type TimelineEntry,
  TimelineKind,
} from '@portfolio/contract';

/** Networks whose profile URL ends with the user name (…/jane, …/@jane, …/in/jane/). */
const NAMED_BY_PATH = new Set<SocialNetwork>([
  'github',
  'gitlab',
  'linkedin',
  'x',
  'mastodon',
  'bluesky',
  'instagram',
  'youtube',
  'stackoverflow',
  'dev',
  'medium',
]);

/** The user name of a profile link: its last path segment without a leading @, where known. */
function usernameOf(link: SocialLink): string | undefined {
  if (!NAMED_BY_PATH.has(link.network)) return undefined;
  const last = new URL(link.url).pathname.split('/').findLast((segment) => segment !== '');
  let name = last ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Kept as written: not valid percent-encoding.
  }
  name = name.replace(/^@/, '');
  return name === '' ? undefined : name;
}

/** The parts of a timeline entry both JSON Resume entries have: its link, when (no end: ongoing). */
function linkAndTime(entry: TimelineEntry) {
  return {
    ...(entry.link ? { url: entry.link } : {}),
    startDate: entry.start,
    ...(entry.end ? { endDate: entry.end } : {}),
  };
}

/** The links as JSON Resume's profiles; email goes to basics.email instead. */
function profilesOf(links: readonly SocialLink[]) {
  return links
    .filter((link) => link.network !== 'email')
    .map((link) => {
      const username = usernameOf(link);
      return {
        network:
          link.network === 'other' ? socialLinkName(link) : socialNetwork(link.network).label,
        ...(username ? { username } : {}),
        url: link.url,
      };
    });
}

const emailOf = (links: readonly SocialLink[]) =>
  links.find((link) => link.network === 'email')?.url.slice('mailto:'.length);

/** A skill or tool's name: its icon's title (its slug if the set has lost it), or its text. */
const nameOf = (entry: IconEntry, icons: IconMap) =>
  'icon' in entry ? (icons[entry.icon]?.title ?? entry.icon) : entry.text;

/**
 * What the site shows, as a JSON Resume v1.0.0 document. Hidden projects, certificates and timeline
 * entries stay out.
 */
export function toJsonResume(content: {
  profile: Profile;
  timeline: TimelineEntry[];
  /** The icons the profile names, for their titles. */
  icons: IconMap;
  projects: Project[];
  certificates: Certificate[];
  publicOrigin: string;
  /** Another language's prefix than the default's (`/pt`): the document's own address is under it. */
  prefix?: string;
}): JsonResume {
  const { profile, publicOrigin } = content;
  const email = emailOf(profile.links);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: profile.ownerName,
      label: profile.about.role,
      summary: profile.introduction,
      url: publicOrigin,
      ...(email ? { email } : {}),
      location: { address: profile.about.location },
      profiles: profilesOf(profile.links),
    },
    work: content.timeline
      .filter((entry) => entry.kind === TimelineKind.Work)
      .map((entry) => ({
        name: entry.organisation,
        position: entry.role,
        ...(entry.place ? { location: entry.place } : {}),
        ...linkAndTime(entry),
        summary: entry.summary,
      })),
    education: content.timeline
      .filter((entry) => entry.kind === TimelineKind.Education)
      .map((entry) => ({
        institution: entry.organisation,
        area: entry.role,
        ...linkAndTime(entry),
      })),
    projects: content.projects.map((project) => ({
      name: project.title,
      description: project.description,
      url: project.website_link || project.project_link,
      ...(project.date ? { startDate: project.date } : {}),
      ...(project.tags.length > 0 ? { keywords: project.tags } : {}),
    })),
    certificates: content.certificates.map((certificate) => ({
      name: certificate.title,
      issuer: certificate.issued_by,
    })),
    skills: [
      { name: 'Skills', keywords: profile.skills.map((entry) => nameOf(entry, content.icons)) },
      { name: 'Tools', keywords: profile.tools.map((entry) => nameOf(entry, content.icons)) },
    ],
    interests: profile.about.hobbies.map((name) => ({ name })),
    meta: {
      canonical: publicOrigin + (content.prefix ?? '') + JSON_RESUME_PATH,
      version: 'v1.0.0',
    },
  };
}
