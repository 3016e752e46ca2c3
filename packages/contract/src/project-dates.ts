// A project's date rules. No schema library here: the public pages import these (the JavaScript
// budget of `/`); the form field's schema is in project-fields.ts.

/** A project's date: a year ('2024'), a year and month ('2024-05'), or '' for none. */
export const PROJECT_DATE_PATTERN = '^(\\d{4}(-(0[1-9]|1[0-2]))?)?$';
const PROJECT_DATE = new RegExp(PROJECT_DATE_PATTERN, 'u');

export const PROJECT_DATE_MESSAGE = 'must be a year (2024) or a year and month (2024-05)';

export function isProjectDate(value: string): boolean {
  return PROJECT_DATE.test(value);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A project's date as a visitor reads it: '2024', 'May 2024', or '' for none. */
export function formatProjectDate(date: string): string {
  const [year, month] = date.split('-');
  if (!year) return '';
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year;
}
