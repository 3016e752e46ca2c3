import type { IconMap, Profile } from '@portfolio/contract';
import { NowPlaying } from '../../features/now-playing/NowPlaying';
import { SocialLinks } from '../../features/social/SocialLinks';
import { paths } from '../../lib/paths';
import styles from './Footer.module.css';

/**
 * Public footer: the track the owner is playing, the social links, the contact link while the
 * owner has the form on (the spec's navigation stays as it is), the copyright line.
 */
export function Footer({
  profile,
  icons,
  contact = false,
}: {
  profile: Profile;
  icons: IconMap;
  contact?: boolean;
}) {
  return (
    <footer className={styles.footer}>
      <NowPlaying />
      <SocialLinks links={profile.links} icons={icons} />
      {contact && (
        <p className={styles.contact}>
          <a href={paths.contact}>Contact</a>
        </p>
      )}
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {profile.ownerName}
      </p>
    </footer>
  );
}
