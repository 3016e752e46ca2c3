import { isUnknownProjectTag, type RenderPage } from '@portfolio/contract';
import { renderToString } from 'react-dom/server';
import { pageHead } from './app/head';
import { PublicApp } from './app/PublicApp';
import { publicPageComponent } from './app/page-components';
import { pageManifestKey, resolvePublicPage } from './app/public-pages';

/** Renders a public page on the server, with its data, for the client to hydrate. */
export const render: RenderPage = (pathname, data, origin) => {
  const resolved = resolvePublicPage(pathname, data);
  const { key } = resolved;
  // A tag no visible project has: the Projects page says so, as a 404 kept out of search engines.
  const status = isUnknownProjectTag(data) ? 404 : resolved.status;
  const html = renderToString(
    <PublicApp pathname={pathname} data={data} Page={publicPageComponent(key)} />,
  );
  const head = pageHead({
    pathname,
    status,
    profile: data.profile,
    origin,
    icon: data.siteImages?.icon,
    ...(data.caseStudy ? { project: data.caseStudy.project } : {}),
  });
  return { status, head, html, pageModule: pageManifestKey(key) };
};
