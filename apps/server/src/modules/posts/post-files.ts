import {
  type ErrorDetail,
  POST_IMPORT_FIELD,
  POST_IMPORT_LIMITS,
  POST_LIMITS,
  type Post,
  type PostBody,
  PostStatus,
  SLUG_MAX,
} from '@portfolio/contract';
import { unzipSync, zipSync } from 'fflate';
import matter from 'gray-matter';
import { AppError, badRequest } from '../../errors.js';
import { slugOf } from '../../lib/slug.js';

// Posts as Markdown files with YAML front matter, the format of Jekyll, Hugo, Astro and dev.to
// exports: unpacking an import (one `.md` file or a zip of them, within bounds), reading a file's
// front matter into a post's body, and writing a post back as such a file.

/** One file of an import: its text, or why it is not read. */
export interface ImportEntry {
  name: string;
  text?: string;
  /** Not a Markdown file: left out. */
  skipped?: string;
  /** A Markdown file that cannot be read: refused. */
  refused?: ErrorDetail;
}

const MARKDOWN_FILE = /\.(md|markdown)$/i;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** What macOS's archiver adds beside the files: never a post. */
const ARCHIVER_LITTER = /(^|\/)(__MACOSX\/|\._)/;
const STORED = 0;
const DEFLATED = 8;

const OVER_LIMIT: ErrorDetail = {
  field: 'body',
  message: `is over the limit of ${POST_LIMITS.bodyMax} characters`,
};

const fileProblem = (message: string) =>
  badRequest(message, [{ field: POST_IMPORT_FIELD, message }]);

function isZip(name: string, data: Uint8Array): boolean {
  return /\.zip$/i.test(name) || ZIP_MAGIC.every((byte, index) => data[index] === byte);
}

/** A file's bytes as text: UTF-8 (a byte order mark dropped), else refused. */
function textOf(name: string, data: Uint8Array): ImportEntry {
  if (data.byteLength > POST_IMPORT_LIMITS.fileMaxBytes) return { name, refused: OVER_LIMIT };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return { name, text: text.replace(/^\uFEFF/, '') };
  } catch {
    return { name, refused: { field: 'file', message: 'is not UTF-8 text' } };
  }
}

/**
 * The entries of a zip, within POST_IMPORT_LIMITS: each entry is unpacked into a buffer of the
 * size its header declares, which the limits bound first (fflate writes no further), so a zip
 * bomb costs at most those bytes. Past the number of entries or the total size: a 400.
 */
function unzipEntries(data: Uint8Array): ImportEntry[] {
  const entries: ImportEntry[] = [];
  let count = 0;
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter(file) {
        count += 1;
        if (count > POST_IMPORT_LIMITS.entriesMax) {
          throw fileProblem(`The zip holds more than ${POST_IMPORT_LIMITS.entriesMax} entries`);
        }
        if (file.name.endsWith('/')) return false;
        if (!MARKDOWN_FILE.test(file.name) || ARCHIVER_LITTER.test(file.name)) {
          entries.push({ name: file.name, skipped: 'is not a Markdown file (.md)' });
          return false;
        }
        const size = Math.max(file.size, file.originalSize);
        if (file.originalSize > POST_IMPORT_LIMITS.fileMaxBytes) {
          entries.push({ name: file.name, refused: OVER_LIMIT });
          return false;
        }
        if (file.compression !== STORED && file.compression !== DEFLATED) {
          entries.push({
            name: file.name,
            refused: { field: 'file', message: 'is compressed in a way the import does not read' },
          });
          return false;
        }
        total += size;
        if (total > POST_IMPORT_LIMITS.totalMaxBytes) {
          throw fileProblem(
            `The zip unpacks into more than ${POST_IMPORT_LIMITS.totalMaxBytes / 1024 / 1024} MB`,
          );
        }
        return true;
      },
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw fileProblem('The zip file is damaged or not a zip file');
  }
  for (const [name, bytes] of Object.entries(files)) entries.push(textOf(name, bytes));
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The files of an import: one Markdown file, or the entries of a zip. */
export function unpackImport(upload: { filename: string; data: Uint8Array }): ImportEntry[] {
  const name = upload.filename.split(/[\\/]/).pop() || 'post.md';
  if (isZip(name, upload.data)) return unzipEntries(upload.data);
  if (!MARKDOWN_FILE.test(name)) {
    throw fileProblem('Send a Markdown file (.md) or a .zip of them');
  }
  return [textOf(name, upload.data)];
}

/** What a file's front matter gives a post, and what is wrong with it. */
export interface FrontMatterPost {
  body: PostBody;
  problems: ErrorDetail[];
}

/** The post's fields as the front matter names them, for the import's problems. */
export const FRONT_MATTER_NAMES: Readonly<Record<string, string>> = {
  publishAt: 'date',
  canonicalUrl: 'canonical',
};

/** The front matter's languages: YAML only (gray-matter would run `---js` as JavaScript). */
const YAML_ONLY = {
  language: 'yaml',
  engines: {
    javascript: () => {
      throw new Error('front matter in JavaScript is not read');
    },
  },
};
const OPENING = /^---[ \t]*([^\s-][^\r\n]*)?\r?\n/;

const firstOf = (data: Record<string, unknown>, names: readonly string[]) =>
  names.map((name) => data[name]).find((value) => value !== undefined && value !== null);

/** A front matter value that is text: a string, or a number or true/false written bare. */
function textValue(value: unknown, field: string, problems: ErrorDetail[]): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  problems.push({ field, message: 'must be text' });
  return undefined;
}

/** A list of texts: a YAML list, or text separated by commas (dev.to's `tags: a, b`). */
function listValue(value: unknown, field: string, problems: ErrorDetail[]): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.map((item: string) => item.trim());
  }
  problems.push({ field, message: 'must be a list of texts' });
  return [];
}

/** A date: YAML's own (`2024-01-31`), or text a date can be read from. */
function dateValue(value: unknown, problems: ErrorDetail[]): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const date =
    value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    problems.push({ field: 'date', message: 'is not a date' });
    return undefined;
  }
  return date;
}

/** The slug a file's name gives (Jekyll's `2024-01-31-title.md`, Hugo's `title/index.md`). */
function slugOfFileName(name: string): string {
  const parts = name.replace(MARKDOWN_FILE, '').split('/');
  const last = parts.pop() ?? '';
  const stem = last === 'index' || last === '_index' ? (parts.pop() ?? '') : last;
  return slugOf(stem.replace(/^\d{4}-\d{2}-\d{2}-/, ''), '').slice(0, SLUG_MAX);
}

/** The status a file gives: its own, else a draft when it says so (`draft: true`, `published: false`). */
function statusOf(
  data: Record<string, unknown>,
  date: Date | undefined,
  now: Date,
  problems: ErrorDetail[],
): PostBody['status'] {
  const given = data.status;
  const statuses: readonly unknown[] = Object.values(PostStatus);
  if (given !== undefined) {
    if (statuses.includes(given)) return given as PostBody['status'];
    problems.push({ field: 'status', message: `must be one of ${statuses.join(', ')}` });
  }
  if (data.draft === true || data.published === false) return PostStatus.Draft;
  return date && date > now ? PostStatus.Scheduled : PostStatus.Published;
}

/**
 * A Markdown file read into a post's body (the call's own shape, checked as a save is after
 * this): its front matter's title, slug (else its file name's), date, status, tags, summary
 * (or description), canonical URL, syndication links and cover, under the names the common
 * exporters use; what cannot be read is a problem named by its front matter field.
 */
export function readPostFile(name: string, text: string, now: Date): FrontMatterPost {
  const problems: ErrorDetail[] = [];
  const language = OPENING.exec(text)?.[1]?.trim().toLowerCase();
  if (language && language !== 'yaml' && language !== 'yml') {
    problems.push({ field: 'front matter', message: 'is not YAML' });
    return { body: { title: '', status: PostStatus.Draft }, problems };
  }
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    parsed = matter(text, YAML_ONLY);
  } catch (err) {
    const reason = err instanceof Error ? (err.message.split('\n')[0] ?? '') : '';
    problems.push({ field: 'front matter', message: `is not YAML: ${reason.slice(0, 200)}` });
    return { body: { title: '', status: PostStatus.Draft }, problems };
  }
  const data =
    typeof parsed.data === 'object' && parsed.data !== null && !Array.isArray(parsed.data)
      ? parsed.data
      : {};
  const title = textValue(data.title, 'title', problems)?.trim() ?? '';
  if (title === '') problems.push({ field: 'title', message: 'is required' });
  const date = dateValue(
    firstOf(data, ['date', 'publishDate', 'pubDate', 'published_at']),
    problems,
  );
  const status = statusOf(data, date, now, problems);
  const slug = textValue(data.slug, 'slug', problems) ?? slugOfFileName(name);
  const body: PostBody = {
    title,
    slug,
    summary:
      textValue(firstOf(data, ['summary', 'description', 'excerpt']), 'summary', problems) ?? '',
    body: parsed.content.replace(/^\r?\n/, ''),
    tags: listValue(data.tags, 'tags', problems).map((tag) => tag.toLowerCase()),
    cover: textValue(firstOf(data, ['cover', 'cover_image', 'image']), 'cover', problems) ?? '',
    status,
    publishAt: status === PostStatus.Draft || !date ? null : date.toISOString(),
    canonicalUrl:
      textValue(
        firstOf(data, ['canonical', 'canonical_url', 'canonicalUrl', 'canonicalURL']),
        'canonical',
        problems,
      ) ?? '',
    syndication: listValue(data.syndication, 'syndication', problems),
  };
  return { body, problems };
}

/** A post as a Markdown file with its front matter: `<slug>.md`. */
function postFile(post: Post): { name: string; text: string } {
  const data: Record<string, unknown> = { title: post.title, slug: post.slug, status: post.status };
  const date = post.status === PostStatus.Scheduled ? post.publishAt : post.publishedAt;
  if (date) data.date = new Date(date);
  if (post.tags.length > 0) data.tags = post.tags;
  if (post.summary !== '') data.summary = post.summary;
  if (post.canonicalUrl !== '') data.canonical = post.canonicalUrl;
  if (post.syndication.length > 0) data.syndication = post.syndication;
  if (post.cover !== '') data.cover = post.cover;
  return { name: `${post.slug}.md`, text: matter.stringify(post.body, data) };
}

/** The posts as a zip of their files, each dated by its last change. */
export function postsZip(posts: readonly Post[]): Uint8Array {
  const encoder = new TextEncoder();
  return zipSync(
    Object.fromEntries(
      posts.map((post) => {
        const file = postFile(post);
        return [file.name, [encoder.encode(file.text), { mtime: new Date(post.updatedAt) }]];
      }),
    ),
    { level: 6 },
  );
}
