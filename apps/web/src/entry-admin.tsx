import './styles/global.css';
import type { AdminPageData } from '@portfolio/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminApp } from './app/AdminApp';
import { PageDataProvider, readPageData } from './app/page-data';
import { SessionProvider } from './app/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

const pageData = readPageData<AdminPageData>();

// A data router, so that a screen may hold a navigation while its text is not saved (useBlocker):
// one route for every path, whose app resolves its own routes (app/AdminApp.tsx).
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <PageDataProvider value={pageData}>
        <SessionProvider>
          <AdminApp />
        </SessionProvider>
      </PageDataProvider>
    ),
  },
]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
