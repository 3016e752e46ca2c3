import { apiPaths, type Quote } from '@portfolio/contract';
import { useState } from 'react';
import { AdminListTable } from '../../components/AdminListTable';
import { AdminScreen } from '../../components/AdminScreen';
import { actionColumn } from '../../components/action-column';
import ui from '../../components/admin-ui.module.css';
import type { Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { statusColumn } from '../../components/status-column';
import { api } from '../../lib/api';
import { change } from '../../lib/changes';
import { useAdminList } from '../../lib/use-admin-list';
import { useRowCalls } from '../../lib/use-row-calls';
import { QuoteForm } from './QuoteForm';

/** After the server answered `changed`: it replaces its old self, and an active quote is the only one. */
export function applyQuote(quotes: Quote[], changed: Quote): Quote[] {
  const others = quotes
    .filter((quote) => quote._id !== changed._id)
    .map((quote) => (changed.isActive && quote.isActive ? { ...quote, isActive: false } : quote));
  const index = quotes.findIndex((quote) => quote._id === changed._id);
  if (index === -1) return [changed, ...others];
  return [...others.slice(0, index), changed, ...others.slice(index)];
}

/** A quote as the table shows it: with its author, when it has one. */
const quoteText = (quote: Quote) =>
  quote.author ? `${quote.quote} — ${quote.author}` : quote.quote;

/**
 * Quotations (spec §2): 'Post Quote', search, and a table with Status and Action (Hide/Show,
 * Delete). Posting or showing a quote makes it the only active one, at once in the table.
 */
export function QuotesAdminPage() {
  const list = useAdminList<Quote>(apiPaths.quotes.list);
  const [posting, setPosting] = useState(false);
  const { busy, failure, setFailure, run } = useRowCalls();

  const toggle = (quote: Quote) =>
    run(
      quote._id,
      async () => {
        const changed = await change(
          api<Quote>(apiPaths.quotes.status(quote._id), { method: 'PATCH', auth: true }),
        );
        list.setItems((items) => applyQuote(items, changed));
      },
      'The status could not be changed',
    );

  const remove = (quote: Quote) =>
    run(
      quote._id,
      () => list.remove(apiPaths.quotes.delete(quote._id)),
      'The quote could not be deleted',
    );

  const columns: Column<Quote>[] = [
    { header: 'Quote', cell: quoteText, text: quoteText, clamp: true },
    statusColumn,
    actionColumn(
      (q) => `quote ${q.quote.slice(0, 40)}`,
      (q) => [
        { label: q.isActive ? 'Hide' : 'Show', onClick: () => toggle(q), disabled: busy === q._id },
        { label: 'Delete', danger: true, onClick: () => remove(q), disabled: busy === q._id },
      ],
    ),
  ];

  return (
    <AdminScreen
      heading="Quotations"
      action={
        <button
          type="button"
          className={ui.primary}
          onClick={() => {
            setFailure(undefined);
            setPosting(true);
          }}
        >
          Post Quote
        </button>
      }
    >
      <ErrorMessage message={list.error ?? failure} />
      <AdminListTable
        list={list}
        caption="Quotes"
        rowKey={(q) => q._id}
        rowName={(q) => `quote ${q.quote.slice(0, 40)}`}
        columns={columns}
        emptyText="No quotes yet: post the first one."
      />
      {posting && (
        <QuoteForm
          onClose={() => setPosting(false)}
          onPosted={(posted) => {
            list.setItems((items) => applyQuote(items, posted));
            setPosting(false);
          }}
        />
      )}
    </AdminScreen>
  );
}
