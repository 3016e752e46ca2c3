import {
  IconEntry,
  MAX_ICON_ENTRIES,
  MAX_SOCIAL_LINKS,
  Profile,
  SocialLink,
  type SocialNetwork,
  socialLinkProblem,
} from '@portfolio/contract';
import { fieldRule, textProblem } from '../../lib/validation';

/** A social link as the form edits it: the label empty for none. */
export interface LinkDraft {
  network: SocialNetwork;
  url: string;
  label: string;
}

/** The names of a link row's controls, which are also the keys of their problems. */
export const linkControl = (i: number, field: 'url' | 'label') => `link-${i}-${field}`;

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
  skills: IconEntry[];
  tools: IconEntry[];
  links: LinkDraft[];
  contributionsUsername: string;
  description: string;
}

/** Problems by control name: a draft field's, or a link row's (linkControl). */
export type DraftProblems = Partial<Record<string, string>>;

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
    links: profile.links.map((link) => ({ ...link, label: link.label ?? '' })),
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
    links: draft.links.map(({ network, url, label }) =>
      label.trim() === ''
        ? { network, url: url.trim() }
        : { network, url: url.trim(), label: label.trim() },
    ),
    contributionsUsername: draft.contributionsUsername.trim(),
    description: draft.description.trim(),
  };
}

/** The rules of the profile's fields, from its contract schema. */
const RULES = {
  ownerName: fieldRule(Profile, 'ownerName'),
  brandTitle: fieldRule(Profile, 'brandTitle'),
  greeting: fieldRule(Profile, 'greeting'),
  introduction: fieldRule(Profile, 'introduction'),
  location: fieldRule(Profile.properties.about, 'location'),
  role: fieldRule(Profile.properties.about, 'role'),
  description: fieldRule(Profile, 'description'),
  linkLabel: fieldRule(SocialLink, 'label'),
  iconText: fieldRule(IconEntry as unknown as { properties: { text: object } }, 'text'),
};

/** A list of lines (an array of texts in the schema): its item's rule and how many it takes. */
const listRule = (list: { items: object; minItems?: number; maxItems?: number }) => ({
  item: fieldRule({ properties: { item: list.items } }, 'item'),
  min: list.minItems ?? 0,
  max: list.maxItems ?? Number.POSITIVE_INFINITY,
});
const TYPEWRITER_LINES = listRule(Profile.properties.typewriterLines);
const HOBBIES = listRule(Profile.properties.about.properties.hobbies);

/** The code-hosting username: letters, digits and single hyphens, or '' for none. */
const USERNAME = new RegExp(Profile.properties.contributionsUsername.pattern ?? '', 'u');

function listProblem(text: string, rule: ReturnType<typeof listRule>): string | undefined {
  const { min, max } = rule;
  const items = lines(text);
  if (items.length < min)
    return min === 1 ? 'Write at least one line' : `Write at least ${min} lines`;
  if (items.length > max) return `Write at most ${max} lines (now ${items.length})`;
  const long = items.find((item) => textProblem(item, rule.item));
  return long
    ? `Each line may have at most ${rule.item.max} characters: "${long.slice(0, 30)}…" is longer`
    : undefined;
}

function iconsProblem(entries: readonly IconEntry[]): string | undefined {
  if (entries.length === 0) return 'Choose at least one';
  if (entries.length > MAX_ICON_ENTRIES) {
    return `Choose at most ${MAX_ICON_ENTRIES} (now ${entries.length})`;
  }
  const long = entries.find((entry) => 'text' in entry && textProblem(entry.text, RULES.iconText));
  return long ? `Each text may have at most ${RULES.iconText.max} characters` : undefined;
}

/** Each link row's problems, by control name, as the server's check (socialLinkProblem). */
function linkProblems(links: readonly LinkDraft[]): DraftProblems {
  const found: DraftProblems = {};
  if (links.length > MAX_SOCIAL_LINKS) {
    found.links = `Keep at most ${MAX_SOCIAL_LINKS} links (now ${links.length})`;
  }
  links.forEach((link, i) => {
    const label = textProblem(link.label, RULES.linkLabel);
    if (label) found[linkControl(i, 'label')] = label;
    const url = link.url.trim();
    if (url === '') {
      found[linkControl(i, 'url')] = 'Fill this in';
      return;
    }
    const problem = socialLinkProblem({
      network: link.network,
      url,
      label: link.label.trim() || undefined,
    });
    if (problem && !found[linkControl(i, problem.field)]) {
      found[linkControl(i, problem.field)] =
        problem.field === 'label'
          ? 'Give this link a name'
          : link.network === 'email'
            ? 'Enter a mailto: address, like mailto:me@example.com'
            : 'Enter a full address starting with http:// or https://';
    }
  });
  return found;
}

/** The contract's rules for the profile (schema Profile), checked before it is sent. */
export function draftProblems(draft: ProfileDraft): DraftProblems {
  const found: DraftProblems = {
    ownerName: textProblem(draft.ownerName, RULES.ownerName),
    brandTitle: textProblem(draft.brandTitle, RULES.brandTitle),
    greeting: textProblem(draft.greeting, RULES.greeting),
    typewriterLines: listProblem(draft.typewriterLines, TYPEWRITER_LINES),
    introduction: textProblem(draft.introduction, RULES.introduction),
    location: textProblem(draft.location, RULES.location),
    role: textProblem(draft.role, RULES.role),
    hobbies: listProblem(draft.hobbies, HOBBIES),
    skills: iconsProblem(draft.skills),
    tools: iconsProblem(draft.tools),
    ...linkProblems(draft.links),
    contributionsUsername: USERNAME.test(draft.contributionsUsername.trim())
      ? undefined
      : 'Letters, digits and single hyphens, at most 39',
    description: textProblem(draft.description, RULES.description),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem));
}
