import type { IconMap, Profile } from '@portfolio/contract';
import { NowPlaying } from '../../features/now-playing/NowPlaying';
import { SocialLinks } from '../../features/social/SocialLinks';
import styles from './Footer.module.css';

/** Public footer: the track the owner is playing, the social links, the copyright line. */
export function Footer({ profile, icons }: { profile: Profile; icons: IconMap }) {
  return (
    <footer className={styles.footer}>
      <NowPlaying />
      <SocialLinks links={profile.links} icons={icons} />
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {profile.ownerName}
      </p>
    </footer>
  );
}
