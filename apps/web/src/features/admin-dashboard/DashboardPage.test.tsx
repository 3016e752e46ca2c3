import { SETUP_STEPS } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeCertificate,
  makeNotification,
  makeProject,
  makeQuote,
  makeResume,
} from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

/** The Dashboard's line about backups. */
const backupLine = async () =>
  (await screen.findByRole('region', { name: 'Backups' })).querySelector('p')?.textContent;

describe('Dashboard', () => {
  it('counts projects, certificates and quotes (active/hidden), the resume, and the latest news', async () => {
    openAdmin('/Admin', {
      projects: [makeProject(), makeProject({ isActive: false }), makeProject()],
      certificates: [makeCertificate({ isActive: false })],
      quotes: [makeQuote({ isActive: true }), makeQuote(), makeQuote()],
      resumes: [makeResume()],
      notifications: Array.from({ length: 7 }, (_, i) =>
        makeNotification({ notification_msg: `Change ${i + 1}` }),
      ),
      // A site set up: no checklist.
      setupDone: SETUP_STEPS.map((step) => step.key),
    });
    await screen.findByRole('heading', { name: 'Latest notifications' });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const card = (label: string) => {
      const main = within(screen.getByRole('main'));
      return (main.getByRole('link', { name: label }).closest('div') as HTMLElement).textContent;
    };
    expect(card('Projects')).toBe('Projects32 active, 1 hidden');
    expect(card('Certificates')).toBe('Certificates10 active, 1 hidden');
    expect(card('Quotes')).toBe('Quotes31 active, 2 hidden');
    expect(card('Resume')).toBe('ResumeYesA resume is online');
    const latest = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(latest.map((item) => item.textContent)).toEqual([
      'Change 1 (Success)',
      'Change 2 (Success)',
      'Change 3 (Success)',
      'Change 4 (Success)',
      'Change 5 (Success)',
    ]);
  });

  it('says when there is no resume and no notification', async () => {
    openAdmin('/Admin');
    expect(await screen.findByText('No resume yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('No Notification to display')).toBeTruthy();
    expect(await backupLine()).toBe(
      'Last backup: none yet. No backup is scheduled: set BACKUP_SCHEDULE, or run npm run backup.',
    );
  });

  it('shows the last backup: when, its size and where, and a failure since', async () => {
    openAdmin('/Admin', {
      backups: {
        scheduled: true,
        keep: 7,
        last: {
          at: '2026-11-27T03:00:12.000Z',
          bytes: 48_213_000,
          location: 's3://portfolio-media/backups/portfolio-backup-2026-11-27T03-00-12-000Z.tar.gz',
        },
        failedAt: '2026-11-28T03:00:09.000Z',
      },
    });
    expect(await backupLine()).toBe(
      'Last backup: 2026-11-27 03:00 UTC, 48.2 MB, at s3://portfolio-media/backups/portfolio-backup-2026-11-27T03-00-12-000Z.tar.gz. The scheduled backup failed at 2026-11-28 03:00 UTC: see the notifications.',
    );
  });
});
