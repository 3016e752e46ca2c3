import path from 'node:path';
import { apiPaths, type Notification, type Passkey } from '@portfolio/contract';
import { generate } from 'otplib';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../apps/server/src/db/sqlite-driver.js';
import { useAdmin } from '../fixtures/admin.js';
import { call } from '../fixtures/api.js';
import { OWNER } from '../fixtures/server.js';

// Passkeys in Chromium, with a virtual authenticator of the DevTools WebAuthn domain (a platform
// authenticator that verifies its user): register one on Account, log out and sign in with it by
// autofill and by the login screen's button, and remove it.
const admin = useAdmin();

/**
 * The server keeps real time, so the owner's sessions are made older than their confirmation, as
 * a token left open for an hour (or stolen from one) is: their rows no longer say when he last
 * proved who he is.
 */
function unconfirmSessions(dataDir: string): void {
  const db = openSqlite(path.join(dataDir, 'portfolio.db'));
  try {
    db.exec('pragma busy_timeout = 5000');
    db.exec('update sessions set confirmed_at = null');
  } finally {
    db.close();
  }
}

/** A platform authenticator of the DevTools WebAuthn domain that verifies its user; detach when done. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}
const { main, navLink, token } = admin;

describe('admin passkeys', () => {
  // First: the passkey test's password spray locks password logins from this machine for the rest
  // of the file.
  it('turns on an authenticator app, then a password login asks for its code', async () => {
    const { page, server } = admin;
    await admin.openScreen('/Admin/account', 'Account');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const form = page.getByRole('form', { name: 'Confirm the authenticator app' });
    const image = form.getByRole('img', { name: "QR code of the authenticator app's secret" });
    await image.waitFor();
    // The QR code is drawn by the server: an SVG data URL the browser decodes as an image.
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await form.locator('code').textContent()) ?? '';
    await form.getByLabel('Code from the app').fill(await generate({ secret }));
    await form.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    const recovery = await codes.getByRole('listitem').allTextContents();
    expect(recovery).toHaveLength(10);
    await admin.checkScreen('account-two-factor');

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
    await page.getByLabel('User Id').fill(OWNER.userId);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(await token()).toBe('');
    // A recovery code signs in once.
    await code.fill(recovery[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.adminUrl}/Admin`);
    await main().getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();

    // Leave the site as the other tests expect it: no second factor.
    const off = await call(server.publicUrl, await token(), 'DELETE', apiPaths.auth.totp);
    expect(off.status).toBe(200);
  });

  it('registers a passkey, signs in with it after a logout, and removes it', async () => {
    const { page, server } = admin;
    const cdp = await addVirtualAuthenticator(page);

    await admin.openScreen('/Admin/account', 'Account');
    await main().getByText('No passkeys yet.').waitFor();
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name').fill('E2E laptop');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    await form.getByText('Passkey "E2E laptop" added.', { exact: true }).waitFor();
    const list = main().getByRole('list', { name: 'Passkeys' });
    await list.getByText('E2E laptop', { exact: true }).waitFor();

    // Passkey autofill: on the login screen the User Id field offers the passkey (conditional
    // mediation), and Chromium's virtual authenticator picks it at once, so the logout lands back
    // on the Dashboard signed in with it.
    const before = await token();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect.poll(token).not.toBe(before);
    await page.waitForURL(`${server.adminUrl}/Admin`);
    expect(await token()).not.toBe('');
    expect((await admin.withToken('GET', apiPaths.auth.userdata, before)).status).toBe(401);
    expect((await admin.withToken('GET', apiPaths.auth.userdata, await token())).status).toBe(200);

    // Without autofill, the button: the page no longer tells it has conditional mediation.
    await page.addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
        value: async () => false,
        configurable: true,
      });
    });
    await page.reload();
    await main().getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
    expect(await token()).toBe('');
    // A password spray from elsewhere locks password logins; the passkey still signs in.
    for (let i = 0; i < 5; i++) {
      const res = await fetch(server.publicUrl + apiPaths.auth.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: OWNER.userId, password: `spray ${i}` }),
      });
      expect(res.status).toBe(401);
    }
    await page.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click();
    await page.waitForURL(`${server.adminUrl}/Admin`);
    await main().getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    const signedIn = await token();
    expect((await admin.withToken('GET', apiPaths.auth.userdata, signedIn)).status).toBe(200);
    const listed = await call<Passkey[]>(server.publicUrl, signedIn, 'GET', apiPaths.auth.passkeys);
    expect(listed.body.map((p) => [p.name, p.lastUsedAt !== null])).toEqual([['E2E laptop', true]]);

    await navLink('Account').click();
    await page.getByRole('button', { name: 'Remove passkey E2E laptop' }).click();
    await form.getByText('Passkey "E2E laptop" removed.', { exact: true }).waitFor();
    await main().getByText('No passkeys yet.').waitFor();
    await cdp.detach();
  });

  it('asks an owner whose sign-in is over 10 minutes old to confirm in place, then adds the passkey', async () => {
    const { page, server } = admin;
    const cdp = await addVirtualAuthenticator(page);
    await admin.openScreen('/Admin/account', 'Account');
    unconfirmSessions(server.dataDir);
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name').fill('Confirmed laptop');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
    await prompt.getByLabel('Password', { exact: true }).fill(admin.password);
    await prompt.getByRole('button', { name: 'Confirm', exact: true }).click();
    await form.getByText('Passkey "Confirmed laptop" added.', { exact: true }).waitFor();
    expect(await prompt.count()).toBe(0);
    await main().getByRole('list', { name: 'Passkeys' }).getByText('Confirmed laptop').waitFor();
    const notes = await call<Notification[]>(
      server.publicUrl,
      await token(),
      'POST',
      apiPaths.notifications.list,
    );
    expect(notes.body.map((n) => n.notification_msg)).toContain(
      'Passkey "Confirmed laptop" added for "owner"',
    );

    // Past its confirmation again: the passkey just added confirms the removal of itself.
    unconfirmSessions(server.dataDir);
    await page.getByRole('button', { name: 'Remove passkey Confirmed laptop' }).click();
    await prompt.getByRole('button', { name: 'Use a passkey', exact: true }).click();
    await form.getByText('Passkey "Confirmed laptop" removed.', { exact: true }).waitFor();
    expect(await prompt.count()).toBe(0);
    await cdp.detach();
  });

  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
