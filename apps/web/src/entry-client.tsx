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

const data = withServerHtml(readPageData<PublicPageData>(), document);
// A page in another language than the default is at its prefix: its data names its own path.
const pathname = data.pageLanguage?.path ?? window.location.pathname;

// The page's chunk (and its language's parts and catalogue) are preloaded by the server: hydrate
// once they are here, with the server's data.
void Promise.all([
  loadPublicPage(resolvePublicPage(pathname, data).key),
  data.pageLanguage && import('./app/language-parts').then((parts) => parts.messagesFor(data)),
]).then(([Page, messages]) => {
  hydrateRoot(
    root,
    <StrictMode>
      <PublicApp pathname={pathname} data={data} Page={Page} messages={messages} />
    </StrictMode>,
  );
});
