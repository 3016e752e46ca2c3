import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { LIMITS } from './owner-constants.js';
import { MAX_ICON_ENTRIES, MAX_SOCIAL_LINKS } from './social-networks.js';
import { PlainText } from './text.js';
import { textCharacter } from './text-characters.js';
import { OPTIONAL_LINK_PATTERN } from './timeline-rules.js';

/**
 * Importing a JSON Resume document (https://jsonresume.org, v1.0.0): the part of it the site reads,
 * with the site's limits. Every field the site does not read is ignored (JSON Resume allows
 * extensions); a document without `basics` is not one.
 */

/** A JSON body larger than this is refused with 413 before it is parsed. */
export const RESUME_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many entries in each list of the document (work, education, projects). */
export const RESUME_IMPORT_MAX_ENTRIES = 200;
export const RESUME_NOT_JSON_RESUME = 'The file is not a JSON Resume document: it has no basics';

/** JSON Resume's dates: '2021', '2021-09' or '2021-09-14' (the day is dropped on import). */
const DATE_PATTERN = '^[1-2][0-9]{3}(-[0-1][0-9](-[0-3][0-9])?)?$';
const ResumeDate = Type.Optional(
  Type.String({ pattern: DATE_PATTERN, description: "'2021', '2021-09' or '2021-09-14'" }),
);
const Text = (maxLength: number) => Type.Optional(PlainText({ maxLength }));
/** Text with no white space: an address. */
export const NO_SPACE_PATTERN = `^${textCharacter('\\s')}*$`;
const Url = Type.Optional(
  Type.String({
    maxLength: LIMITS.linkMax,
    pattern: OPTIONAL_LINK_PATTERN,
    description: "An absolute http(s) URL, or ''",
  }),
);
const List = <T extends TSchema>(item: T, maxItems = RESUME_IMPORT_MAX_ENTRIES) =>
  Type.Optional(Type.Array(item, { maxItems }));
const Entry = <T extends Record<string, TSchema>>(fields: T) => Type.Object(fields);

export const ResumeImportDocument = Type.Object(
  {
    basics: Entry({
      name: Text(100),
      label: Text(100),
      summary: Text(3_000),
      email: Type.Optional(Type.String({ maxLength: 200, pattern: NO_SPACE_PATTERN })),
      url: Url,
      location: Type.Optional(
        Entry({ address: Text(100), city: Text(100), region: Text(100), countryCode: Text(100) }),
      ),
      profiles: List(Entry({ network: Text(50), username: Text(100), url: Url }), MAX_SOCIAL_LINKS),
    }),
    work: List(
      Entry({
        name: Text(LIMITS.titleMax),
        position: Text(LIMITS.titleMax),
        location: Text(LIMITS.titleMax),
        url: Url,
        startDate: ResumeDate,
        endDate: ResumeDate,
        summary: Text(LIMITS.timelineSummaryMax),
      }),
    ),
    education: List(
      Entry({
        institution: Text(LIMITS.titleMax),
        area: Text(LIMITS.titleMax),
        studyType: Text(LIMITS.titleMax),
        url: Url,
        startDate: ResumeDate,
        endDate: ResumeDate,
      }),
    ),
    projects: List(
      Entry({
        name: Text(LIMITS.titleMax),
        description: Text(LIMITS.descriptionMax),
        url: Url,
        startDate: ResumeDate,
        keywords: List(Text(100), 50),
      }),
    ),
    skills: List(
      Entry({ name: Text(100), keywords: List(Text(100), MAX_ICON_ENTRIES * 2) }),
      MAX_ICON_ENTRIES * 2,
    ),
    interests: List(Entry({ name: Text(100) }), 10),
    certificates: List(Type.Unknown()),
  },
  { description: 'A JSON Resume v1.0.0 document; the fields the site does not read are ignored' },
);
export type ResumeImportDocument = Static<typeof ResumeImportDocument>;

/** What an import does to one part of the site. */
export const ResumeImportChange = Type.Object({
  section: Type.Union([
    Type.Literal('Profile'),
    Type.Literal('Timeline'),
    Type.Literal('Projects'),
    Type.Literal('Certificates'),
  ]),
  action: Type.Union([
    Type.Literal('replaced'),
    Type.Literal('added'),
    Type.Literal('updated'),
    Type.Literal('removed'),
    Type.Literal('left out'),
  ]),
  /** What it names: the profile's fields, the entries' or projects' titles. */
  items: Type.Array(Type.String()),
  note: Type.String(),
});
export type ResumeImportChange = Static<typeof ResumeImportChange>;

/**
 * `POST /api/resume-import/preview` answers what the import would do, changing nothing;
 * `POST /api/resume-import` does it in one transaction and answers what it did.
 */
export const ResumeImportPlan = Type.Object({ changes: Type.Array(ResumeImportChange) });
export type ResumeImportPlan = Static<typeof ResumeImportPlan>;
