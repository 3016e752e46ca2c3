import { type Static, Type } from '@sinclair/typebox';
import { LIMITS } from './constants.js';
import { Id } from './ids.js';
import { PlainText } from './text.js';

/**
 * The owner's timeline on About: where he worked and what he studied. Each entry has a role (for
 * education: the degree or study), an organisation, a place, a start and an end (null while it goes
 * on: 'present'), a short Markdown text and a link.
 */
export const TimelineKind = { Work: 'work', Education: 'education' } as const;
export type TimelineKind = (typeof TimelineKind)[keyof typeof TimelineKind];

/** How About and the admin name each kind: its section heading. */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  work: 'Experience',
  education: 'Education',
};

/**
 * A timeline date: a year ('2021') or a year and month ('2021-09'), as a project's date is
 * (project-dates.ts), but never empty; the year from 1000 to 2999, as JSON Resume's dates are.
 */
export const TIMELINE_DATE_PATTERN = '^[12]\\d{3}(-(0[1-9]|1[0-2]))?$';
const TIMELINE_DATE = new RegExp(TIMELINE_DATE_PATTERN, 'u');

export function isTimelineDate(value: string): boolean {
  return TIMELINE_DATE.test(value);
}

/**
 * Whether an entry may end then: a year counts as any of its months, so '2021' may end an entry
 * that started in '2021-09', and '2021-03' one that started in '2021'.
 */
export function endsAfterStart(start: string, end: string): boolean {
  const [startYear = '', startMonth] = start.split('-');
  const [endYear = '', endMonth] = end.split('-');
  if (endYear !== startYear) return endYear > startYear;
  return startMonth === undefined || endMonth === undefined || endMonth >= startMonth;
}

export const TIMELINE_END_MESSAGE = 'must not be before the start';

/** An optional link: '' for none, else an absolute http(s) URL. */
export const OPTIONAL_LINK_PATTERN = '^(https?://[^\\s\\u0000-\\u001F]*)?$';

const TimelineDate = (description: string) =>
  Type.String({ minLength: 4, maxLength: 7, pattern: TIMELINE_DATE_PATTERN, description });

const Kind = Type.Union([Type.Literal(TimelineKind.Work), Type.Literal(TimelineKind.Education)]);

export const TimelineEntry = Type.Object({
  _id: Id,
  kind: Kind,
  role: Type.String({ description: 'The position held, or for education the degree or study' }),
  organisation: Type.String(),
  place: Type.String({ description: "Where, or ''" }),
  start: Type.String({ description: "'2021' or '2021-09'" }),
  end: Type.Union([Type.String(), Type.Null()], {
    description: "'2023' or '2023-06'; null while it goes on ('present')",
  }),
  summary: Type.String({ description: 'Markdown, as the owner wrote it' }),
  summaryHtml: Type.String({ description: 'The summary rendered to safe HTML on the server' }),
  link: Type.String({ description: "An http(s) URL, or ''" }),
  visible: Type.Boolean({ description: 'Shown on About' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

/** The body of adding an entry and of replacing one (PUT replaces it whole). */
export const TimelineEntryBody = Type.Object(
  {
    kind: Kind,
    role: PlainText({ minLength: 1, maxLength: LIMITS.titleMax }),
    organisation: PlainText({ minLength: 1, maxLength: LIMITS.titleMax }),
    place: Type.Optional(PlainText({ maxLength: LIMITS.titleMax, default: '' })),
    start: TimelineDate("A year ('2021') or a year and month ('2021-09')"),
    end: Type.Optional(
      Type.Union([TimelineDate('Not before the start'), Type.Null()], {
        default: null,
        description:
          "A year or a year and month, not before the start; null (or left out) for 'present'",
      }),
    ),
    summary: Type.Optional(
      PlainText({
        maxLength: LIMITS.timelineSummaryMax,
        default: '',
        description:
          'CommonMark: no raw HTML, http(s) links, images only from this site; refused with 400 naming each problem',
      }),
    ),
    link: Type.Optional(
      Type.String({
        maxLength: LIMITS.linkMax,
        pattern: OPTIONAL_LINK_PATTERN,
        default: '',
        description: "An absolute http(s) URL, or ''",
      }),
    ),
    visible: Type.Optional(Type.Boolean({ default: true, description: 'Shown on About' })),
  },
  { additionalProperties: false },
);
export type TimelineEntryBody = Static<typeof TimelineEntryBody>;
