import type { PublicPageData } from '@portfolio/contract';
import { PublicLayout } from './layouts/PublicLayout';
import type { PublicPage } from './public-pages';

export interface PublicAppProps {
  pathname: string;
  data: PublicPageData;
  /** The current page, resolved before rendering (server) or hydrating (client). */
  Page: PublicPage;
}

/** A public page in its layout: the same tree on the server and in the browser. */
export function PublicApp({ pathname, data, Page }: PublicAppProps) {
  return (
    <PublicLayout
      pathname={pathname}
      profile={data.profile}
      icons={data.icons}
      contact={data.contactEnabled}
      musicPanel={data.musicPanel}
      texts={data.texts}
      blog={data.blogEnabled}
    >
      <Page data={data} />
    </PublicLayout>
  );
}
