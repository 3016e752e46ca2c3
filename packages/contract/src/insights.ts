import { type Static, Type } from '@sinclair/typebox';
import { INSIGHT_EVENTS, INSIGHT_OTHER_KEY } from './insight-events.js';

/** One beacon: a named event and what it was about (a project's id, or '' for the resume). */
export const InsightBeacon = Type.Object(
  {
    event: Type.Union(INSIGHT_EVENTS.map((event) => Type.Literal(event))),
    target: Type.String({ maxLength: 24, pattern: '^[0-9a-f]{0,24}$' }),
  },
  { additionalProperties: false },
);
export type InsightBeacon = Static<typeof InsightBeacon>;

/** The windows the dashboard offers, in days. */
export const INSIGHT_WINDOWS = [7, 30, 90] as const;

export const InsightsQuery = Type.Object(
  {
    days: Type.Integer({
      minimum: 1,
      maximum: 366,
      description: 'How many days, ending today (UTC)',
    }),
  },
  { additionalProperties: false },
);
export type InsightsQuery = Static<typeof InsightsQuery>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'UTC day, YYYY-MM-DD' });
const Ranked = Type.Array(
  Type.Object({ key: Type.String(), count: Type.Integer({ minimum: 0 }) }),
  {
    description: `Largest first; then, when there is more, the rest together under '${INSIGHT_OTHER_KEY}'`,
  },
);

/** The owner's view of the visits of the last `days` days (today included, UTC). */
export const InsightsSummary = Type.Object({
  days: Type.Integer(),
  daily: Type.Array(
    Type.Object({
      day: Day,
      visitors: Type.Integer({ minimum: 0 }),
      pageViews: Type.Integer({ minimum: 0 }),
    }),
    { description: 'Every day of the window, oldest first, zeros included' },
  ),
  topPages: Ranked,
  topReferrers: Ranked,
  devices: Ranked,
  resume: Type.Object({
    views: Type.Integer({ minimum: 0 }),
    downloads: Type.Integer({ minimum: 0 }),
  }),
  searches: Type.Object(
    {
      withResults: Type.Integer({ minimum: 0 }),
      withoutResults: Type.Integer({ minimum: 0 }),
    },
    {
      description:
        'Searches made on the search page, as found something or not: never what was searched',
    },
  ),
  linkClicks: Type.Array(
    Type.Object({
      event: Type.String(),
      target: Type.String(),
      title: Type.String({ description: "The project's title, or '' when it is gone" }),
      count: Type.Integer({ minimum: 0 }),
    }),
  ),
  week: Type.Object({
    visitors: Type.Integer({ minimum: 0 }),
    previousVisitors: Type.Integer({ minimum: 0 }),
    pageViews: Type.Integer({ minimum: 0 }),
    previousPageViews: Type.Integer({ minimum: 0 }),
  }),
});
export type InsightsSummary = Static<typeof InsightsSummary>;
