import {
  type Certificate,
  ICON_LABELS,
  JSON_RESUME_PATH,
  JSON_RESUME_SCHEMA_URL,
  type JsonResume,
  type Profile,
  type Project,
  type TimelineEntry,
  TimelineKind,
} from '@portfolio/contract';

/** The networks of the profile's links, as JSON Resume names them. */
const NETWORKS: Record<keyof Profile['social'], string> = {
  github: 'GitHub',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
};

/** The user name of a profile link: its last path segment (https://github.com/jane → jane). */
function usernameOf(link: string): string {
  return new URL(link).pathname.split('/').findLast((segment) => segment !== '') ?? '';
}

/** The parts of a timeline entry both JSON Resume entries have: its link, when (no end: ongoing). */
function linkAndTime(entry: TimelineEntry) {
  return {
    ...(entry.link ? { url: entry.link } : {}),
    startDate: entry.start,
    ...(entry.end ? { endDate: entry.end } : {}),
  };
}

/**
 * What the site shows, as a JSON Resume v1.0.0 document. Hidden projects, certificates and timeline
 * entries stay out.
 */
export function toJsonResume(content: {
  profile: Profile;
  timeline: TimelineEntry[];
  projects: Project[];
  certificates: Certificate[];
  publicOrigin: string;
}): JsonResume {
  const { profile, publicOrigin } = content;
  const profiles = (Object.keys(NETWORKS) as (keyof Profile['social'])[])
    .filter((network) => profile.social[network] !== '')
    .map((network) => ({
      network: NETWORKS[network],
      username: usernameOf(profile.social[network]),
      url: profile.social[network],
    }));
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: profile.ownerName,
      label: profile.about.role,
      summary: profile.introduction,
      url: publicOrigin,
      location: { address: profile.about.location },
      profiles,
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
    })),
    certificates: content.certificates.map((certificate) => ({
      name: certificate.title,
      issuer: certificate.issued_by,
    })),
    skills: [
      { name: 'Skills', keywords: profile.skills.map((key) => ICON_LABELS[key]) },
      { name: 'Tools', keywords: profile.tools.map((key) => ICON_LABELS[key]) },
    ],
    interests: profile.about.hobbies.map((name) => ({ name })),
    meta: { canonical: publicOrigin + JSON_RESUME_PATH, version: 'v1.0.0' },
  };
}
