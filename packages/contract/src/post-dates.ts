// How a reader reads a post's date, in a module that imports nothing: a post's page needs this and
// none of the blog's other rules (the JavaScript budget of a post: no more than Home's).

/** The day, the month's name and the year, of the UTC day: the same on the server and in a browser. */
const DAY = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const POST_DATE = new Intl.DateTimeFormat('en-GB', DAY);

/**
 * A post's date as a reader reads it, the UTC day of a time: '27 November 2026' in English (the
 * spec's), in a page's other language as Intl writes it there ('27 de novembro de 2026').
 */
export function formatPostDate(iso: string, language = 'en'): string {
  const format = language === 'en' ? POST_DATE : new Intl.DateTimeFormat(language, DAY);
  return format.format(new Date(iso));
}
