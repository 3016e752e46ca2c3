import './styles/global.css';
import type { AdminPageData } from '@portfolio/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AdminApp } from './app/AdminApp';
import { PageDataProvider, readPageData } from './app/page-data';
import { SessionProvider } from './app/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <PageDataProvider value={readPageData<AdminPageData>()}>
        <SessionProvider>
          <AdminApp />
        </SessionProvider>
      </PageDataProvider>
    </BrowserRouter>
  </StrictMode>,
);
