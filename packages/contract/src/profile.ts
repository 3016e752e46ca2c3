import { type Static, Type } from '@sinclair/typebox';
import { MAX_ICON_ENTRIES, MAX_SOCIAL_LINKS, SOCIAL_NETWORKS } from './social-networks.js';
import { PlainText } from './text.js';
import { textCharacter } from './text-characters.js';

const Text = (maxLength: number) => PlainText({ minLength: 1, maxLength });

/** A social link's URL as the schema takes it: http(s) or mailto:, then text with no white space. */
export const SOCIAL_LINK_PATTERN = `^(https?://|mailto:)${textCharacter('\\s')}+$`;

/**
 * A social link: its network, its URL (http(s), or mailto: for email: the service checks which
 * goes with which) and an optional label, required for `other`.
 */
export const SocialLink = Type.Object(
  {
    network: Type.Union(SOCIAL_NETWORKS.map((network) => Type.Literal(network.key))),
    url: Type.String({ minLength: 1, maxLength: 2_000, pattern: SOCIAL_LINK_PATTERN }),
    label: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
);
export type SocialLink = Static<typeof SocialLink>;

/** The pattern of an icon's slug: simple-icons' own ([a-z0-9_]), or one of ours (`local-…`). */
export const ICON_SLUG_PATTERN = '^(local-)?[a-z0-9_]{1,60}$';

/**
 * An entry of the skill and tool grids: an icon by its slug (its name is the icon's title), or a
 * text for anything without an icon. One object with exactly one of the two, not a union of two
 * closed objects: the body validator drops unknown properties, and in a union the first branch
 * would drop the second one's field.
 */
export type IconEntry = { icon: string } | { text: string };
export const IconEntry = Type.Unsafe<IconEntry>(
  Type.Object(
    {
      icon: Type.Optional(Type.String({ pattern: ICON_SLUG_PATTERN, maxLength: 66 })),
      text: Type.Optional(Text(50)),
    },
    {
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      description: 'Either {icon: slug} or {text: name}',
    },
  ),
);

/** An icon as the pages draw it: one SVG path in its view box, and its name. */
export const IconSvg = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  viewBox: Type.String(),
  path: Type.String(),
});
export type IconSvg = Static<typeof IconSvg>;

/** The icons a page draws, by slug. */
export const IconMap = Type.Record(Type.String(), IconSvg);
export type IconMap = Static<typeof IconMap>;

/**
 * The owner's site profile: every text and list of the public pages that the older implementation
 * hard-coded. Read by everyone, changed by the Admin (PUT replaces it whole).
 */
export const Profile = Type.Object(
  {
    ownerName: Text(100),
    brandTitle: Text(100),
    greeting: Text(100),
    typewriterLines: Type.Array(Text(100), { minItems: 1, maxItems: 6 }),
    introduction: Text(3_000),
    about: Type.Object(
      {
        location: Text(100),
        role: Text(100),
        hobbies: Type.Array(Text(100), { maxItems: 10 }),
      },
      { additionalProperties: false },
    ),
    skills: Type.Array(IconEntry, { minItems: 1, maxItems: MAX_ICON_ENTRIES }),
    tools: Type.Array(IconEntry, { minItems: 1, maxItems: MAX_ICON_ENTRIES }),
    links: Type.Array(SocialLink, {
      maxItems: MAX_SOCIAL_LINKS,
      description: 'The social links of the footer, in order',
    }),
    contributionsUsername: Type.String({
      maxLength: 39,
      pattern: '^([A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?)?$',
      description:
        "The code-hosting username whose contributions the About page shows ('' for none)",
    }),
    description: Text(300),
  },
  { additionalProperties: false },
);
export type Profile = Static<typeof Profile>;

/** `GET /api/icons`: the icons matching a search, or the ones named. */
export const IconQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 60 })),
    slugs: Type.Optional(Type.String({ maxLength: 2_000, description: 'Slugs, comma-separated' })),
  },
  { additionalProperties: false },
);
export type IconQuery = Static<typeof IconQuery>;
export const IconList = Type.Array(IconSvg);
export type IconList = Static<typeof IconList>;
