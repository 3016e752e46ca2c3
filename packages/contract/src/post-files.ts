import { type Static, Type } from '@sinclair/typebox';
import { ErrorDetail } from './errors.js';
import { POST_LIMITS } from './post-rules.js';
import { Post } from './posts.js';

// The posts as Markdown files with YAML front matter (the format of Jekyll, Hugo, Astro and dev.to
// exports): imported from one `.md` file or a `.zip` of them, exported as a zip of the same files.

/** The multipart field of an import's file: one `.md` file, or a `.zip` of them. */
export const POST_IMPORT_FIELD = 'file';

/** The bounds of an import: a zip may not unpack into more than these. */
export const POST_IMPORT_LIMITS = {
  /** Entries of a zip, folders and other files counted. */
  entriesMax: 5_000,
  /** One file's size unpacked, in bytes: a post's longest body with its front matter, in 4-byte characters. */
  fileMaxBytes: POST_LIMITS.bodyMax * 4 + 64 * 1024,
  /** Every file of a zip together, unpacked. */
  totalMaxBytes: 50 * 1024 * 1024,
} as const;

/** The name of the export's file. */
export const POST_EXPORT_FILENAME = 'posts.zip';

/** What an import does with one file. */
export const PostImportAction = {
  /** A post that is added. */
  Add: 'add',
  /** A Markdown file that cannot be imported: the import is refused while one is. */
  Refused: 'refused',
  /** Not a Markdown file (a folder, an image, a README.txt): left out, refusing nothing. */
  Skipped: 'skipped',
} as const;
export type PostImportAction = (typeof PostImportAction)[keyof typeof PostImportAction];

/** One file of an import, and what the import does with it. */
export const PostImportFile = Type.Object({
  file: Type.String({ description: "The file's name (its path in the zip)" }),
  action: Type.Union([
    Type.Literal(PostImportAction.Add),
    Type.Literal(PostImportAction.Refused),
    Type.Literal(PostImportAction.Skipped),
  ]),
  title: Type.String({ description: "The post's title, or '' when the file has none" }),
  slug: Type.String({ description: "Where it would be: /blog/<slug>; '' when it has none" }),
  status: Type.String({ description: "draft, scheduled or published; '' when unknown" }),
  problems: Type.Array(ErrorDetail, {
    description:
      'Why it is refused or left out: each front matter field (or body) and what is wrong',
  }),
});
export type PostImportFile = Static<typeof PostImportFile>;

/** What an import would do (its preview), file by file; nothing is stored. */
export const PostImportPlan = Type.Object({
  files: Type.Array(PostImportFile),
});
export type PostImportPlan = Static<typeof PostImportPlan>;

/** What an import did: the posts it added, in the order of their files. */
export const PostImportResult = Type.Object({ added: Type.Array(Post) });
export type PostImportResult = Static<typeof PostImportResult>;
