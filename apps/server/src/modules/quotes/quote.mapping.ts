import type { Quote } from '@portfolio/contract';
import type { QuoteRow } from './quotes.repository.js';

/** A row as the API's quote; the author only when there is one, as older clients know it. */
export const toQuote = (row: QuoteRow): Quote => ({
  _id: row.id,
  quote: row.quote,
  ...(row.author === '' ? {} : { author: row.author }),
  isActive: row.is_active,
  posted_On: row.posted_on.toISOString(),
});
