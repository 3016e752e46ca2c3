import { contactTexts, NotificationAction } from '@portfolio/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { login } from '../fixtures/api.js';
import { axeViolationsInBothModes } from '../fixtures/axe.js';
import { ownerApi } from '../fixtures/content.js';
import { type Mailbox, startMailbox } from '../fixtures/smtp.js';
import { useSite } from '../fixtures/suite.js';

let mailbox: Mailbox | undefined;
// Registered before the site's own hooks, so it closes after the server has stopped.
afterAll(() => mailbox?.close());

const site = useSite({
  env: async () => {
    mailbox = await startMailbox();
    return {
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      CONTACT_TO: 'owner@example.com',
      CONTACT_FROM: 'site@example.com',
      CONTACT_POW_MAX: '5000',
      CONTACT_MIN_FILL_SECONDS: '1',
    };
  },
});

async function fill(page: Page, name: string, message: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByLabel('Message').fill(message);
  // The minimum fill time: a person takes longer than a second.
  await page.waitForTimeout(1_100);
}

async function messages() {
  const owner = await ownerApi(site.server);
  return (await owner.notifications())
    .filter((n) => n.action === NotificationAction.Message)
    .map((n) => n.notification_msg);
}

async function waitForMails(count: number) {
  for (let i = 0; i < 100 && (mailbox?.mails.length ?? 0) < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return mailbox?.mails ?? [];
}

describe('the contact form', () => {
  it('is linked from the footer, not from the navigation, and passes axe in both modes', async () => {
    const { page, problems, close } = await site.newPage();
    await page.goto(site.server.publicUrl);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${site.server.publicUrl}/contact`);
    expect(await page.title()).toBe('Contact | Portfolio');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBe(5);
    await page.getByText('Not Listening.').waitFor();
    expect(await axeViolationsInBothModes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await close();
  });

  it('sends a message through the page: the browser solves the proof-of-work, the owner is told and mailed once', async () => {
    const { page, problems, close } = await site.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact'))
        calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`${site.server.publicUrl}/contact`);
    await page.getByText('Not Listening.').waitFor();
    await fill(page, 'Ada Lovelace', 'Hello from the browser with script');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Thank you: your message was sent.');
    expect(calls).toEqual(['GET /api/contact/challenge', 'POST /api/contact']);
    expect(page.url()).toBe(`${site.server.publicUrl}/contact`);
    expect(await messages()).toEqual([
      'Message from Ada Lovelace <visitor@example.com>: Hello from the browser with script',
    ]);
    const mails = await waitForMails(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Reply-To: Ada Lovelace <visitor@example\.com>$/m);
    expect(problems).toEqual([]);
    await close();

    // The owner answers from the admin's Notification screen, in his own mail program.
    const admin = await site.newPage({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: site.server.adminUrl,
            localStorage: [{ name: 'access_token', value: await login(site.server.publicUrl) }],
          },
        ],
      },
    });
    await admin.page.goto(`${site.server.adminUrl}/Admin/notification`);
    const reply = admin.page.getByRole('link', { name: 'Reply to visitor@example.com' });
    expect(await reply.getAttribute('href')).toMatch(/^mailto:visitor@example\.com\?subject=/);
    expect(admin.problems).toEqual([]);
    await admin.close();
  });

  it('with JavaScript off, posts the form and shows the answer the server rendered', async () => {
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.publicUrl}/contact`);
    await fill(page, 'Charles Babbage', 'Hello from a browser without script');
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(response.url()).toBe(`${site.server.publicUrl}/contact`);
    expect(response.status()).toBe(200);
    await page.getByText('Thank you: your message was sent.').waitFor();
    expect(await messages()).toContain(
      'Message from Charles Babbage <visitor@example.com>: Hello from a browser without script',
    );
    expect(await waitForMails(2)).toHaveLength(2);
    await close();
  });

  it('with JavaScript off, sends once: reloading the answer posts the same form again, refused', async () => {
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.publicUrl}/contact`);
    await fill(page, 'Grace Hopper', 'Sent once, then the page reloaded');
    const isPost = (res: { request(): { method(): string } }) => res.request().method() === 'POST';
    const [sent] = await Promise.all([
      page.waitForResponse(isPost),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(sent.status()).toBe(200);
    await page.getByText(contactTexts.sent).waitFor();
    const [again] = await Promise.all([page.waitForResponse(isPost), page.reload()]);
    expect(again.status()).toBe(409);
    await page.getByText(contactTexts.formUsed).waitFor();
    const sentOnce = (await messages()).filter((m) =>
      m.endsWith('Sent once, then the page reloaded'),
    );
    expect(sentOnce).toHaveLength(1);
    await close();
  });

  it("refuses the form posted by another site's page with a token it fetched", async () => {
    const contactPage = await (await fetch(`${site.server.publicUrl}/contact`)).text();
    const harvested = /name="formToken" value="([^"]+)"/.exec(contactPage)?.[1] ?? '';
    expect(harvested).not.toBe('');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { page, close } = await site.newPage();
    // A page of another origin that posts the form as soon as it loads.
    await page.route('http://elsewhere.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" action="${site.server.publicUrl}/contact">
          <input name="name" value="Mallory"><input name="email" value="m@example.com">
          <input name="message" value="Posted from elsewhere"><input name="website" value="">
          <input name="formToken" value="${harvested}"></form>
          <script>document.forms[0].submit()</script>`,
      }),
    );
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST'),
      page.goto('http://elsewhere.example/'),
    ]);
    expect(await response.request().headerValue('origin')).toBe('http://elsewhere.example');
    expect(response.status()).toBe(403);
    await page.getByText(contactTexts.foreignOrigin).waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect((await messages()).some((m) => m.includes('Posted from elsewhere'))).toBe(false);
    await close();
  });

  it('is gone while the owner has it off: no footer link, the page a 404', async () => {
    const owner = await ownerApi(site.server);
    await owner.setContactForm(false);
    const { page, close } = await site.newPage();
    await page.goto(site.server.publicUrl);
    await page.getByText('Not Listening.').waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).count()).toBe(
      0,
    );
    const response = await page.goto(`${site.server.publicUrl}/contact`);
    expect(response?.status()).toBe(404);
    await owner.setContactForm(true);
    await close();
  });
});
