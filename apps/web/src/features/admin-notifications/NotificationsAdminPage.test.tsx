import {
  apiPaths,
  changeMessages,
  errorMessages,
  NotificationAction,
  NotificationStatus,
} from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/api';
import { fakeBackend } from '../../test/fake-backend';
import { makeNotification, makeQuote, OWNER_TOKEN } from '../../test/fixtures';
import { openAdmin, renderAdminApp } from '../../test/render-admin';

const notificationLink = () => screen.getByRole('link', { name: /^Notification/ });
const badgeText = () => screen.queryByTestId('unread-badge')?.textContent;

describe('Notification badge and screen', () => {
  it('counts the unread notifications, readable by screen readers', async () => {
    openAdmin('/Admin', {
      notifications: [makeNotification(), makeNotification(), makeNotification({ isReaded: true })],
    });
    await waitFor(() => expect(badgeText()).toBe(': 2 unread'));
    expect(notificationLink().textContent).toBe('Notification: 2 unread');
  });

  it('shows no badge when nothing is unread, as the older admin did', async () => {
    const read = makeNotification({ isReaded: true });
    openAdmin('/Admin/notification', { notifications: [read] });
    await screen.findByRole('article', { name: read.notification_msg });
    expect(badgeText()).toBeUndefined();
    expect(notificationLink().textContent).toBe('Notification');
  });

  it('counts the notifications that the owner’s changes create, at once', async () => {
    const { user } = openAdmin('/Admin/quote', {
      quotes: [makeQuote({ quote: 'Stay curious', isActive: true })],
    });
    const row = within(
      (await screen.findByRole('cell', { name: 'Stay curious' })).closest('tr') as HTMLElement,
    );
    await user.click(row.getByRole('button', { name: /^Hide/ }));
    await waitFor(() => expect(badgeText()).toBe(': 1 unread'));
    await user.click(row.getByRole('button', { name: /^Show/ }));
    await waitFor(() => expect(badgeText()).toBe(': 2 unread'));
  });

  it('marks every unread one read on opening Notification, and the badge goes', async () => {
    const unread = [makeNotification(), makeNotification({ status: NotificationStatus.Error })];
    const { user, backend } = openAdmin('/Admin', {
      notifications: [...unread, makeNotification({ isReaded: true })],
    });
    await waitFor(() => expect(badgeText()).toBe(': 2 unread'));
    await user.click(notificationLink());
    await waitFor(() => expect(badgeText()).toBeUndefined());
    const marks = backend.calls('PATCH', apiPaths.notifications.markRead);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks[0]?.json).toEqual({ ids: unread.map((n) => n._id) });
  });

  it('shows the unread ones when opened directly, though the screen change’s load answers late', async () => {
    const unread = [
      makeNotification({ notification_msg: changeMessages.quotePosted('Stay curious') }),
      makeNotification({ notification_msg: changeMessages.quotePosted('Keep going') }),
    ];
    const backend = fakeBackend({ notifications: unread });
    const answer = globalThis.fetch;
    // Opened directly, the screen loads the list to mark it read, and the screen change loads it
    // too. Over a network the second answer may come after the marking has begun: it does here.
    let markingBegun = () => {};
    const marking = new Promise<void>((resolve) => {
      markingBegun = resolve;
    });
    let lists = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === apiPaths.notifications.markRead) markingBegun();
      if (url === apiPaths.notifications.list && ++lists === 2) await marking;
      return answer(url, init);
    });
    tokenStore.set(OWNER_TOKEN);
    renderAdminApp('/Admin/notification');
    for (const notification of unread) {
      await screen.findByRole('article', { name: notification.notification_msg });
    }
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(lists).toBe(2);
    expect(backend.calls('PATCH', apiPaths.notifications.markRead)[0]?.json).toEqual({
      ids: unread.map((n) => n._id),
    });
    await waitFor(() => expect(badgeText()).toBeUndefined());
  });

  it('shows a card per notification with message, action, date, status and Delete', async () => {
    const first = makeNotification({
      notification_msg: changeMessages.quotePosted('Stay curious'),
      action: NotificationAction.Create,
    });
    const second = makeNotification({
      notification_msg: changeMessages.failed(
        NotificationAction.Delete,
        'project',
        errorMessages.notFound('project'),
      ),
      action: NotificationAction.Delete,
      status: NotificationStatus.Error,
    });
    const { user, backend } = openAdmin('/Admin/notification', { notifications: [first, second] });
    const card = within(await screen.findByRole('article', { name: second.notification_msg }));
    expect(card.getByText('Delete', { selector: 'dd' })).toBeTruthy();
    expect(card.getByText('Error')).toBeTruthy();
    expect(card.getByText('Date')).toBeTruthy();
    expect(card.getByRole('time').getAttribute('datetime')).toBe(second.notification_date);
    await user.click(card.getByRole('button', { name: /^Delete notification/ }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: second.notification_msg })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: first.notification_msg })).toBeTruthy();
    expect(backend.calls('DELETE', apiPaths.notifications.delete)[0]?.json).toEqual({
      ids: [second._id],
    });
  });

  it("links a visitor's message to a reply in the owner's mail program; other cards have none", async () => {
    const message = makeNotification({
      notification_msg: 'Message from Ada <ada+site@example.com>: Hello',
      action: NotificationAction.Message,
      replyTo: 'ada+site@example.com',
    });
    const change = makeNotification({ action: NotificationAction.Edit });
    openAdmin('/Admin/notification', { notifications: [message, change] });
    const card = within(await screen.findByRole('article', { name: message.notification_msg }));
    const reply = card.getByRole('link', { name: 'Reply to ada+site@example.com' });
    expect(reply.getAttribute('href')).toBe(
      'mailto:ada+site@example.com?subject=Re%3A%20your%20message%20on%20my%20portfolio',
    );
    const other = within(screen.getByRole('article', { name: change.notification_msg }));
    expect(other.queryByRole('link')).toBeNull();
  });

  it('Delete All empties the list and says so', async () => {
    const all = [makeNotification(), makeNotification(), makeNotification()];
    const { user, backend } = openAdmin('/Admin/notification', { notifications: all });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText('No Notification to display')).toBeTruthy();
    expect(backend.calls('DELETE', apiPaths.notifications.delete)[0]?.json).toEqual({
      ids: all.map((n) => n._id),
    });
    expect(screen.getByRole('button', { name: 'Delete All' })).toHaveProperty('disabled', true);
  });

  it('shows the empty text when there is nothing', async () => {
    openAdmin('/Admin/notification');
    expect(await screen.findByText('No Notification to display')).toBeTruthy();
  });

  it('filters by kind, counting each, and Delete All deletes the ones shown', async () => {
    const message = makeNotification({
      notification_msg: 'Message from Ada <ada@example.com>: Hello',
      action: NotificationAction.Message,
    });
    const signIn = makeNotification({ action: NotificationAction.Login });
    const change = makeNotification({ action: NotificationAction.Edit });
    const failed = makeNotification({
      action: NotificationAction.Delete,
      status: NotificationStatus.Error,
    });
    const all = [message, signIn, change, failed];
    const { user, backend } = openAdmin('/Admin/notification', { notifications: all });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    const shownIds = () =>
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
    for (const [name, expected] of [
      ['Messages (1)', [message]],
      ['Sign-ins (1)', [signIn]],
      ['Changes (2)', [change, failed]],
      ['Errors (1)', [failed]],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
      expect(shownIds()).toHaveLength(expected.length);
    }
    await user.click(screen.getByRole('button', { name: 'Delete All' }));
    expect(backend.calls('DELETE', apiPaths.notifications.delete)[0]?.json).toEqual({
      ids: [failed._id],
    });
    await user.click(await screen.findByRole('button', { name: 'All (3)' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
