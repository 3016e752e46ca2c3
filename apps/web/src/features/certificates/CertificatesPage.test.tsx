import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
