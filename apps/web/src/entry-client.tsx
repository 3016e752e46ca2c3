import './styles/global.css';
import type { PublicPageData } from '@portfolio/contract';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app/PublicApp';
import { readPageData } from './app/page-data';
import { loadPublicPage } from './app/page-loaders';
import { resolvePublicPage } from './app/public-pages';
import { withServerHtml } from './app/server-html';
import { listenForInsightClicks } from './lib/insights';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

listenForInsightClicks(document);

const { pathname } = window.location;
const data = withServerHtml(readPageData<PublicPageData>(), document);

// The page's chunk is preloaded by the server: hydrate once it is here, with the server's data.
void loadPublicPage(resolvePublicPage(pathname, data).key).then((Page) => {
  hydrateRoot(
    root,
    <StrictMode>
      <PublicApp pathname={pathname} data={data} Page={Page} />
    </StrictMode>,
  );
});
