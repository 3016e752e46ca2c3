import { type Static, Type } from '@sinclair/typebox';
import { Id } from './ids.js';
import { LIMITS } from './owner-constants.js';
import { PlainText } from './text.js';
import { TimelineKind } from './timeline-kinds.js';
import { OPTIONAL_LINK_PATTERN, TIMELINE_DATE_PATTERN } from './timeline-rules.js';

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

/**
 * A timeline body's fields as the server stores them: the texts trimmed, and what the body left
 * out filled (no place, summary or link, no end: ongoing, shown).
 */
export const storedTimelineFields = (body: TimelineEntryBody) => ({
  kind: body.kind,
  role: body.role.trim(),
  organisation: body.organisation.trim(),
  place: (body.place ?? '').trim(),
  start: body.start,
  end: body.end ?? null,
  summary: (body.summary ?? '').trim(),
  link: (body.link ?? '').trim(),
  visible: body.visible ?? true,
});
