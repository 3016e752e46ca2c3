import { DEFAULT_SITE_TEXTS, type IconMap, type Profile } from '@portfolio/contract';
import { NowPlaying } from '../../features/now-playing/NowPlaying';
import { SocialLinks } from '../../features/social/SocialLinks';
import { useMessages, usePageHref } from '../../lib/messages';
import { paths } from '../../lib/paths';
import styles from './Footer.module.css';

/**
 * Public footer: the track the owner is playing (unless he switched the panel off), the social
 * links he set, the contact link while the
 * owner has the form on (the spec's navigation stays as it is), the copyright line; the link in
 * the page's language.
 */
export function Footer({
  profile,
  icons,
  contact = false,
  musicPanel = true,
  notListening = DEFAULT_SITE_TEXTS.notListening,
}: {
  profile: Profile;
  icons: IconMap;
  contact?: boolean;
  musicPanel?: boolean;
  /** The music panel's text when nothing plays. */
  notListening?: string;
}) {
  const { m } = useMessages();
  const local = usePageHref();
  return (
    <footer className={styles.footer}>
      {musicPanel && <NowPlaying idleText={notListening} />}
      <SocialLinks links={profile.links} icons={icons} />
      {contact && (
        <p className={styles.contact}>
          <a href={local(paths.contact)}>{m.contactLink()}</a>
        </p>
      )}
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {profile.ownerName}
      </p>
    </footer>
  );
}
