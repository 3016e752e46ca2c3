import englishHome from 'virtual:messages/en.home';
import type { HomeButtonLinks, Portrait, Profile, Project } from '@portfolio/contract';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { insightAttributes } from '../../lib/insights';
import { usePageHref, useTexts } from '../../lib/messages';
import { FeaturedProjects } from './FeaturedProjects';
import styles from './HomePage.module.css';
import { Typewriter } from './Typewriter';

type HomeProfile = Pick<Profile, 'greeting' | 'ownerName' | 'typewriterLines' | 'introduction'>;

/**
 * The call-to-action buttons the owner switched on: plain links, the first one filled; in the
 * page's language.
 */
function HomeButtons({ links }: { links: HomeButtonLinks }) {
  const t = useTexts(englishHome);
  const local = usePageHref();
  return (
    <p className={styles.buttons}>
      {links.resume && (
        <a
          className={`${styles.button} ${styles.primary}`}
          href={links.resume}
          download
          {...insightAttributes('resume-download')}
        >
          {t.downloadResume()}
        </a>
      )}
      {links.contact && (
        <a
          className={`${styles.button} ${links.resume ? '' : styles.primary}`}
          href={local(links.contact)}
        >
          {t.homeContact()}
        </a>
      )}
    </p>
  );
}

/**
 * Home (spec §2): the greeting, the name, the typewriter lines, the introduction, and the buttons
 * the owner switched on (none by default: Download résumé, Contact); below it the projects he
 * features. The owner's portrait, when uploaded, stands beside the hero. Its
 * name, roles, photo, note and the site's URL are the properties of the owner's h-card, which the
 * layout makes of the whole of Home (with the footer's rel="me" links).
 */
export function HomePage({
  profile,
  featured = [],
  portrait = null,
  buttons,
}: {
  profile: HomeProfile;
  featured?: readonly Project[];
  portrait?: Portrait | null;
  buttons?: HomeButtonLinks | undefined;
}) {
  const hero = (
    <section className={styles.hero}>
      <p className={styles.greeting}>{profile.greeting}</p>
      <h1 className={`${styles.name} p-name`}>{profile.ownerName}</h1>
      <data className="u-url u-uid" value="/" />
      <Typewriter lines={profile.typewriterLines} />
    </section>
  );
  return (
    <div className={styles.home}>
      {portrait ? (
        <div className={styles.withPortrait}>
          {hero}
          <ResponsiveImage
            className={`${styles.portrait} u-photo`}
            src={portrait.url}
            variants={portrait.variants}
            sizes="(min-width: 48rem) 16rem, 60vw"
            alt={profile.ownerName}
            priority
          />
        </div>
      ) : (
        hero
      )}
      <p className={`${styles.intro} p-note`}>{profile.introduction}</p>
      {buttons && <HomeButtons links={buttons} />}
      <FeaturedProjects projects={featured} />
    </div>
  );
}
