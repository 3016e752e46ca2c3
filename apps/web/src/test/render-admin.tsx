import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminApp } from '../app/AdminApp';
import { PageDataProvider } from '../app/page-data';
import { SessionProvider } from '../app/session';
import { tokenStore } from '../lib/api';

/** The admin app at a path, with whatever token the browser has stored (none at first). */
export function renderAdminApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageDataProvider value={{ brandTitle: 'Jane Doe' }}>
        <SessionProvider>
          <AdminApp />
        </SessionProvider>
      </PageDataProvider>
    </MemoryRouter>,
  );
}

/** The admin app at a path, logged in as the owner (the token is stored as after a login). */
export function renderAdminAt(path: string) {
  tokenStore.set('owner-token');
  return renderAdminApp(path);
}
