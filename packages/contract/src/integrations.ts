import { type Static, Type } from '@sinclair/typebox';

/** The now-playing answer of spec §3: `item` null means nothing plays (or nothing is set up). */
export const NowPlaying = Type.Object({
  is_playing: Type.Boolean(),
  item: Type.Union([
    Type.Null(),
    Type.Object({
      name: Type.String(),
      external_urls: Type.Object({ spotify: Type.String() }),
      album: Type.Object({ images: Type.Array(Type.Object({ url: Type.String() })) }),
    }),
  ]),
});
export type NowPlaying = Static<typeof NowPlaying>;

export const ContributionDay = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  count: Type.Integer({ minimum: 0 }),
  level: Type.Integer({ minimum: 0, maximum: 4 }),
});
export type ContributionDay = Static<typeof ContributionDay>;

/** The contribution calendar (spec §7): days with their level 0–4, and totals by year or 'lastYear'. */
export const Contributions = Type.Object({
  total: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  contributions: Type.Array(ContributionDay),
});
export type Contributions = Static<typeof Contributions>;

/** The first year the contributions service knows of (the code host's founding year). */
export const CONTRIBUTIONS_FIRST_YEAR = 2008;

/** The year of the calendar; the server also checks that a year is not before 2008 or after this one. */
export const ContributionsQuery = Type.Object({
  y: Type.String({
    pattern: '^(last|\\d{4})$',
    default: 'last',
    description: "'last', or a year from 2008 to the current one (UTC)",
  }),
});
