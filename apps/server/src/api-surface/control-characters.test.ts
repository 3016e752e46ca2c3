import {
  apiPaths,
  CONTROL_CHARACTER_MESSAGE,
  type ErrorDetail,
  PLAIN_TEXT_PATTERN,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContactPage } from '../modules/contact/contact.service.js';
import { DEFAULT_PROFILE } from '../modules/profile/default-profile.js';
import { createTestContext, expectStatus, OWNER, type TestContext } from '../test/app.js';
import {
  addQuote,
  addResume,
  addTimelineEntry,
  type ContentState,
  PROJECT_FIELDS,
  RESUME_IMPORT_DOCUMENT,
  seedCertificate,
  seedProject,
  siteState,
  TIMELINE_ENTRY,
} from '../test/content.js';
import { PASSKEY_LOGIN_BODY, PASSKEY_REGISTER_BODY } from '../test/management-calls.js';
import { filePart, image, multipart } from '../test/multipart.js';

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
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
const CONTACT_BODY = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'A message of some length',
  website: '',
  formToken: '',
};

/** The ids in the paths of the write calls. */
let ids: { project: string; certificate: string; timeline: string };

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
  [`post ${apiPaths.quotes.add}`]: { json: { quote: 'A quote of some length' } },
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
  [`post ${apiPaths.timeline.add}`]: { json: { ...TIMELINE_ENTRY } },
  [`put ${apiPaths.timeline.edit('{id}')}`]: { json: { ...TIMELINE_ENTRY } },
  [`post ${apiPaths.resumeImport.preview}`]: { json: RESUME_IMPORT_DOCUMENT },
  [`post ${apiPaths.resumeImport.apply}`]: { json: RESUME_IMPORT_DOCUMENT },
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

let ctx: TestContext;
let token: string;
let calls: WriteCall[];

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.openSession();
  ids = {
    project: (await seedProject(ctx, token))._id,
    certificate: (await seedCertificate(ctx, token))._id,
    timeline: (await addTimelineEntry(ctx, token))._id,
  };
  await addResume(ctx, token);
  await addQuote(ctx, token, 'An existing quote');
  CONTACT_BODY.formToken = (await loadContactPage(ctx.app.deps))?.formToken ?? '';
  ctx.clock.advance(ctx.config.contact.minFillMs);
  const doc = (await ctx.app.inject({ method: 'GET', url: apiPaths.openapi })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
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
afterAll(() => ctx.close());

/** The id of an entity of the kind a path's call changes. */
function idFor(path: string): string {
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

  it('takes tab, line feed and CRLF (what a browser sends from a textarea) in every free text', async () => {
    const problems: string[] = [];
    const plainTexts = calls.flatMap((call) =>
      call.fields
        .filter((f) => f.schema.pattern === PLAIN_TEXT_PATTERN)
        .map((f) => [call, f] as const),
    );
    expect(plainTexts.length).toBeGreaterThan(20);
    for (const [call, field] of plainTexts) {
      const res = await send(call, field, inserting('\tone\r\ntwo\n'));
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
  });
});
