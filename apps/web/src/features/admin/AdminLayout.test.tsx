import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, adminScreenPath } from '../../lib/admin-screens';
import { PUBLIC_ORIGIN } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

describe('Admin header', () => {
  it.each(ADMIN_SCREENS.map((screen) => [screen.label, adminScreenPath(screen)]))(
    "links to the public site from %s ('View site', in a new tab)",
    async (_label, path) => {
      openAdmin(path);
      const link = await screen.findByRole('link', { name: 'View site' });
      expect(link.getAttribute('href')).toBe(`${PUBLIC_ORIGIN}/`);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );
});
