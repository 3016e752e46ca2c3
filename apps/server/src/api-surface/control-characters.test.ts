import {
  apiPaths,
  BLOG_FEED_PATH,
  BLOG_PATH,
  BLOG_TAG_FEED_ROUTE,
  blogTagFeedPath,
  CONTROL_CHARACTER_MESSAGE,
  caseStudyPath,
  DEFAULT_PROFILE,
  DEFAULT_SETTINGS,
  DEFAULT_SITE_TEXTS,
  type ErrorDetail,
  FEED_PATH,
  FONT_PAIRINGS,
  JSON_RESUME_PATH,
  PATTERN_MESSAGES,
  PLAIN_TEXT_PATTERN,
  PlainText,
  POST_IMPORT_FIELD,
  POST_PREVIEW_ROUTE,
  type Post,
  type PostImportPlan,
  type PostPreviewLink,
  PROJECT_PAGE_QUERY,
  PROJECT_TAG_QUERY,
  type Project,
  PUBLIC_PAGES,
  pairingFaces,
  postPath,
  postPreviewPath,
  publicPath,
  RESUME_PDF_PATH,
  SEARCH_PAGE_QUERY,
  SEARCH_PATH,
  SEARCH_QUERY,
  UPLOAD_FIELDS,
  withoutNonText,
} from '@portfolio/contract';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContactPage } from '../modules/contact/contact.service.js';
import { mathStylesheetUrl } from '../modules/math/math.service.js';
import { ogImagePath } from '../modules/og-image/og-card.js';
import { fontUrl } from '../modules/theme/fonts.js';
import { expectStatus, OWNER, testAppPerFile } from '../test/app.js';
import {
  addQuote,
  addResume,
  addScreenshots,
  addTimelineEntry,
  type ContentState,
  keyOf,
  PROJECT_FIELDS,
  RESUME_IMPORT_DOCUMENT,
  seedCertificate,
  seedProject,
  siteState,
  TIMELINE_ENTRY,
} from '../test/content.js';
import { captureLogs } from '../test/logs.js';
import { PASSKEY_LOGIN_BODY, PASSKEY_REGISTER_BODY } from '../test/management-calls.js';
import { filePart, image, multipart } from '../test/multipart.js';
import { addPost, POST_BODY, publishPost } from '../test/posts.js';
import { sourceWeb } from '../test/web.js';

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { in: string; name: string }[];
  security?: unknown[];
}

/** A text field of a call's body: its path (as a 400's `details` names it) and its schema. */
interface TextField {
  path: string[];
  schema: Schema;
}

/** Every free-text leaf of a body schema: strings that are not files; an array's first item. */
function textFields(schema: Schema, path: string[] = []): TextField[] {
  if (schema.type === 'string' && schema.format !== 'binary') return [{ path, schema }];
  if (schema.type === 'array' && schema.items) return textFields(schema.items, [...path, '0']);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    textFields(property, [...path, name]),
  );
}

/** A valid body of a write call: JSON, or the text fields of a multipart form with its file. */
type ValidBody =
  | { json: Record<string, unknown> }
  | { form: Record<string, string>; file: { field: string; path: string } };

/** A contact message; its form token is the page's, made once the app is up. */
/** The order and alt text of the project's one screenshot (its id once it is uploaded). */
const SCREENSHOTS_BODY = { screenshots: [{ _id: '', alt: 'The map view' }] };

const CONTACT_BODY = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'A message of some length',
  website: '',
  formToken: '',
};

/** A post with a text in every field that takes one (its cover is none: any would be refused). */
const POST_WITH_EVERY_FIELD = {
  ...POST_BODY,
  slug: 'a-post',
  canonicalUrl: 'https://dev.to/ada/a-post',
  syndication: ['https://hashnode.com/@ada/a-post'],
};

/** The ids in the paths of the write calls. */
let ids: { project: string; certificate: string; timeline: string; post: string };

/**
 * A valid body for every write call that has text fields, by its OpenAPI method and path. A new
 * field of these calls is covered without a change here; a new call fails the first test until
 * it has a row.
 */
const VALID_BODIES: Record<string, ValidBody> = {
  [`post ${apiPaths.auth.login}`]: { json: { user_id: OWNER.userId, password: OWNER.password } },
  [`post ${apiPaths.auth.changePassword}`]: {
    json: { current_password: OWNER.password, new_password: 'another long password 456' },
  },
  [`post ${apiPaths.auth.passkeyRegister}`]: { json: PASSKEY_REGISTER_BODY },
  [`post ${apiPaths.auth.passkeyLogin}`]: { json: PASSKEY_LOGIN_BODY },
  // Both ways, so that a NUL in any field of either is the schema's to refuse.
  [`post ${apiPaths.auth.confirm}`]: {
    json: { password: OWNER.password, response: PASSKEY_LOGIN_BODY.response },
  },
  [`post ${apiPaths.auth.totpConfirm}`]: { json: { code: '123456' } },
  [`post ${apiPaths.auth.loginSecondFactor}`]: {
    json: { ticket: 'a-ticket-of-no-login', code: '123456' },
  },
  [`post ${apiPaths.quotes.add}`]: { json: { quote: 'A quote of some length', author: 'Someone' } },
  // Every text in the owner's words: each one's field is checked.
  [`put ${apiPaths.settings}`]: { json: { ...DEFAULT_SETTINGS, texts: DEFAULT_SITE_TEXTS } },
  [`put ${apiPaths.languages}`]: { json: { defaultLanguage: 'en', languages: ['en', 'pt'] } },
  [`put ${apiPaths.translations.texts}`]: {
    json: { language: 'pt', kind: 'project', id: 'a'.repeat(24), fields: { title: 'Um título' } },
  },
  [`put ${apiPaths.profile}`]: { json: { ...DEFAULT_PROFILE } },
  [`put ${apiPaths.theme}`]: {
    json: {
      preset: 'classic',
      accent: { light: '#0b5cad', dark: '#7cb8ff' },
      font: 'modern',
      corners: 'rounded',
      density: 'comfortable',
    },
  },
  [`post ${apiPaths.themePreview}`]: {
    json: {
      theme: {
        preset: 'studio',
        accent: { light: '#4c32c4', dark: '#c7bbff' },
        font: 'modern',
        corners: 'soft',
        density: 'compact',
      },
      page: '/projects',
      mode: 'light',
    },
  },
  [`post ${apiPaths.contact.send}`]: { json: CONTACT_BODY },
  [`patch ${apiPaths.notifications.markRead}`]: { json: { ids: ['a'.repeat(24)] } },
  [`delete ${apiPaths.notifications.delete}`]: { json: { ids: ['a'.repeat(24)] } },
  [`put ${apiPaths.projects.order}`]: { json: { ids: ['a'.repeat(24)] } },
  [`put ${apiPaths.certificates.order}`]: { json: { ids: ['a'.repeat(24)] } },
  [`post ${apiPaths.insights.beacon}`]: { json: { event: 'resume-download', target: '' } },
  [`put ${apiPaths.timeline.order}`]: { json: { ids: ['a'.repeat(24)] } },
  [`put ${apiPaths.projects.screenshots('{id}')}`]: { json: SCREENSHOTS_BODY },
  [`post ${apiPaths.timeline.add}`]: { json: { ...TIMELINE_ENTRY } },
  [`put ${apiPaths.timeline.edit('{id}')}`]: { json: { ...TIMELINE_ENTRY } },
  [`post ${apiPaths.resumeImport.preview}`]: { json: RESUME_IMPORT_DOCUMENT },
  [`post ${apiPaths.resumeImport.apply}`]: { json: RESUME_IMPORT_DOCUMENT },
  [`post ${apiPaths.posts.add}`]: { json: POST_WITH_EVERY_FIELD },
  [`post ${apiPaths.forges.accounts}`]: {
    json: { forge: 'gitlab', baseUrl: 'https://gitlab.com', username: 'jane', token: 'glpat-x' },
  },
  [`post ${apiPaths.forges.import('{id}')}`]: { json: { repositories: ['jane/alpha'] } },
  [`put ${apiPaths.posts.edit('{id}')}`]: { json: { ...POST_WITH_EVERY_FIELD, revision: 1 } },
  [`post ${apiPaths.posts.restore('{id}')}`]: {
    json: { versionId: 'a'.repeat(24), revision: 1 },
  },
  [`post ${apiPaths.posts.render}`]: { json: { body: POST_BODY.body } },
  [`post ${apiPaths.posts.pagePreview}`]: {
    json: {
      title: POST_BODY.title,
      summary: POST_BODY.summary,
      body: POST_BODY.body,
      tags: POST_BODY.tags,
      canonicalUrl: POST_WITH_EVERY_FIELD.canonicalUrl,
      syndication: POST_WITH_EVERY_FIELD.syndication,
    },
  },
  [`post ${apiPaths.projects.caseStudyRender}`]: { json: { case_study: '## How it works' } },
  [`post ${apiPaths.projects.add}`]: {
    form: { ...PROJECT_FIELDS, tags: 'rust, web' },
    file: { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
  },
  [`put ${apiPaths.projects.edit('{id}')}`]: {
    form: { ...PROJECT_FIELDS, tags: 'rust, web' },
    file: { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
  },
  [`post ${apiPaths.certificates.add}`]: {
    form: { title: 'A certificate', issued_by: 'An issuer' },
    file: { field: UPLOAD_FIELDS.certificate, path: image('Canon_40D.jpg') },
  },
  [`put ${apiPaths.certificates.edit('{id}')}`]: {
    form: { title: 'A certificate', issued_by: 'An issuer' },
    file: { field: UPLOAD_FIELDS.certificate, path: image('Canon_40D.jpg') },
  },
};

/** A write call of the OpenAPI document with the text fields of its body. */
interface WriteCall {
  key: string;
  method: string;
  url: string;
  fields: TextField[];
}

/** Everything the app logs: a request it cannot answer is logged as an error. */
const logs = captureLogs();
// Thousands of calls from one address: the API rate limit is not what this file tries.
const ctx = testAppPerFile(
  {
    API_RATE_LIMIT: '1000000',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    ALLOW_PRIVATE_UPSTREAMS: '1',
  },
  { web: sourceWeb, logger: logs.logger },
);
let token: string;
let calls: WriteCall[];
let operations: [key: string, operation: Operation][];
/** A visible project with a case study and a tag: its page, social image and tag page exist. */
let caseStudy: Project;
/** A published post with a tag: its page and its tag's feed exist; and a draft's preview token. */
let post: Post;
let previewToken: string;
/** A GitHub account: its repositories are asked of a port where nothing listens (a 502). */
let forgeAccount: string;

beforeAll(async () => {
  token = await ctx.openSession();
  // A second language, for its prefixed addresses (its feeds).
  expectStatus(
    await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.languages,
      headers: ctx.auth(token),
      payload: { defaultLanguage: 'en', languages: ['en', 'pt'] },
    }),
    200,
  );
  caseStudy = await seedProject(ctx, token, { case_study: '## How it works', tags: 'rust' });
  ids = {
    project: (await seedProject(ctx, token))._id,
    certificate: (await seedCertificate(ctx, token))._id,
    timeline: (await addTimelineEntry(ctx, token))._id,
    post: (await addPost(ctx, token))._id,
  };
  post = await publishPost(ctx, token, { title: 'A published post', tags: ['rust'] });
  const [screenshot] = await addScreenshots(ctx, token, ids.project, [image('Canon_40D.jpg')]);
  if (SCREENSHOTS_BODY.screenshots[0]) SCREENSHOTS_BODY.screenshots[0]._id = screenshot ?? '';
  forgeAccount = (
    await ctx.app.inject({
      method: 'POST',
      url: apiPaths.forges.accounts,
      headers: ctx.auth(token),
      payload: { forge: 'github', username: 'jane' },
    })
  ).json<{ _id: string }>()._id;
  const preview = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.posts.preview(ids.post),
    headers: ctx.auth(token),
    payload: {},
  });
  previewToken = preview.json<PostPreviewLink>().url.split('/').pop() ?? '';
  await addResume(ctx, token);
  await addQuote(ctx, token, 'An existing quote');
  CONTACT_BODY.formToken = (await loadContactPage(ctx.app.deps))?.formToken ?? '';
  ctx.clock.advance(ctx.config.contact.minFillMs);
  const doc = (await ctx.app.inject({ method: 'GET', url: apiPaths.openapi })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, Operation] => [
      `${method} ${path}`,
      operation,
    ]),
  );
  calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const content = Object.values(operation.requestBody?.content ?? {})[0];
      const fields = content ? textFields(content.schema) : [];
      if (fields.length === 0) return [];
      const url = path.replace('{id}', idFor(path));
      return [{ key: `${method} ${path}`, method: method.toUpperCase(), url, fields }];
    }),
  );
});

/** The id of an entity of the kind a path's call changes. */
function idFor(path: string): string {
  if (path.includes('posts')) return ids.post;
  if (path.includes('project')) return ids.project;
  if (path.includes('timeline')) return ids.timeline;
  return ids.certificate;
}

/** A copy of a JSON value with the string at `path` replaced by what `change` makes of it. */
function withValue(value: unknown, path: string[], change: (text: string) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(typeof value === 'string' ? value : '');
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withValue(value[Number(head)], rest, change);
    return copy;
  }
  const object = value as Record<string, unknown>;
  return { ...object, [head]: withValue(object[head], rest, change) };
}

/** Puts `characters` in the middle of a text. */
const inserting = (characters: string) => (text: string) => {
  const middle = Math.ceil(text.length / 2);
  return `${text.slice(0, middle)}${characters}${text.slice(middle)}`;
};

/** Sends a write call with one field changed, as the Admin. */
function send(
  call: WriteCall,
  field: TextField,
  change: (text: string) => string,
): Promise<LightMyRequestResponse> {
  const body = VALID_BODIES[call.key];
  if (!body) throw new Error(`no valid body for ${call.key}`);
  const options: InjectOptions = { method: call.method as 'POST', url: call.url };
  if ('json' in body) {
    return ctx.app.inject({
      ...options,
      headers: ctx.auth(token),
      payload: withValue(body.json, field.path, change) as Record<string, unknown>,
    });
  }
  const fields = withValue(body.form, field.path, change) as Record<string, string>;
  const form = multipart(fields, [filePart(body.file.field, body.file.path)]);
  return ctx.app.inject({
    ...options,
    headers: { ...form.headers, ...ctx.auth(token) },
    payload: form.payload,
  });
}

/**
 * The content and accounts, with the notifications but the Error ones: a refused change tells the
 * owner with an Error notification (decision 009), and nothing else may change.
 */
async function stateBesidesReports(): Promise<ContentState> {
  const { tables, files } = await siteState(ctx);
  const notifications = (tables.notifications ?? []).filter(
    (row) => (JSON.parse(row) as { status: string }).status !== 'Error',
  );
  return { tables: { ...tables, notifications }, files };
}

/** Every C0 control character but tab, line feed and carriage return. */
const REFUSED = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
  (character) => !'\t\n\r'.includes(character),
);

/** What is wrong with an answer that should be a 400 naming `field`, or nothing. */
function refusalProblem(
  res: LightMyRequestResponse,
  field: string,
  message?: string,
): string | undefined {
  const shown = res.body.slice(0, 200);
  const body = res.json<{ error?: unknown; code?: unknown; details?: ErrorDetail[] }>();
  if (res.statusCode !== 400) return `answered ${res.statusCode}: ${shown}`;
  if (typeof body.error !== 'string' || body.code !== 'VALIDATION_ERROR') return shown;
  const named = body.details?.find((detail) => detail.field === field);
  if (!named) return `not named: ${shown}`;
  if (message && named.message !== message) return `said otherwise: ${shown}`;
  return undefined;
}

describe('C0 control characters in the text fields of every write call', () => {
  it('has a valid body for every write call with text fields', () => {
    expect(calls.length).toBeGreaterThanOrEqual(Object.keys(VALID_BODIES).length);
    expect(calls.map((call) => call.key).filter((key) => !VALID_BODIES[key])).toEqual([]);
  });

  it('refuses a NUL in each of them with a 400 naming the field, and changes nothing', async () => {
    const before = await stateBesidesReports();
    const problems: string[] = [];
    for (const call of calls) {
      for (const field of call.fields) {
        const problem = refusalProblem(
          await send(call, field, inserting('\u0000')),
          field.path.join('/'),
        );
        if (problem) problems.push(`${call.key} ${field.path.join('/')}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await stateBesidesReports()).toEqual(before);
  });

  it('refuses every C0 control character but tab, line feed and carriage return', async () => {
    const quote = calls.find((call) => call.key === `post ${apiPaths.quotes.add}`);
    const project = calls.find((call) => call.key === `post ${apiPaths.projects.add}`);
    const problems: string[] = [];
    for (const [call, name] of [
      [quote, 'quote'],
      [project, 'title'],
    ] as const) {
      const field = call?.fields.find((candidate) => candidate.path.join('/') === name);
      if (!call || !field) throw new Error(`no ${name} field`);
      for (const character of REFUSED) {
        const res = await send(call, field, inserting(character));
        const problem = refusalProblem(res, name, CONTROL_CHARACTER_MESSAGE);
        if (problem) problems.push(`${name} U+${character.charCodeAt(0)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // A write for every free text of every call, one after the other: 11 s on PostgreSQL on a
  // quiet machine, and over the default 30 s with a load test beside it.
  it('takes tab, line feed and CRLF (what a browser sends from a textarea), accents and other planes in every free text', async () => {
    const problems: string[] = [];
    const plainTexts = calls.flatMap((call) =>
      call.fields
        .filter((f) => f.schema.pattern === PLAIN_TEXT_PATTERN)
        .map((f) => [call, f] as const),
    );
    expect(plainTexts.length).toBeGreaterThan(20);
    for (const [call, field] of plainTexts) {
      const res = await send(call, field, inserting('\tone\r\ntwo\né 😀 𝄞 \u{10FFFD}'));
      const refused = !refusalProblem(res, field.path.join('/'));
      if (refused) problems.push(`${call.key} ${field.path.join('/')}: ${res.body}`);
    }
    expect(problems).toEqual([]);
    const description = 'First line\r\n\tSecond line\nThird';
    const form = multipart({ ...PROJECT_FIELDS, description }, [
      filePart(UPLOAD_FIELDS.project, image('Canon_40D.jpg')),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.projects.add,
      headers: { ...form.headers, ...ctx.auth(token) },
      payload: form.payload,
    });
    expectStatus(res, 200);
    expect(res.json<{ description: string }>().description).toBe(description);
  }, 120_000);
});

/** An import of one Markdown file, as the Admin: its preview, or the import itself. */
function sendPostFile(url: string, text: string): Promise<LightMyRequestResponse> {
  const form = multipart({}, [
    { field: POST_IMPORT_FIELD, filename: 'post.md', data: Buffer.from(text) },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...ctx.auth(token) },
    payload: form.payload,
  });
}

/** A Markdown file with front matter, with a character in its title, its summary or its body. */
const postFile = (where: 'title' | 'summary' | 'body', character: string) => {
  const put = (field: typeof where, text: string) =>
    field === where ? inserting(character)(text) : text;
  return `---\ntitle: ${put('title', 'A post')}\nsummary: ${put('summary', 'Its summary')}\ntags: [rust]\n---\n${put('body', 'Its body.')}\n`;
};

describe('C0 control characters in the files of a post import', () => {
  it('refuses each of them in the front matter or the body, naming the file and the field, and stores nothing', async () => {
    const before = await stateBesidesReports();
    const problems: string[] = [];
    for (const character of REFUSED) {
      for (const where of ['title', 'summary', 'body'] as const) {
        const file = postFile(where, character);
        const preview = await sendPostFile(apiPaths.posts.importPreview, file);
        expectStatus(preview, 200);
        const [planned] = preview.json<PostImportPlan>().files;
        // YAML refuses a control character in its stream: the front matter is named then.
        const named = planned?.problems.some((problem) =>
          [where, 'front matter'].includes(problem.field),
        );
        if (planned?.action !== 'refused' || !named) {
          problems.push(`${codePoint(character)} in ${where}: ${preview.body}`);
        }
        const res = await sendPostFile(apiPaths.posts.import, file);
        const detail = res.json<{ details?: ErrorDetail[] }>().details?.[0];
        if (res.statusCode !== 400 || detail?.field !== 'post.md') {
          problems.push(`${codePoint(character)} in ${where}, imported: ${res.body}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await stateBesidesReports()).toEqual(before);
  });

  it('takes tab, line feed and CRLF in the body', async () => {
    const res = await sendPostFile(
      apiPaths.posts.importPreview,
      '---\r\ntitle: Line ends\r\n---\r\nOne\ttwo\r\nthree\n',
    );
    expectStatus(res, 200);
    expect(res.json<PostImportPlan>().files).toMatchObject([{ action: 'add', problems: [] }]);
  });
});

/** The rule of text, written out: what no text of ours holds, by code point. */
function isNotText(code: number): boolean {
  const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
  const surrogate = code >= 0xd800 && code <= 0xdfff;
  const noncharacter = (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe;
  return control || surrogate || noncharacter;
}

describe('the rule of text, as every reader of the schema reads it', () => {
  it('refuses exactly what is not text, with the u flag (Ajv) and without (TypeBox, others)', () => {
    const readers = [new RegExp(PLAIN_TEXT_PATTERN, 'u'), new RegExp(PLAIN_TEXT_PATTERN)];
    const wrong: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      const text = `a${String.fromCodePoint(code)}b`;
      for (const reader of readers) {
        if (reader.test(text) === isNotText(code))
          wrong.push(`${code.toString(16)} ${reader.flags}`);
      }
      if (withoutNonText(text) !== (isNotText(code) ? 'ab' : text)) wrong.push(code.toString(16));
    }
    // Halves of pairs, alone or the wrong way round.
    for (const text of ['\uD83D', '\uDE00', '\uDE00\uD83D', 'a\uDBFFb']) {
      for (const reader of readers) if (reader.test(text)) wrong.push(`${text} ${reader.flags}`);
      if (withoutNonText(text) === text) wrong.push(`${text} kept`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets TypeBox check text of every plane', () => {
    expect(Value.Check(PlainText(), 'é 😀 𝄞 \u{10FFFD}')).toBe(true);
    expect(Value.Check(PlainText(), 'a\uFFFF')).toBe(false);
    expect(Value.Check(PlainText(), 'a\u{10FFFF}')).toBe(false);
  });
});

/**
 * What is not text but is no control character: noncharacters, of the first plane and of others,
 * and lone surrogates (in JSON only: a form is UTF-8, which cannot carry one).
 */
const NONCHARACTERS = ['\uFDD0', '\uFDEF', '\uFFFE', '\uFFFF', '\u{1FFFE}', '\u{10FFFF}'];
const LONE_SURROGATES = ['\uD800', '\uDFFF'];

/** A character as U+XXXX. */
const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('noncharacters and lone surrogates in the text fields of every write call', () => {
  it.each(
    [...NONCHARACTERS, ...LONE_SURROGATES].map((character) => [codePoint(character), character]),
  )(
    'refuses %s in each of them with a 400 naming the field in words, and changes nothing',
    async (_, character) => {
      const before = await stateBesidesReports();
      const problems: string[] = [];
      for (const call of calls) {
        const isForm = 'form' in (VALID_BODIES[call.key] ?? {});
        if (isForm && LONE_SURROGATES.includes(character)) continue;
        for (const field of call.fields) {
          // A form's every field is text first; a JSON field is said in the words of its pattern.
          const words = isForm
            ? CONTROL_CHARACTER_MESSAGE
            : PATTERN_MESSAGES[field.schema.pattern ?? ''];
          const res = await send(call, field, inserting(character));
          const problem = refusalProblem(res, field.path.join('/'), words);
          if (problem) problems.push(`${call.key} ${field.path.join('/')}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await stateBesidesReports()).toEqual(before);
    },
  );
});

/** Every GET route of the app with a parameter in its path, read from the router's own tree. */
function parameterRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ method: 'GET' }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)( \(GET\))?$/u.exec(line);
    if (!match) continue;
    path.length = (match[1] ?? '').length / 4;
    path.push(match[2] ?? '');
    if (match[3]) routes.push(path.join(''));
  }
  return routes.filter((route) => route.includes(':') || route.includes('*'));
}

/** Checks that the page at `pagePath()` names the image at the address as its social image. */
const expectNamedImage = (pagePath: () => string) => async (url: string) => {
  const page = await ctx.app.inject({ method: 'GET', url: pagePath() });
  expectStatus(page, 200);
  const named = /<meta property="og:image" content="([^"]*)">/u.exec(page.body)?.[1] ?? '';
  expect(new URL(named).pathname).toBe(url);
};

/** One parameter of a public address, and what the address answers. */
interface AddressParameter {
  method: 'GET' | 'POST';
  /** A valid value, safe in a URL as it is. */
  value: string;
  /** The address with a value, already percent-encoded, in the parameter. */
  url(encoded: string): string;
  /** Fails unless the address with the valid value is a real one; by default, it answers 200. */
  expectValid?(url: string): Promise<void>;
  /** What a value with a refused character may answer; by default a 400 or a 404. */
  refused?: number[];
}

/** A parameter in a query string. */
const query = (method: 'GET' | 'POST', path: string, name: string, value: string) => ({
  method,
  value,
  url: (text: string) => `${path}?${name}=${text}`,
});

/** The parts of a font file's address: `/fonts/<hash>/<file>`. */
async function fontParts(): Promise<{ hash: string; file: string }> {
  const [face] = pairingFaces(FONT_PAIRINGS.modern);
  if (!face) throw new Error('the modern pairing has no face');
  const [hash = '', file = ''] = (await fontUrl(face)).split('/').slice(2);
  return { hash, file };
}

/**
 * Every parameter of a public address, by 'METHOD route name': each path parameter of a GET route
 * (as the router has it) and each query parameter of the public pages and of the calls anyone may
 * make (as the OpenAPI document has them). A new one fails the first test until it has a row.
 * Query integers are read as JavaScript reads a number, white space around it ignored ('1\n' is
 * 1), so their characters go between two digits.
 */
const ADDRESS_PARAMETERS: Record<string, () => Promise<AddressParameter>> = {
  [`GET ${caseStudyPath(':slug')} slug`]: async () => ({
    method: 'GET',
    value: caseStudy.slug,
    url: caseStudyPath,
  }),
  'GET /og/* slug': async () => ({
    method: 'GET',
    value: caseStudy.slug,
    url: (text) => ogImagePath(caseStudyPath(text)),
    // The image the case study's page names (drawing it would cost seconds).
    expectValid: expectNamedImage(() => caseStudyPath(caseStudy.slug)),
  }),
  [`GET ${postPath(':slug')} slug`]: async () => ({
    method: 'GET',
    value: post.slug,
    url: postPath,
  }),
  [`GET ${POST_PREVIEW_ROUTE} token`]: async () => ({
    method: 'GET',
    value: previewToken,
    url: postPreviewPath,
  }),
  [`GET ${BLOG_TAG_FEED_ROUTE} tag`]: async () => ({
    method: 'GET',
    value: 'rust',
    url: blogTagFeedPath,
  }),
  // Another language's feeds, at its prefix: a prefix that is none of the site's is a 404.
  [`GET /:language${FEED_PATH} language`]: async () => ({
    method: 'GET',
    value: 'pt',
    url: (text) => `/${text}${FEED_PATH}`,
  }),
  [`GET /:language${BLOG_FEED_PATH} language`]: async () => ({
    method: 'GET',
    value: 'pt',
    url: (text) => `/${text}${BLOG_FEED_PATH}`,
  }),
  [`GET /:language${BLOG_TAG_FEED_ROUTE} language`]: async () => ({
    method: 'GET',
    value: 'pt',
    url: (text) => `/${text}${blogTagFeedPath('rust')}`,
  }),
  [`GET /:language${BLOG_TAG_FEED_ROUTE} tag`]: async () => ({
    method: 'GET',
    value: 'rust',
    url: (text) => `/pt${blogTagFeedPath(text)}`,
  }),
  // Another language's résumé, at its prefix: the uploaded one is every language's.
  [`GET /:language${RESUME_PDF_PATH} language`]: async () => ({
    method: 'GET',
    value: 'pt',
    url: (text) => `/${text}${RESUME_PDF_PATH}`,
    async expectValid(url) {
      const translated = await ctx.app.inject({ method: 'GET', url });
      const own = await ctx.app.inject({ method: 'GET', url: RESUME_PDF_PATH });
      expectStatus(translated, 302);
      expect(translated.headers.location).toBe(own.headers.location);
    },
  }),
  [`GET /:language${JSON_RESUME_PATH} language`]: async () => ({
    method: 'GET',
    value: 'pt',
    url: (text) => `/${text}${JSON_RESUME_PATH}`,
  }),
  // Another language's pages, at its prefix: its language, and a page's slug.
  ...Object.fromEntries(
    PUBLIC_PAGES.map(({ path }) => [
      `GET /:language${path} language`,
      async (): Promise<AddressParameter> => ({
        method: 'GET',
        value: 'pt',
        url: (text) => `/${text}${path}`,
      }),
    ]),
  ),
  // A case study's and a post's page at the prefix: its language, and its slug.
  ...Object.fromEntries(
    [
      { pagePath: caseStudyPath, slug: () => caseStudy.slug },
      { pagePath: postPath, slug: () => post.slug },
    ].flatMap(({ pagePath, slug }) => [
      [
        `GET /:language${pagePath(':slug')} language`,
        async (): Promise<AddressParameter> => ({
          method: 'GET',
          value: 'pt',
          url: (text) => `/${text}${pagePath(slug())}`,
        }),
      ],
      [
        `GET /:language${pagePath(':slug')} slug`,
        async (): Promise<AddressParameter> => ({
          method: 'GET',
          value: slug(),
          url: (text) => `/pt${pagePath(text)}`,
        }),
      ],
    ]),
  ),
  // Another language's social images, at its prefix.
  'GET /:language/og/* language': async () => ({
    method: 'GET',
    value: 'pt',
    url: (text) => `/${text}${ogImagePath(caseStudyPath(caseStudy.slug))}`,
    expectValid: expectNamedImage(() => `/pt${caseStudyPath(caseStudy.slug)}`),
  }),
  'GET /:language/og/* slug': async () => ({
    method: 'GET',
    value: caseStudy.slug,
    url: (text) => `/pt${ogImagePath(caseStudyPath(text))}`,
    expectValid: expectNamedImage(() => `/pt${caseStudyPath(caseStudy.slug)}`),
  }),
  [`GET ${BLOG_PATH} ?${PROJECT_TAG_QUERY}`]: async () =>
    query('GET', BLOG_PATH, PROJECT_TAG_QUERY, 'rust'),
  [`GET ${BLOG_PATH} ?${PROJECT_PAGE_QUERY}`]: async () =>
    query('GET', BLOG_PATH, PROJECT_PAGE_QUERY, '1'),
  // The owner's: refused to anyone else before its id is read (a URL that does not decode, by
  // the router before that).
  ...Object.fromEntries(
    [apiPaths.posts.get(':id'), apiPaths.posts.versions(':id')].map((route) => [
      `GET ${route} id`,
      async (): Promise<AddressParameter> => ({
        method: 'GET',
        value: ids.post,
        url: (text) => route.replace(':id', text),
        async expectValid(url) {
          const res = await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
          expectStatus(res, 200);
        },
        refused: [400, 401],
      }),
    ]),
  ),
  [`GET ${apiPaths.projects.screenshots(':id')} id`]: async () => ({
    method: 'GET',
    value: ids.project,
    url: (text) => apiPaths.projects.screenshots(text),
    async expectValid(url) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
      expectStatus(res, 200);
    },
    refused: [400, 401],
  }),
  [`GET ${apiPaths.forges.repositories(':id')} id`]: async () => ({
    method: 'GET',
    value: forgeAccount,
    url: (text) => apiPaths.forges.repositories(text),
    async expectValid(url) {
      // The account was found: its forge was asked, and nothing listens there.
      const res = await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
      expectStatus(res, 502);
    },
    refused: [400, 401],
  }),
  [`GET ${apiPaths.media}/* key`]: async () => ({
    method: 'GET',
    value: keyOf(caseStudy.project_image),
    url: (text) => `${apiPaths.media}/${text}`,
  }),
  'GET /fonts/:hash/:file hash': async () => {
    const { hash, file } = await fontParts();
    // Any hash gets today's file, kept an hour (an older page names an older hash): the hash is
    // never looked up. The bytes of a lone surrogate make a URL that does not decode: a 400.
    return {
      method: 'GET',
      value: hash,
      url: (text) => `/fonts/${text}/${file}`,
      refused: [200, 400],
    };
  },
  'GET /fonts/:hash/:file file': async () => {
    const { hash, file } = await fontParts();
    return { method: 'GET', value: file, url: (text) => `/fonts/${hash}/${text}` };
  },
  'GET /katex/:hash/:file hash': async () => {
    const [hash = '', file = ''] = (await mathStylesheetUrl()).split('/').slice(2);
    // As the fonts' hash: never looked up, any one gets today's stylesheet, kept an hour.
    return {
      method: 'GET',
      value: hash,
      url: (text) => `/katex/${text}/${file}`,
      refused: [200, 400],
    };
  },
  'GET /katex/:hash/:file file': async () => {
    const [hash = '', file = ''] = (await mathStylesheetUrl()).split('/').slice(2);
    return { method: 'GET', value: file, url: (text) => `/katex/${hash}/${text}` };
  },
  [`GET ${publicPath('projects')} ?${PROJECT_TAG_QUERY}`]: async () =>
    query('GET', publicPath('projects'), PROJECT_TAG_QUERY, 'rust'),
  [`GET ${publicPath('projects')} ?${PROJECT_PAGE_QUERY}`]: async () =>
    query('GET', publicPath('projects'), PROJECT_PAGE_QUERY, '1'),
  [`GET ${apiPaths.contributions} ?y`]: async () => ({
    ...query('GET', apiPaths.contributions, 'y', 'last'),
    // A valid year reaches the profile, which names no contributions account here; a bad one
    // is refused before.
    async expectValid(url) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expectStatus(res, 404);
    },
    refused: [400],
  }),
  // The search call refuses what is not text; DEL is text, and no word: it finds what the rest
  // finds.
  [`GET ${apiPaths.search.public} ?q`]: async () => ({
    ...query('GET', apiPaths.search.public, 'q', 'engine'),
    refused: [200, 400],
  }),
  [`GET ${apiPaths.search.public} ?page`]: async () => ({
    method: 'GET',
    value: '10',
    url: (text) => `${apiPaths.search.public}?q=engine&page=${text}`,
  }),
  // The page's language: one of the site's (its default here) or a 400 naming it.
  [`GET ${apiPaths.search.public} ?language`]: async () => ({
    method: 'GET',
    value: 'en',
    url: (text) => `${apiPaths.search.public}?q=engine&language=${text}`,
    refused: [400],
  }),
  // The search page reads its query as words (what is not text left out) and a page number that
  // is none as the first: it answers, whatever a browser sends.
  [`GET ${SEARCH_PATH} ?${SEARCH_QUERY}`]: async () => ({
    ...query('GET', SEARCH_PATH, SEARCH_QUERY, 'engine'),
    refused: [200],
  }),
  [`GET ${SEARCH_PATH} ?${SEARCH_PAGE_QUERY}`]: async () => ({
    ...query('GET', SEARCH_PATH, SEARCH_PAGE_QUERY, '10'),
    refused: [200],
  }),
  [`POST ${apiPaths.projects.list} ?page`]: async () =>
    query('POST', apiPaths.projects.list, 'page', '10'),
  [`POST ${apiPaths.projects.list} ?limit`]: async () =>
    query('POST', apiPaths.projects.list, 'limit', '10'),
  [`POST ${apiPaths.certificates.list} ?page`]: async () =>
    query('POST', apiPaths.certificates.list, 'page', '10'),
  [`POST ${apiPaths.certificates.list} ?limit`]: async () =>
    query('POST', apiPaths.certificates.list, 'limit', '10'),
};

/** The query parameters of the calls anyone may make, as 'METHOD path ?name'. */
function publicQueryParameters(): string[] {
  return operations.flatMap(([key, operation]) => {
    if (operation.security) return [];
    const [method = '', path = ''] = key.split(' ');
    return (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => `${method.toUpperCase()} ${path} ?${parameter.name}`);
  });
}

/**
 * What a client can put in a parameter that no text of ours holds: every C0 control, DEL, the
 * noncharacters, and the UTF-8 bytes of a lone surrogate (no string holds those; the URL is bad).
 */
const PARAMETER_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007F',
  '\uFDD0',
  '\uFFFE',
  '\uFFFF',
  '\u{10FFFF}',
].map(encodeURIComponent);
const LONE_SURROGATE_UTF8 = '%ED%A0%80';

const ERROR_LEVEL = 50;

describe('control characters and noncharacters in the parameters of public addresses', () => {
  it('has a row for every path parameter of a GET route and every public query parameter', () => {
    const rows = Object.keys(ADDRESS_PARAMETERS);
    const routes = parameterRoutes(ctx.app);
    expect(routes.filter((route) => !rows.some((row) => row.startsWith(`GET ${route} `)))).toEqual(
      [],
    );
    expect(publicQueryParameters().filter((row) => !rows.includes(row))).toEqual([]);
    const pages = rows.filter((row) => !row.startsWith('GET /api') && row.includes(' ?'));
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(ADDRESS_PARAMETERS))(
    '%s: refused for each character, with nothing logged as an error',
    async (row) => {
      const parameter = await ADDRESS_PARAMETERS[row]?.();
      if (!parameter) throw new Error(`no row ${row}`);
      const { method, refused = [400, 404] } = parameter;
      const validUrl = parameter.url(parameter.value);
      if (parameter.expectValid) await parameter.expectValid(validUrl);
      else expectStatus(await ctx.app.inject({ method, url: validUrl }), 200);
      const problems: string[] = [];
      for (const character of [...PARAMETER_CHARACTERS, LONE_SURROGATE_UTF8]) {
        const logged = logs.lines.length;
        const url = parameter.url(inserting(character)(parameter.value));
        const res = await ctx.app.inject({ method, url });
        const errors = logs.lines.slice(logged).filter((line) => line.level >= ERROR_LEVEL);
        if (!refused.includes(res.statusCode) || errors.length > 0) {
          problems.push(`${url}: ${res.statusCode} ${errors.map((line) => line.msg).join('; ')}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
