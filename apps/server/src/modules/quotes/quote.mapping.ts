import type { Quote } from '@portfolio/contract';
import type { QuoteRow } from './quotes.repository.js';

/** A row as the API's quote. */
export const toQuote = (row: QuoteRow): Quote => ({
  _id: row.id,
  quote: row.quote,
  isActive: row.is_active,
  posted_On: row.posted_on.toISOString(),
});
