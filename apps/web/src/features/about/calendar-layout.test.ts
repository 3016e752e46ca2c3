import { describe, expect, it } from 'vitest';
import { CELL, GAP, placeDays, totalOf, WEEKS } from './calendar-layout';

const day = (date: string, count = 1) => ({ date, count, level: 1 });

describe('calendar layout', () => {
  it('puts each day in its weekday row and week column, Sunday on top, the last week last', () => {
    // 2025-01-01 was a Wednesday, 2025-01-05 a Sunday; 2025-01-02 and 03 are missing.
    const placed = placeDays([day('2025-01-05'), day('2025-01-01'), day('2025-01-04')]);
    expect(placed.map((d) => [d.date, d.x / (CELL + GAP), d.y / (CELL + GAP)])).toEqual([
      ['2025-01-01', WEEKS - 2, 3],
      ['2025-01-04', WEEKS - 2, 6],
      ['2025-01-05', WEEKS - 1, 0],
    ]);
  });

  it('fits a whole year, even 366 days from a Saturday, and keeps only what fits', () => {
    const from = (start: number, length: number) =>
      Array.from({ length }, (_, i) =>
        day(new Date(Date.UTC(2022, 0, start + i)).toISOString().slice(0, 10)),
      );
    // 2022-01-01 was a Saturday.
    const leap = placeDays(from(1, 366));
    expect(leap).toHaveLength(366);
    expect([leap[0]?.x, leap[0]?.y]).toEqual([0, 6 * (CELL + GAP)]);
    const long = from(1, WEEKS * 7 + 30);
    const kept = placeDays(long);
    expect(kept.length).toBeLessThanOrEqual(WEEKS * 7);
    expect(kept.length).toBeGreaterThan((WEEKS - 1) * 7);
    expect(kept[0]?.x).toBe(0);
    expect(kept.at(-1)?.date).toBe(long.at(-1)?.date);
    expect(placeDays([])).toEqual([]);
  });

  it("takes the service's total, else the sum of the days", () => {
    expect(totalOf({ lastYear: 40 }, [day('2025-01-01', 2)])).toBe(40);
    expect(totalOf({}, [day('2025-01-01', 2), day('2025-01-02', 3)])).toBe(5);
  });
});
