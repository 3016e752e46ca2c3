import portuguese from 'virtual:messages/pt';
import {
  apiPaths,
  type ContactMessageBody,
  checkFormIn,
  contactTexts,
  ENGLISH_SERVER_TEXTS,
  ErrorCode,
  type PublicPageData,
} from '@portfolio/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../../lib/messages';
import { reply } from '../../test/fake-api';
import { FRESH_FORM_TOKEN, fakeBackend } from '../../test/fake-backend';
import { ContactPage } from './ContactPage';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'Shall we build an engine?');
}

describe('ContactPage', () => {
  it('is a plain form that posts to /contact, with the honeypot out of sight and the form token', () => {
    render(<ContactPage contact={{ formToken: '1700000000000.c2lnbmVk' }} />);
    const form = screen.getByRole('button', { name: 'Send' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/contact');
    const data = new FormData(form as HTMLFormElement);
    expect([...data.keys()]).toEqual(['name', 'email', 'message', 'website', 'formToken']);
    expect(data.get('formToken')).toBe('1700000000000.c2lnbmVk');
    const trap = form?.querySelector('input[name="website"]');
    expect(trap?.getAttribute('tabindex')).toBe('-1');
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('solves the proof-of-work and sends the message with the JSON call', async () => {
    const backend = fakeBackend();
    const user = userEvent.setup();
    render(<ContactPage contact={{ formToken: '1700000000000.c2lnbmVk' }} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // 'Sending…' is a status too, while the proof-of-work is solved (long on a busy machine).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(contactTexts.sent));
    const [sent] = backend.calls('POST', apiPaths.contact.send);
    const body = sent?.json as ContactMessageBody;
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Shall we build an engine?',
      website: '',
      formToken: '1700000000000.c2lnbmVk',
    });
    const payload = JSON.parse(atob(body.altcha ?? '')) as {
      solution: { derivedKey: string };
    };
    expect(payload.solution.derivedKey.startsWith('0')).toBe(true);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    // The token is used up: the next message goes with the one the answer carried.
    for (const label of ['Name', 'Email', 'Message'])
      await user.clear(screen.getByLabelText(label));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => backend.calls('POST', apiPaths.contact.send).length).toBe(2);
    const next = backend.calls('POST', apiPaths.contact.send)[1]?.json as ContactMessageBody;
    expect(next.formToken).toBe(FRESH_FORM_TOKEN);
  });

  it('shows a refusal with the field it names, and keeps what was typed', async () => {
    const backend = fakeBackend();
    backend.failNext(
      'POST',
      apiPaths.contact.send,
      reply.error(400, 'Check the form', ErrorCode.VALIDATION_ERROR, [
        { field: 'email', message: contactTexts.invalidEmail },
      ]),
    );
    const user = userEvent.setup();
    render(<ContactPage contact={{ formToken: '1700000000000.c2lnbmVk' }} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the form');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(contactTexts.invalidEmail)).toBeTruthy();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Shall we build an engine?');
  });

  it("shows the server's answer to a form posted without script", () => {
    const { unmount } = render(
      <ContactPage
        contact={{ formToken: 't', result: { sent: true, message: contactTexts.sent } }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(contactTexts.sent);
    unmount();
    render(
      <ContactPage
        contact={{
          formToken: 't',
          result: { sent: false, message: contactTexts.tooFast },
          values: { name: 'Ada', email: 'ada@example.com', message: 'Hi' },
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(contactTexts.tooFast);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Hi');
  });

  it("says a refusal in the page's language, as the page without script does", async () => {
    const backend = fakeBackend();
    const details = [{ field: 'email', message: contactTexts.invalidEmail }];
    backend.failNext(
      'POST',
      apiPaths.contact.send,
      reply.error(
        400,
        checkFormIn(ENGLISH_SERVER_TEXTS, details),
        ErrorCode.VALIDATION_ERROR,
        details,
      ),
    );
    const parts = {
      locale: 'pt-BR',
      projectDate: (date: string) => date,
      data: {} as PublicPageData,
      href: (path: string) => `/pt${path}`,
      label: (page: { label: string }) => page.label,
      Switch: () => null,
    };
    const user = userEvent.setup();
    render(
      <MessagesProvider value={{ m: portuguese, parts }}>
        <ContactPage contact={{ formToken: '1700000000000.c2lnbmVk' }} />
      </MessagesProvider>,
    );
    await user.type(screen.getByLabelText('Nome'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example');
    await user.type(screen.getByLabelText('Mensagem'), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Verifique o formulário: e-mail: não é um endereço de e-mail válido',
    );
    expect(screen.getByText('não é um endereço de e-mail válido')).toBeTruthy();
    backend.failNext(
      'POST',
      apiPaths.contact.send,
      reply.error(429, contactTexts.rateLimited, ErrorCode.RATE_LIMITED),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Mensagens demais do seu endereço: tente de novo mais tarde',
      ),
    );
  });
});
