// How a reader reads a post's date, in a module that imports nothing: a post's page needs this and
// none of the blog's other rules (the JavaScript budget of a post: no more than Home's).

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

/** A post's date as a reader reads it, the UTC day of a time: '27 November 2026'. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
