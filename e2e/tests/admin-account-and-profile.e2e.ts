import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { call } from '../fixtures/api.js';
import { OWNER } from '../fixtures/server.js';

// The owner's own settings: the site profile, and the password with the sessions it ends. Each test
// opens its screen itself; the password test tells the others the password it set.
const admin = useAdmin();
const { callsTo, checkScreen, main, navLink, token, withToken } = admin;

const NEW_PASSWORD = 'e2e changed password 123';

describe('admin profile', () => {
  it('edits the profile, and the public home shows it on its next load', async () => {
    const { page, server } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    await navLink('Profile').click();
    const brand = page.getByLabel('Brand title');
    await brand.waitFor();
    await checkScreen('profile');
    await brand.fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile saved. The public pages show it on their next load.').waitFor();
    const home = await fetch(server.publicUrl);
    expect(await home.text()).toContain('<title>Ada Lovelace | Portfolio</title>');
  });
});

describe('admin account', () => {
  it('refuses a new password under 12 characters, in the form and on the server', async () => {
    const { page, server } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    const changes = callsTo('POST', apiPaths.auth.changePassword);
    await navLink('Account').click();
    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = form.getByLabel('New password', { exact: true });
    await form.getByLabel('Current password').fill(admin.password);
    await newPassword.fill('eleven char');
    await form.getByLabel('Repeat the new password').fill('eleven char');
    await form.getByRole('button', { name: 'Change password' }).click();
    const message = form.getByText('Use at least 12 characters (now 11)', { exact: true });
    await message.waitFor();
    expect(await message.isVisible()).toBe(true);
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', apiPaths.auth.changePassword)).toBe(changes);
    await checkScreen('account-refused');

    const direct = await call<{ code: string }>(
      server.publicUrl,
      await token(),
      'POST',
      apiPaths.auth.changePassword,
      { current_password: admin.password, new_password: 'eleven char' },
    );
    expect(direct.status).toBe(400);
    // Leave, so the Account screen opens afresh next time.
    await navLink('Dashboard').click();
    await main().getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('changes the password, ending the other sessions, then signs out everywhere', async () => {
    const { page, server } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    const current = admin.password;
    const changed = current === NEW_PASSWORD ? OWNER.password : NEW_PASSWORD;
    const login = await fetch(server.publicUrl + apiPaths.auth.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: OWNER.userId, password: current }),
    });
    const other = ((await login.json()) as { access_token: string }).access_token;

    await navLink('Account').click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').waitFor();
    await checkScreen('account');
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password', { exact: true }).fill(changed);
    await form.getByLabel('Repeat the new password').fill(changed);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password changed. 1 other session was signed out.').waitFor();
    admin.password = changed;
    expect((await withToken('GET', apiPaths.auth.userdata, other)).status).toBe(401);
    const mine = await token();
    expect((await withToken('GET', apiPaths.auth.userdata, mine)).status).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText('You signed out everywhere. Log in again.', { exact: true }).waitFor();
    await checkScreen('login-signed-out-everywhere');
    expect((await withToken('GET', apiPaths.auth.userdata, mine)).status).toBe(401);
    await admin.logIn(changed);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});

describe('admin account and profile', () => {
  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
