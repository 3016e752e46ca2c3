import {
  CONTROL_CHARACTER_MESSAGE,
  LINK_MESSAGE,
  ProjectFields,
  projectTagMessage,
} from '@portfolio/contract';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.js';
import { PROJECT_FIELDS } from '../test/content.js';
import { parseFormFields } from './form-fields.js';

/** The 400 of a form, or undefined when it passed. */
function refusal(schema: Parameters<typeof parseFormFields>[0], raw: Record<string, string>) {
  try {
    parseFormFields(schema, raw);
    return undefined;
  } catch (err) {
    const { statusCode, code, message, details } = err as AppError;
    return { statusCode, code, message, details };
  }
}

describe('parseFormFields', () => {
  it('checks every keyword of the schema, as a JSON body is checked', () => {
    const schema = Type.Object({
      kind: Type.Union([Type.Literal('work'), Type.Literal('education')]),
      email: Type.String({ format: 'email' }),
      code: Type.String({ pattern: '^[0-9]{6}$' }),
    });
    expect(refusal(schema, { kind: 'play', email: 'nobody', code: '12345' })).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'The form is invalid',
      details: [
        { field: 'kind', message: 'must be equal to constant' },
        { field: 'email', message: 'must match format "email"' },
        { field: 'code', message: 'must match pattern "^[0-9]{6}$"' },
      ],
    });
    expect(
      parseFormFields(schema, { kind: 'work', email: 'a@example.com', code: '123456' }),
    ).toEqual({ kind: 'work', email: 'a@example.com', code: '123456' });
  });

  it('says lengths and missing fields in the words of a JSON body, in the order of the schema', () => {
    expect(refusal(ProjectFields, { title: 't'.repeat(201), website_link: '' })?.details).toEqual([
      { field: 'title', message: 'must have at most 200 characters' },
      { field: 'description', message: 'is required' },
      { field: 'project_link', message: 'is required' },
    ]);
  });

  it('trims the values, drops the fields the schema does not name, and leaves out what was left out', () => {
    expect(
      parseFormFields(ProjectFields, {
        ...PROJECT_FIELDS,
        title: `  ${PROJECT_FIELDS.title} \r\n`,
        projectImage: 'x',
      }),
    ).toEqual(PROJECT_FIELDS);
    expect(parseFormFields(ProjectFields, { ...PROJECT_FIELDS, date: '' })).toEqual({
      ...PROJECT_FIELDS,
      date: '',
    });
  });

  it('checks every field as text first, then what its pattern cannot say', () => {
    expect(
      refusal(ProjectFields, {
        ...PROJECT_FIELDS,
        website_link: 'https://exa\uFFFFmple.com',
        project_link: 'http://',
        date: '2024\u0000',
        tags: 'rust, <b>',
      })?.details,
    ).toEqual([
      { field: 'website_link', message: CONTROL_CHARACTER_MESSAGE },
      { field: 'project_link', message: LINK_MESSAGE },
      { field: 'date', message: CONTROL_CHARACTER_MESSAGE },
      { field: 'tags', message: projectTagMessage('<b>') },
    ]);
  });

  it('answers the tags as stored: lowered, repeats folded, joined by commas', () => {
    expect(
      parseFormFields(ProjectFields, { ...PROJECT_FIELDS, tags: ' Rust, web ,rust,' }).tags,
    ).toBe('rust,web');
  });
});
