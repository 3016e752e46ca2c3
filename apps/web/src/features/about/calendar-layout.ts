import type { ContributionDay } from '@portfolio/contract';

/** Side of a day's square and the gap after it, in SVG units. */
export const CELL = 11;
export const GAP = 3;
/** A year always fits: 366 days starting on a Saturday span 54 weeks. */
export const WEEKS = 54;
export const CALENDAR_WIDTH = WEEKS * (CELL + GAP) - GAP;
export const CALENDAR_HEIGHT = 7 * (CELL + GAP) - GAP;

export interface PlacedDay extends ContributionDay {
  x: number;
  y: number;
}

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD date as whole days since the epoch, the same in every time zone. */
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * The days as a grid: a column per week, Sunday on top, each at its own date (a missing day leaves
 * its square empty). Only the last year that fits is kept.
 */
export function placeDays(days: readonly ContributionDay[]): PlacedDay[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const last = sorted.at(-1);
  if (!last) return [];
  // Day 0 of the epoch (1970-01-01) was a Thursday: weekday 4.
  const lastSlot = WEEKS * 7 - 1 - (6 - ((dayNumber(last.date) + 4) % 7));
  const start = dayNumber(last.date) - lastSlot;
  return sorted
    .map((day) => ({ day, slot: dayNumber(day.date) - start }))
    .filter(({ slot }) => slot >= 0)
    .map(({ day, slot }) => ({
      ...day,
      x: Math.floor(slot / 7) * (CELL + GAP),
      y: (slot % 7) * (CELL + GAP),
    }));
}

/** The year's total: the service's own figure when it gives one, else the sum of the days. */
export function totalOf(total: Record<string, number>, days: readonly ContributionDay[]): number {
  return total.lastYear ?? days.reduce((sum, day) => sum + day.count, 0);
}
