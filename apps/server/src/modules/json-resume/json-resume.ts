import {
  type Certificate,
  ICON_LABELS,
  JSON_RESUME_PATH,
  JSON_RESUME_SCHEMA_URL,
  type JsonResume,
  type Profile,
  type Project,
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

/** What the site shows, as a JSON Resume v1.0.0 document. Hidden projects and certificates stay out. */
export function toJsonResume(content: {
  profile: Profile;
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
      { name: 'Skills', keywords: profile.skills.map((key) => ICON_LABELS[key]) },
      { name: 'Tools', keywords: profile.tools.map((key) => ICON_LABELS[key]) },
    ],
    interests: profile.about.hobbies.map((name) => ({ name })),
    meta: { canonical: publicOrigin + JSON_RESUME_PATH, version: 'v1.0.0' },
  };
}
