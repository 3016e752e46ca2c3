import { NotificationStatus } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REAUTH_TITLE } from '../components/ReauthPrompt';
import { expectNoAxeViolations } from './axe';
import { expectConsoleErrors } from './console';
import {
  makeCertificate,
  makeNotification,
  makePost,
  makeProject,
  makeQuote,
  makeResume,
  makeTimelineEntry,
} from './fixtures';
import { openAdmin } from './render-admin';

const POST = makePost({ title: 'A draft' });

const SEED = {
  projects: [makeProject(), makeProject({ title: 'Hidden one', isActive: false })],
  certificates: [makeCertificate()],
  quotes: [makeQuote({ isActive: true }), makeQuote({ quote: 'Another quote' })],
  resumes: [makeResume()],
  timeline: [
    makeTimelineEntry(),
    makeTimelineEntry({ kind: 'education', role: 'BSc', visible: false, end: '2015' }),
  ],
  notifications: [makeNotification(), makeNotification({ status: NotificationStatus.Error })],
  posts: [POST, makePost({ title: 'Published one', status: 'published', visible: true })],
};

/** Waits for a screen, then for the unread badge (SEED has unread notifications). */
const withBadge = (ready: () => Promise<unknown>) => async () => {
  await ready();
  await screen.findByTestId('unread-badge');
};

/**
 * Each screen with what shows when it is ready. Opening Notifications marks every one read, so
 * the badge goes there; every other screen shows it.
 */
const SCREENS: [string, string, () => Promise<unknown>][] = [
  [
    'Dashboard',
    '/Admin',
    withBadge(() => screen.findByRole('heading', { name: 'Latest notifications' })),
  ],
  ['Projects', '/Admin/project', withBadge(() => screen.findByRole('table', { name: 'Projects' }))],
  [
    'Certificates',
    '/Admin/certificate',
    withBadge(() => screen.findByRole('table', { name: 'Certificates' })),
  ],
  ['Resume', '/Admin/resume', withBadge(() => screen.findByText('PDF page 1'))],
  ['Quotes', '/Admin/quote', withBadge(() => screen.findByRole('table', { name: 'Quotes' }))],
  [
    'Notifications',
    '/Admin/notification',
    async () => {
      await screen.findAllByRole('article');
      await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    },
  ],
  ['Theme', '/Admin/manage-theme', withBadge(() => screen.findByText('theme'))],
  ['Profile', '/Admin/profile', withBadge(() => screen.findByLabelText('Name'))],
  ['Account', '/Admin/account', withBadge(() => screen.findByLabelText('Current password'))],
  [
    'Experience',
    '/Admin/manage-experience',
    withBadge(() => screen.findByRole('table', { name: 'Experience' })),
  ],
  [
    'Résumé PDF',
    '/Admin/resume-pdf',
    withBadge(() => screen.findByRole('group', { name: 'The résumé visitors get' })),
  ],
  ['Blog', '/Admin/blog', withBadge(() => screen.findByRole('table', { name: 'Posts' }))],
  [
    'Translations',
    '/Admin/translations',
    withBadge(() => screen.findByText(/The site has one language/)),
  ],
  [
    'Post editor',
    `/Admin/blog/${POST._id}`,
    withBadge(() => screen.findByRole('button', { name: 'Show versions' })),
  ],
];

/**
 * axe-core on every admin screen and dialog in one colour mode. A test file per mode, so that the
 * two run at once; each mocks the résumé's PDF page (jsdom draws no PDF) in its own module graph.
 */
export function describeAxeChecks(mode: 'light' | 'dark') {
  describe(`axe-core in ${mode} mode`, () => {
    it.each(SCREENS)('finds no violation on %s', async (_name, path, ready) => {
      document.documentElement.dataset.theme = mode;
      openAdmin(path, SEED);
      await ready();
      await expectNoAxeViolations(document.body);
    });

    it('finds no violation in the project modal with its problems shown, nor the delete dialog', async () => {
      document.documentElement.dataset.theme = mode;
      const { user } = openAdmin('/Admin/project', SEED);
      await user.click(await screen.findByRole('button', { name: 'Add Project' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await expectNoAxeViolations(document.body);
      await user.keyboard('{Escape}');
      await user.click(screen.getAllByRole('button', { name: /^Delete/ })[0] as HTMLElement);
      await screen.findByRole('alertdialog');
      await expectNoAxeViolations(document.body);
    });

    it('finds no violation in the prompt that confirms the session, with all three ways', async () => {
      // Cancelled, the prompt leaves the refusal, which the screen logs: inside this test, not after.
      const logged = expectConsoleErrors();
      document.documentElement.dataset.theme = mode;
      const { user } = openAdmin('/Admin/account', {
        confirmed: false,
        passkeys: [
          {
            _id: 'a'.repeat(24),
            name: 'Laptop',
            createdAt: '2026-11-01T10:00:00.000Z',
            lastUsedAt: null,
          },
        ],
        secondFactor: { totp: true, recoveryCodesLeft: 10, required: false },
      });
      await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
      const prompt = await screen.findByRole('dialog', { name: REAUTH_TITLE });
      await within(prompt).findByRole('button', { name: 'Use a passkey' });
      await expectNoAxeViolations(document.body);
      await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(logged).toHaveBeenCalled());
    });
  });
}
