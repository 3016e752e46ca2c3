import { type Static, Type } from '@sinclair/typebox';
import { Id } from './ids.js';
import { LINK_PATTERN } from './links.js';

/**
 * The code forges a project may come from: GitHub (or GitHub Enterprise), GitLab (gitlab.com or
 * self-hosted) and Forgejo/Gitea (Codeberg or self-hosted), each with its documented REST API.
 */
export const FORGE_KINDS = ['github', 'gitlab', 'forgejo'] as const;
export type ForgeKind = (typeof FORGE_KINDS)[number];

/** Where each forge is when the owner names no instance of his own. */
export const FORGE_DEFAULT_URLS: Record<ForgeKind, string> = {
  github: 'https://github.com',
  gitlab: 'https://gitlab.com',
  forgejo: 'https://codeberg.org',
};

/**
 * A forge username: letters, digits, `.`, `_` and `-`, starting with a letter or digit; never a
 * path (`/`, `..`, `%`, `?`), since it goes into the forge's URLs.
 */
export const FORGE_USERNAME_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9_-]|\\.(?!\\.)){0,99}$';
export const FORGE_USERNAME_MESSAGE =
  'must be a username of letters, digits, ., _ and - (no path), starting with a letter or digit';
export const FORGE_TOKEN_MAX = 512;
/** A token: printable ASCII, no white space. */
export const FORGE_TOKEN_PATTERN = '^[\\x21-\\x7e]+$';
export const FORGE_TOKEN_MESSAGE = 'must be printable ASCII with no white space';
/** A repository's full name: 'owner/name', or GitLab's 'group/subgroup/name'. */
export const FORGE_REPOSITORY_PATTERN = '^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+){1,5}$';
export const FORGE_REPOSITORY_MESSAGE = "must be a repository's full name, like owner/name";

/** An account on a forge, as the owner sees it: never its token, only whether it has one. */
export const ForgeAccount = Type.Object({
  _id: Id,
  forge: Type.Union(FORGE_KINDS.map((kind) => Type.Literal(kind))),
  baseUrl: Type.String({ description: "The forge's web address ('https://codeberg.org')" }),
  username: Type.String(),
  hasToken: Type.Boolean({ description: 'A token is stored (encrypted); it is never answered' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ForgeAccount = Static<typeof ForgeAccount>;

export const ForgeAccountBody = Type.Object(
  {
    forge: Type.Union(FORGE_KINDS.map((kind) => Type.Literal(kind))),
    baseUrl: Type.Optional(
      Type.String({
        maxLength: 500,
        pattern: LINK_PATTERN,
        description: "An http(s) address; the forge's public one when left out",
      }),
    ),
    username: Type.String({ pattern: FORGE_USERNAME_PATTERN, maxLength: 100 }),
    token: Type.Optional(
      Type.String({ minLength: 1, maxLength: FORGE_TOKEN_MAX, pattern: FORGE_TOKEN_PATTERN }),
    ),
  },
  { additionalProperties: false },
);
export type ForgeAccountBody = Static<typeof ForgeAccountBody>;

/** One public repository of an account, as the import's list shows it. */
export const ForgeRepository = Type.Object({
  fullName: Type.String({ description: "'owner/name' as the forge names it" }),
  name: Type.String(),
  description: Type.String(),
  url: Type.String({ description: 'Its web page' }),
  homepage: Type.String({ description: "Its website, or ''" }),
  language: Type.String({ description: "Its main language, or ''" }),
  topics: Type.Array(Type.String()),
  stars: Type.Integer({ minimum: 0 }),
  forks: Type.Integer({ minimum: 0 }),
  pushedAt: Type.String({ description: "When it was last pushed to (ISO 8601), or ''" }),
  createdAt: Type.String({ description: "When it was created (ISO 8601), or ''" }),
  archived: Type.Boolean(),
  fork: Type.Boolean(),
  imported: Type.Boolean({ description: 'A project of the site is linked to it already' }),
});
export type ForgeRepository = Static<typeof ForgeRepository>;

export const ForgeImportBody = Type.Object(
  {
    repositories: Type.Array(
      Type.String({ minLength: 3, maxLength: 300, pattern: FORGE_REPOSITORY_PATTERN }),
      {
        minItems: 1,
        maxItems: 100,
        uniqueItems: true,
        description: "The chosen repositories' full names",
      },
    ),
  },
  { additionalProperties: false },
);
export type ForgeImportBody = Static<typeof ForgeImportBody>;

export const ForgeImportResult = Type.Object({
  imported: Type.Integer({
    minimum: 0,
    description: 'Projects added, hidden until they have an image',
  }),
});
export type ForgeImportResult = Static<typeof ForgeImportResult>;

/** What a project linked to a repository shows of it, refreshed in the background. */
export const ProjectRepository = Type.Object({
  url: Type.String(),
  stars: Type.Integer({ minimum: 0 }),
  language: Type.String({ description: "'' when the forge names none" }),
  pushedAt: Type.String({ description: "Its last update (ISO 8601), or ''" }),
  state: Type.Union([Type.Literal('ok'), Type.Literal('gone')], {
    description: "'gone': the forge no longer has it (the project stays, marked for the owner)",
  }),
});
export type ProjectRepository = Static<typeof ProjectRepository>;
