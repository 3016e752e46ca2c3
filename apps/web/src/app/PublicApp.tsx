import type { PublicPageData } from '@portfolio/contract';
import { MessagesProvider, type PageMessages } from '../lib/messages';
import { PublicLayout } from './layouts/PublicLayout';
import type { PublicPage } from './public-pages';

export interface PublicAppProps {
  /** The page's path in the default language (a page in another is at its prefix). */
  pathname: string;
  data: PublicPageData;
  /** The current page, resolved before rendering (server) or hydrating (client). */
  Page: PublicPage;
  /** The page's language and its catalogue; English when absent (a site in English alone). */
  messages?: PageMessages | undefined;
}

/**
 * A public page in its layout: the same tree on the server and in the browser. On a site of several
 * languages, in the page's: its catalogue below, its fixed texts in it.
 */
export function PublicApp({ pathname, data, Page, messages }: PublicAppProps) {
  const local = messages?.parts?.data ?? data;
  const app = (
    <PublicLayout
      pathname={pathname}
      profile={local.profile}
      icons={local.icons}
      contact={local.contactEnabled}
      musicPanel={local.musicPanel}
      texts={local.texts}
      blog={local.blogEnabled}
    >
      <Page data={local} />
    </PublicLayout>
  );
  return messages ? <MessagesProvider value={messages}>{app}</MessagesProvider> : app;
}
