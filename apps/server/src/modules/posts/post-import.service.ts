import { setImmediate } from 'node:timers/promises';
import {
  changeMessages,
  type ErrorDetail,
  errorMessages,
  POST_IMPORT_FIELD,
  PostBody,
  PostImportAction,
  type PostImportFile,
  type PostImportPlan,
  type PostImportResult,
} from '@portfolio/contract';
import { SLUG_HISTORY, slugTakenBy } from '../../db/slug-history.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { AppError, badRequest } from '../../errors.js';
import { bodyProblems } from '../../lib/form-fields.js';
import { markdownFor } from '../../lib/markdown.js';
import { slugOf } from '../../lib/slug.js';
import { missingFile, type UploadRequest } from '../media/upload.js';
import { fetchImportCovers, isRemoteCover } from './post-covers.js';
import { checkPostFields, type PostFields } from './post-fields.js';
import {
  FRONT_MATTER_NAMES,
  type ImportEntry,
  postsZip,
  readPostFile,
  unpackImport,
} from './post-files.js';
import { addPosts, listPosts } from './posts.service.js';

/** One file of an import as planned: what the owner is shown, and the post's fields if added. */
interface PlannedFile {
  file: PostImportFile;
  fields?: PostFields;
  /** Its cover elsewhere on the web, which the import reads through the image pipeline. */
  remoteCover?: string;
}

/** A problem of a post's field, named as the front matter names it (`publishAt` is `date`). */
const frontMatterNamed = (detail: ErrorDetail): ErrorDetail => {
  const [head = '', ...rest] = detail.field.split('/');
  return { ...detail, field: [FRONT_MATTER_NAMES[head] ?? head, ...rest].join('/') };
};

/** The files of an upload: its `.md` file, or the entries of its zip. */
async function readImport(upload: UploadRequest): Promise<ImportEntry[]> {
  const form = await upload.read();
  if (!form.file) throw missingFile(POST_IMPORT_FIELD);
  return unpackImport(form.file);
}

/**
 * What the import does with each file, checked as a save is and against the slugs taken. A cover
 * elsewhere on the web is checked as the image `covers` took for it, or, before it is taken (the
 * preview), as none.
 */
async function planImport(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  entries: readonly ImportEntry[],
  covers: ReadonlyMap<string, string> = new Map(),
): Promise<PlannedFile[]> {
  const markdown = await markdownFor(deps.config);
  const slugs = new Map<string, string>();
  const planned: PlannedFile[] = [];
  for (const entry of entries) {
    // A file's checks are a Markdown render and SQL run at once on SQLite: other requests are
    // answered between two files, not after the thousandth.
    await setImmediate();
    const none = { title: '', slug: '', status: '' };
    if (entry.text === undefined) {
      const skipped = entry.skipped !== undefined;
      const problem = entry.refused ?? { field: 'file', message: entry.skipped ?? '' };
      planned.push({
        file: {
          file: entry.name,
          action: skipped ? PostImportAction.Skipped : PostImportAction.Refused,
          ...none,
          problems: [problem],
        },
      });
      continue;
    }
    const read = readPostFile(entry.name, entry.text, deps.now());
    const cover = read.body.cover ?? '';
    const remoteCover = isRemoteCover(cover, deps.config.mediaBaseUrl) ? cover : undefined;
    const body = {
      ...read.body,
      slug: read.body.slug || slugOf(read.body.title, 'post'),
      ...(remoteCover === undefined ? {} : { cover: covers.get(remoteCover) ?? '' }),
    };
    const problems = [...read.problems];
    if (problems.length === 0) problems.push(...bodyProblems(PostBody, body));
    let fields: PostFields | undefined;
    if (problems.length === 0) {
      try {
        fields = await checkPostFields(deps, body, markdown);
      } catch (err) {
        if (!(err instanceof AppError && err.details)) throw err;
        problems.push(...err.details);
      }
    }
    if (fields) {
      const other = slugs.get(fields.slug);
      if (other !== undefined) {
        problems.push({ field: 'slug', message: `is also the slug of ${other}` });
      } else if (await slugTakenBy(deps.db, SLUG_HISTORY.post, fields.slug, undefined)) {
        problems.push({ field: 'slug', message: 'is taken by another post' });
      }
      slugs.set(fields.slug, entry.name);
    }
    const refused = problems.length > 0;
    planned.push({
      file: {
        file: entry.name,
        action: refused ? PostImportAction.Refused : PostImportAction.Add,
        title: body.title,
        slug: body.slug,
        status: body.status,
        problems: problems.map(frontMatterNamed),
      },
      ...(refused || !fields ? {} : { fields }),
      ...(remoteCover === undefined ? {} : { remoteCover }),
    });
  }
  return planned;
}

/** What importing these files would do, file by file; nothing is stored. */
export async function previewPostImport(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  upload: UploadRequest,
): Promise<PostImportPlan> {
  const planned = await planImport(deps, await readImport(upload));
  return { files: planned.map((entry) => entry.file) };
}

/** A 400 naming each refused file and its fields, when any is refused. */
function refuseRefused(planned: readonly PlannedFile[]): void {
  const refused = planned.filter((entry) => entry.file.action === PostImportAction.Refused);
  if (refused.length > 0) {
    throw badRequest(
      errorMessages.postImportRefused(refused.length),
      refused.flatMap(({ file }) =>
        file.problems.map((problem) => ({
          field: file.file,
          message: `${problem.field} ${problem.message}`,
        })),
      ),
    );
  }
}

/**
 * Imports Markdown files with front matter as posts, all in one transaction; a 400 naming each
 * refused file and its fields when any is refused, and then nothing is stored. Covers elsewhere
 * on the web are read once, once every file is otherwise accepted, through the image pipeline
 * (`fetchImportCovers`): one that cannot be taken is a 400 naming its file and URL, and nothing
 * is stored.
 */
export async function importPosts(
  deps: ServiceDeps,
  upload: UploadRequest,
): Promise<PostImportResult> {
  const entries = await readImport(upload);
  let planned = await planImport(deps, entries);
  refuseRefused(planned);
  const remote = planned.flatMap((entry) =>
    entry.remoteCover ? [{ file: entry.file.file, url: entry.remoteCover }] : [],
  );
  if (remote.length > 0) {
    planned = await planImport(deps, entries, await fetchImportCovers(deps, remote, upload.log));
    refuseRefused(planned);
  }
  const adding = planned.flatMap((entry) => (entry.fields ? [entry.fields] : []));
  if (adding.length === 0) {
    throw badRequest(errorMessages.postImportEmpty, [
      { field: POST_IMPORT_FIELD, message: 'holds no Markdown file (.md)' },
    ]);
  }
  return { added: await addPosts(deps, adding, changeMessages.postsImported(adding.length)) };
}

/** Every post as a Markdown file with its front matter, in one zip. */
export async function exportPosts(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
): Promise<Uint8Array> {
  return postsZip(await listPosts(deps));
}
