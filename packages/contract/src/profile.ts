import { type Static, Type } from '@sinclair/typebox';
import { PlainText } from './text.js';

/** Icons the owner can put in the skill and tool grids; the web app draws each one. */
export const ICON_KEYS = [
  'javascript',
  'typescript',
  'python',
  'nodejs',
  'react',
  'nextjs',
  'html',
  'css',
  'mongodb',
  'postgresql',
  'mysql',
  'redis',
  'docker',
  'kubernetes',
  'git',
  'github',
  'linux',
  'aws',
  'firebase',
  'tensorflow',
  'pytorch',
  'java',
  'cplusplus',
  'go',
  'rust',
  'vscode',
  'postman',
  'chrome',
  'figma',
  'npm',
  'vercel',
  'slack',
] as const;
export type IconKey = (typeof ICON_KEYS)[number];

const Text = (maxLength: number) => PlainText({ minLength: 1, maxLength });
/** An absolute http(s) URL (no white space or control character), or '' to leave the link out. */
const OptionalLink = Type.String({
  maxLength: 2_000,
  pattern: '^(https?://[^\\s\\u0000-\\u001F]+)?$',
});
const IconKeySchema = Type.Union(ICON_KEYS.map((key) => Type.Literal(key)));

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
    skills: Type.Array(IconKeySchema, { minItems: 1, maxItems: 24 }),
    tools: Type.Array(IconKeySchema, { minItems: 1, maxItems: 24 }),
    social: Type.Object(
      {
        github: OptionalLink,
        instagram: OptionalLink,
        twitter: OptionalLink,
        linkedin: OptionalLink,
      },
      { additionalProperties: false },
    ),
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
