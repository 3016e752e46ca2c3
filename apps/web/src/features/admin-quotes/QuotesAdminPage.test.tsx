import { apiPaths } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { makeQuote } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { columnHeaders, rowOf } from '../../test/table';
import { applyQuote } from './QuotesAdminPage';

const statusOf = (quote: string) => rowOf(quote).getAllByRole('cell')[2]?.textContent;

describe('Quotations screen', () => {
  it('has Post Quote, a search box and the columns S No., Quote, Status, Action', async () => {
    openAdmin('/Admin/quote', { quotes: [makeQuote({ quote: 'Keep going', isActive: true })] });
    const table = await screen.findByRole('table', { name: 'Quotes' });
    expect(columnHeaders(table)).toEqual(['S No.', 'Quote', 'Status', 'Action']);
    expect(screen.getByRole('button', { name: 'Post Quote' })).toBeTruthy();
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(statusOf('Keep going')).toBe('Active');
  });

  it('refuses a quote of 4 characters in the form and sends nothing', async () => {
    const { user, backend } = openAdmin('/Admin/quote');
    await user.click(await screen.findByRole('button', { name: 'Post Quote' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Post Quote' }));
    await user.type(dialog.getByLabelText('Quote'), 'abcd');
    await user.click(dialog.getByRole('button', { name: 'Post' }));
    expect(dialog.getByText('Write at least 5 characters (now 4)')).toBeTruthy();
    expect(dialog.getByLabelText('Quote').getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls('POST', apiPaths.quotes.add)).toHaveLength(0);
  });

  it('posts two quotes and shows only the second one active, at once', async () => {
    const { user, backend } = openAdmin('/Admin/quote', {
      quotes: [makeQuote({ quote: 'An older one', isActive: true })],
    });
    for (const quote of ['First posted quote', 'Second posted quote']) {
      await user.click(await screen.findByRole('button', { name: 'Post Quote' }));
      await user.type(screen.getByLabelText('Quote'), quote);
      await user.click(screen.getByRole('button', { name: 'Post' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(statusOf('Second posted quote')).toBe('Active');
    expect(statusOf('First posted quote')).toBe('Hidden');
    expect(statusOf('An older one')).toBe('Hidden');
    expect(backend.calls('POST', apiPaths.quotes.list)).toHaveLength(1);
    expect(backend.calls('POST', apiPaths.quotes.add).map((r) => r.json)).toEqual([
      { quote: 'First posted quote' },
      { quote: 'Second posted quote' },
    ]);
  });

  it('shows a hidden quote (hiding the active one) and deletes a quote', async () => {
    const hidden = makeQuote({ quote: 'Bring me back', isActive: false });
    const { user, backend } = openAdmin('/Admin/quote', {
      quotes: [makeQuote({ quote: 'Currently on', isActive: true }), hidden],
    });
    await screen.findByRole('cell', { name: 'Bring me back' });
    const row = rowOf('Bring me back');
    await user.click(row.getByRole('button', { name: /^Show/ }));
    await waitFor(() => expect(statusOf('Bring me back')).toBe('Active'));
    expect(statusOf('Currently on')).toBe('Hidden');
    await user.click(row.getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bring me back' })).toBeNull());
    expect(backend.calls('DELETE', apiPaths.quotes.delete(hidden._id))).toHaveLength(1);
  });

  it('shows the server message when posting fails and keeps the text', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/quote');
    backend.failNext(
      'POST',
      apiPaths.quotes.add,
      reply.invalid([{ field: 'quote', message: 'must have at least 5 characters' }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Post Quote' }));
    await user.type(screen.getByLabelText('Quote'), 'Five or more');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The request is invalid');
    expect(consoleError).toHaveBeenCalledWith('The request is invalid');
    expect(screen.getByLabelText('Quote')).toHaveProperty('value', 'Five or more');
  });
});

describe('applyQuote', () => {
  it('puts a new active quote first and hides every other one', () => {
    const a = makeQuote({ isActive: true });
    const b = makeQuote({ isActive: false });
    const posted = makeQuote({ isActive: true });
    expect(applyQuote([a, b], posted).map((q) => [q._id, q.isActive])).toEqual([
      [posted._id, true],
      [a._id, false],
      [b._id, false],
    ]);
  });

  it('replaces a hidden quote in place without touching the others', () => {
    const a = makeQuote({ isActive: true });
    const b = makeQuote({ isActive: true });
    const changed = { ...b, isActive: false };
    expect(applyQuote([a, b], changed).map((q) => [q._id, q.isActive])).toEqual([
      [a._id, true],
      [b._id, false],
    ]);
  });

  it('posts a quote with its author, shown beside it in the table', async () => {
    const { user, backend } = openAdmin('/Admin/quote');
    await user.click(await screen.findByRole('button', { name: 'Post Quote' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Post Quote' }));
    await user.type(dialog.getByLabelText('Quote'), 'Simple is better than complex.');
    await user.type(dialog.getByLabelText('Author (optional)'), ' Tim Peters ');
    await user.click(dialog.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.calls('POST', apiPaths.quotes.add).map((r) => r.json)).toEqual([
      { quote: 'Simple is better than complex.', author: 'Tim Peters' },
    ]);
    expect(statusOf('Simple is better than complex. — Tim Peters')).toBe('Active');
  });
});
