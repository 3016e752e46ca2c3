import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminApp } from '../app/AdminApp';
import { PageDataProvider } from '../app/page-data';
import { SessionProvider } from '../app/session';
import { tokenStore } from '../lib/api';
import { stubObjectUrls } from './fake-api';
import { fakeBackend } from './fake-backend';
import { OWNER_TOKEN, PUBLIC_ORIGIN, profile } from './fixtures';

/**
 * The admin app at a path, with whatever token the browser has stored (none at first), in a data
 * router as entry-admin.tsx has it.
 */
export function renderAdminApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PageDataProvider value={{ brandTitle: profile.brandTitle, publicOrigin: PUBLIC_ORIGIN }}>
            <SessionProvider>
              <AdminApp />
            </SessionProvider>
          </PageDataProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

/**
 * The setup of an admin screen test: a fake backend holding `seed`, the admin app at `path` logged
 * in as the owner (the token stored as after a login), and a user to act on it.
 */
export function openAdmin(
  path: string,
  seed: Parameters<typeof fakeBackend>[0] = {},
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  stubObjectUrls();
  const backend = fakeBackend(seed);
  const user = userEvent.setup(userOptions);
  tokenStore.set(OWNER_TOKEN);
  renderAdminApp(path);
  return { backend, user };
}

/**
 * Puts `text` into a field at its end in one input event, as a paste does: for a test about what
 * a screen does with a value, not about its keys (a key a character re-renders the whole form each
 * time: seconds for one address on the profile screen).
 */
export async function pasteInto(user: UserEvent, field: Element, text: string) {
  await user.click(field);
  await user.paste(text);
}
