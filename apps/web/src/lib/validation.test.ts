import {
  CertificateFields,
  ICON_SLUG_PATTERN,
  IconEntry,
  isHttpUrl,
  LIMITS,
  LINK_PATTERN,
  OPTIONAL_LINK_PATTERN,
  PROJECT_TAGS_FIELD_PATTERN,
  Profile,
  ProjectFields,
  parseProjectTags,
  QuoteBody,
  SOCIAL_LINK_PATTERN,
  SocialLink,
  TimelineEntryBody,
} from '@portfolio/contract';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '../components/ImageField';
import { fieldProblemSentence, fieldRule, PATTERN_PROBLEMS, textProblem } from './validation';

describe('textProblem', () => {
  it('requires text unless optional, after trimming as the server trims', () => {
    expect(textProblem('   ', { max: 10 })).toBe('Fill this in');
    expect(textProblem('   ', { max: 10, optional: true })).toBeUndefined();
    expect(textProblem(' ok ', { max: 2 })).toBeUndefined();
  });

  it('counts characters as the server does (an emoji is one)', () => {
    expect(
      textProblem('😀😀😀😀😀', { min: LIMITS.quoteMin, max: LIMITS.quoteMax }),
    ).toBeUndefined();
    expect(textProblem('abcd', { min: LIMITS.quoteMin, max: LIMITS.quoteMax })).toBe(
      'Write at least 5 characters (now 4)',
    );
    expect(textProblem('x'.repeat(201), { max: LIMITS.titleMax })).toBe(
      'Write at most 200 characters (now 201)',
    );
  });

  it('accepts only absolute http(s) links where a link is asked for', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
    expect(isHttpUrl('https://exa mple.com')).toBe(false);
    for (const onOurOwnSite of ['https:example.com', 'http:/example.com', 'http:\\\\example.com']) {
      expect(isHttpUrl(onOurOwnSite)).toBe(false);
    }
    expect(textProblem('ftp://x.example', fieldRule(ProjectFields, 'website_link'))).toBe(
      'Enter a full address starting with http:// or https://',
    );
  });
});

describe('textProblem of project tags', () => {
  const rule = fieldRule(ProjectFields, 'tags');
  it('takes tags separated by commas in any case, repeats and stray commas included', () => {
    for (const value of ['', 'rust', ' Rust, web ,,rust, C++, c#, node.js,', 'a,b,c,d,e,f,g,h,A']) {
      expect(textProblem(value, rule)).toBeUndefined();
    }
  });

  it('names the first tag that is not one, and counts more than 8', () => {
    expect(textProblem('rust, machine learning, c_sharp', rule)).toBe(
      '“machine learning” is not a tag: use 1 to 30 of a-z, 0-9, + # . - starting with a letter or digit, and commas between tags',
    );
    expect(textProblem('a,b,c,d,e,f,g,h,i', rule)).toBe('Use at most 8 tags (now 9)');
  });
});

/** The schemas of the admin's forms: every text field of each, as the server checks it. */
const FORMS: [string, { properties: Record<string, TSchema>; required?: string[] }][] = [
  ['ProjectFields', ProjectFields],
  ['CertificateFields', CertificateFields],
  ['TimelineEntryBody', TimelineEntryBody],
  ['QuoteBody', QuoteBody],
  ['Profile', Profile],
  ['Profile.about', Profile.properties.about],
  ['SocialLink', SocialLink],
  ['IconEntry', IconEntry as unknown as { properties: Record<string, TSchema> }],
];

/** The string schema of a property (a union's string member), if it has a maximum length. */
function textSchema(property: TSchema): TSchema | undefined {
  const text =
    property.type === 'string'
      ? property
      : property.anyOf?.find((member: TSchema) => member.type === 'string');
  return text?.maxLength === undefined ? undefined : text;
}

/** Every text field of the admin's forms with its schema, required or not. */
const TEXT_FIELDS = FORMS.flatMap(([form, schema]) =>
  Object.entries(schema.properties).flatMap(([name, property]) => {
    const text = textSchema(property);
    const required = schema.required?.includes(name) ?? false;
    return text ? [{ form, schema, name, text, required }] : [];
  }),
);

/** What the server checks beyond a pattern, with the contract's own functions. */
function beyondPattern(pattern: string | undefined, value: string): boolean {
  if (value === '') return true;
  if (pattern === LINK_PATTERN || pattern === OPTIONAL_LINK_PATTERN) return isHttpUrl(value);
  if (pattern === PROJECT_TAGS_FIELD_PATTERN) return !parseProjectTags(value).problem;
  return true;
}

/** Values at and around a field's limits, and values of each kind the patterns take or refuse. */
function candidates(max: number, min = 0): string[] {
  return [
    '',
    'a',
    'x'.repeat(Math.max(min - 1, 0)),
    'x'.repeat(Math.max(min, 1)),
    'x'.repeat(max),
    'x'.repeat(max + 1),
    '2024',
    '2024-05',
    '2024-13',
    '24',
    'https://example.com/path',
    `https://example.com/${'p'.repeat(Math.max(max - 20, 0))}`,
    `https://example.com/${'p'.repeat(Math.max(max - 19, 0))}`,
    'javascript:alert(1)',
    'https://exa mple.com',
    'rust, web, c++',
    'Two words\r\nand a line',
    'a\u0000b',
    'a\uFFFFb',
  ];
}

describe("the rules of the admin's forms, read from the contract", () => {
  it('has words for every pattern of the forms but those checked on their own', () => {
    expect(TEXT_FIELDS.length).toBeGreaterThan(20);
    const patterns = new Set(TEXT_FIELDS.map((field) => field.text.pattern).filter(Boolean));
    const unsaid = [...patterns].filter((pattern) => !PATTERN_PROBLEMS[pattern]);
    // The profile's username and social links have their own checks (profile-draft.ts, the
    // contract's socialLinkProblem); an icon's slug is picked from the server's list, not typed.
    expect(unsaid.sort()).toEqual(
      [
        Profile.properties.contributionsUsername.pattern,
        SOCIAL_LINK_PATTERN,
        ICON_SLUG_PATTERN,
      ].sort(),
    );
  });

  const checked = TEXT_FIELDS.filter(
    (field) => !field.text.pattern || PATTERN_PROBLEMS[field.text.pattern],
  );
  it.each(checked.map((field) => [`${field.form}.${field.name}`, field] as const))(
    '%s: the form takes a value exactly when the contract does',
    (_, { schema, name, text, required }) => {
      const rule = fieldRule(schema, name);
      expect(rule.max).toBe(text.maxLength);
      const wrong = candidates(text.maxLength, text.minLength).filter((value) => {
        const byForm = textProblem(value, rule) === undefined;
        // An optional field left empty is sent as '' or left out; both are taken.
        const bySchema = Value.Check(text, value) || (value === '' && !required);
        return byForm !== (bySchema && beyondPattern(text.pattern, value));
      });
      expect(wrong).toEqual([]);
    },
  );
});

describe('imageFileProblem', () => {
  const file = (name: string, type: string, size = 10) =>
    new File([new Uint8Array(size)], name, { type });

  it('accepts the image formats the server accepts', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(imageFileProblem(file('a', type))).toBeUndefined();
    }
  });

  it('refuses a PDF, a HEIC photo and an SVG, naming the formats', () => {
    for (const [name, type] of [
      ['cv.pdf', 'application/pdf'],
      ['IMG_5195.HEIC', 'image/heic'],
      ['logo.svg', 'image/svg+xml'],
    ] as const) {
      expect(imageFileProblem(file(name, type))).toBe(
        `"${name}" is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file`,
      );
    }
  });

  it('refuses a file over 10 MB', () => {
    expect(imageFileProblem(file('big.jpg', 'image/jpeg', LIMITS.uploadMaxBytes + 1))).toBe(
      '"big.jpg" is larger than 10 MB',
    );
  });
});

describe('fieldProblemSentence', () => {
  it("puts 'This' before a message about the field, and keeps one with its own subject", () => {
    expect(fieldProblemSentence('must be an absolute http:// or https:// URL')).toBe(
      'This must be an absolute http:// or https:// URL',
    );
    expect(
      fieldProblemSentence('images must be uploaded to this site: https://x.example/a.png'),
    ).toBe('Images must be uploaded to this site: https://x.example/a.png');
    expect(fieldProblemSentence('raw HTML is not allowed: <b>')).toBe(
      'Raw HTML is not allowed: <b>',
    );
  });
});
