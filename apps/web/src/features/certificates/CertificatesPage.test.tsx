import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { certificate } from '../../test/fixtures';
import { CertificatesPage } from './CertificatesPage';

describe('CertificatesPage', () => {
  it("shows 'MY Certificates' and a card per certificate: image, title, 'Issued By:' ISSUER", () => {
    const { container } = render(
      <CertificatesPage certificates={[certificate(1), certificate(2)]} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MY Certificates');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Certificate 1');
    expect(within(first).getByText(/^Issued By:/).textContent).toBe('Issued By: ISSUER NUMBER 1');
    const images = container.querySelectorAll('img');
    expect(images[0]?.getAttribute('srcset')).toContain('1600w');
    expect(images[0]?.getAttribute('width')).toBe('960');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
  });

  it("shows a certificate's date and its 'Verify' link, opening in a new tab, only when given", () => {
    render(
      <CertificatesPage
        certificates={[
          {
            ...certificate(1),
            date: '2024-05',
            credential_link: 'https://verify.example/abc',
          },
          certificate(2),
        ]}
      />,
    );
    const [verified, plain] = screen.getAllByRole('listitem') as HTMLElement[];
    const verify = within(verified as HTMLElement).getByRole('link', { name: 'Verify' });
    expect(verify.getAttribute('href')).toBe('https://verify.example/abc');
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(verify.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(verified as HTMLElement)
        .getByText('May 2024')
        .getAttribute('datetime'),
    ).toBe('2024-05');
    expect(within(plain as HTMLElement).queryByRole('link', { name: 'Verify' })).toBeNull();
    expect((plain as HTMLElement).querySelector('time')).toBeNull();
  });

  it('opens the image larger: a plain link to its widest width, a dialog with JavaScript', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    // jsdom draws no modal dialog: the test stands in for the browser's.
    const browsers = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = showModal;
    onTestFinished(() => {
      HTMLDialogElement.prototype.showModal = browsers;
    });
    const user = userEvent.setup();
    render(<CertificatesPage certificates={[certificate(1)]} />);
    const opener = screen.getByRole('link', { name: 'Open the certificate Certificate 1 larger' });
    const widest = certificate(1).certificate_image_variants.at(-1)?.url;
    expect(opener.getAttribute('href')).toBe(widest);
    // The full image is fetched only once it is opened.
    expect(document.querySelector(`img[src="${widest}"]`)).toBeNull();
    await user.click(opener);
    expect(showModal).toHaveBeenCalledOnce();
    const dialog = screen.getByRole('dialog', {
      name: 'Open the certificate Certificate 1 larger',
    });
    expect(
      within(dialog)
        .getByRole('img', { name: 'The certificate Certificate 1, issued by Issuer number 1' })
        .getAttribute('src'),
    ).toBe(widest);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
