// The timeline's kinds, labels and date rules. No schema library here: About imports these, and
// TypeBox would otherwise come with them (the JavaScript budget of `/`).
import { textCharacter } from './text-characters.js';

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
export const OPTIONAL_LINK_PATTERN = `^(https?://${textCharacter('\\s')}*)?$`;
