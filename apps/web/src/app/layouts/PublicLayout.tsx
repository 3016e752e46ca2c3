import { type IconMap, type Profile, publicPath, type SiteTexts } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { useMessages } from '../../lib/messages';
import { showsPublicChrome } from '../title';
import { Footer } from './Footer';
import { Header } from './Header';

export interface PublicLayoutProps {
  pathname: string;
  profile: Profile;
  /** The drawings of the icons the profile names, from the page's data. */
  icons: IconMap;
  /** The owner has the contact form on: the footer links to it. */
  contact?: boolean;
  /** The footer shows the music panel (the owner may switch it off). */
  musicPanel?: boolean;
  /** The fixed texts in the owner's words, when the page's data has them. */
  texts?: SiteTexts;
  /** A post is published: the navigation links to the blog. */
  blog?: boolean | undefined;
  children: ReactNode;
}

/**
 * Header, page and footer; header and footer hide where spec §2 says. On Home the whole of it is
 * the owner's h-card (microformats2), so his rel="me" links in the footer are its URLs too; its box
 * takes no part in the layout (`display: contents`).
 */
export function PublicLayout({
  pathname,
  profile,
  icons,
  contact,
  musicPanel,
  texts,
  blog,
  children,
}: PublicLayoutProps) {
  const chrome = showsPublicChrome(pathname, false);
  const { m } = useMessages();
  const content = (
    <>
      {chrome && (
        <a className="skip-link" href="#main">
          {m.skipToContent()}
        </a>
      )}
      {chrome && <Header brandTitle={profile.brandTitle} pathname={pathname} blog={blog} />}
      <main id="main">{children}</main>
      {chrome && (
        <Footer
          profile={profile}
          icons={icons}
          contact={contact}
          musicPanel={musicPanel}
          notListening={texts?.notListening}
        />
      )}
    </>
  );
  return pathname === publicPath('home') ? (
    <div className="h-card layout-contents">{content}</div>
  ) : (
    content
  );
}
