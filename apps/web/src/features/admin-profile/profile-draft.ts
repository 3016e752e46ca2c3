import { ICON_KEYS, type IconKey, type Profile } from '@portfolio/contract';
import { textProblem } from '../../lib/validation';

/** The profile as the form edits it: lists as one item a line. */
export interface ProfileDraft {
  ownerName: string;
  brandTitle: string;
  greeting: string;
  typewriterLines: string;
  introduction: string;
  location: string;
  role: string;
  hobbies: string;
  skills: IconKey[];
  tools: IconKey[];
  github: string;
  instagram: string;
  twitter: string;
  linkedin: string;
  contributionsUsername: string;
  description: string;
}

export type DraftProblems = Partial<Record<keyof ProfileDraft, string>>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toDraft(profile: Profile): ProfileDraft {
  return {
    ownerName: profile.ownerName,
    brandTitle: profile.brandTitle,
    greeting: profile.greeting,
    typewriterLines: profile.typewriterLines.join('\n'),
    introduction: profile.introduction,
    location: profile.about.location,
    role: profile.about.role,
    hobbies: profile.about.hobbies.join('\n'),
    skills: [...profile.skills],
    tools: [...profile.tools],
    ...profile.social,
    contributionsUsername: profile.contributionsUsername,
    description: profile.description,
  };
}

export function toProfile(draft: ProfileDraft): Profile {
  return {
    ownerName: draft.ownerName.trim(),
    brandTitle: draft.brandTitle.trim(),
    greeting: draft.greeting.trim(),
    typewriterLines: lines(draft.typewriterLines),
    introduction: draft.introduction.trim(),
    about: {
      location: draft.location.trim(),
      role: draft.role.trim(),
      hobbies: lines(draft.hobbies),
    },
    skills: draft.skills,
    tools: draft.tools,
    social: {
      github: draft.github.trim(),
      instagram: draft.instagram.trim(),
      twitter: draft.twitter.trim(),
      linkedin: draft.linkedin.trim(),
    },
    contributionsUsername: draft.contributionsUsername.trim(),
    description: draft.description.trim(),
  };
}

function listProblem(text: string, min: number, max: number): string | undefined {
  const items = lines(text);
  if (items.length < min)
    return min === 1 ? 'Write at least one line' : `Write at least ${min} lines`;
  if (items.length > max) return `Write at most ${max} lines (now ${items.length})`;
  const long = items.find((item) => textProblem(item, { max: 100 }));
  return long
    ? `Each line may have at most 100 characters: "${long.slice(0, 30)}…" is longer`
    : undefined;
}

function iconsProblem(keys: readonly string[]): string | undefined {
  if (keys.length === 0) return 'Choose at least one';
  if (keys.length > 24) return `Choose at most 24 (now ${keys.length})`;
  return keys.every((key) => (ICON_KEYS as readonly string[]).includes(key))
    ? undefined
    : 'Choose from the list';
}

const USERNAME = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?)?$/;

/** The contract's rules for the profile (schema Profile), checked before it is sent. */
export function draftProblems(draft: ProfileDraft): DraftProblems {
  const found: DraftProblems = {
    ownerName: textProblem(draft.ownerName, { max: 100 }),
    brandTitle: textProblem(draft.brandTitle, { max: 100 }),
    greeting: textProblem(draft.greeting, { max: 100 }),
    typewriterLines: listProblem(draft.typewriterLines, 1, 6),
    introduction: textProblem(draft.introduction, { max: 3_000 }),
    location: textProblem(draft.location, { max: 100 }),
    role: textProblem(draft.role, { max: 100 }),
    hobbies: listProblem(draft.hobbies, 0, 10),
    skills: iconsProblem(draft.skills),
    tools: iconsProblem(draft.tools),
    github: textProblem(draft.github, { max: 2_000, link: true, optional: true }),
    instagram: textProblem(draft.instagram, { max: 2_000, link: true, optional: true }),
    twitter: textProblem(draft.twitter, { max: 2_000, link: true, optional: true }),
    linkedin: textProblem(draft.linkedin, { max: 2_000, link: true, optional: true }),
    contributionsUsername: USERNAME.test(draft.contributionsUsername.trim())
      ? undefined
      : 'Letters, digits and single hyphens, at most 39',
    description: textProblem(draft.description, { max: 300 }),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem));
}
