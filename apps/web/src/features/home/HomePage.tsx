import type { Profile, Project } from '@portfolio/contract';
import { FeaturedProjects } from './FeaturedProjects';
import styles from './HomePage.module.css';
import { Typewriter } from './Typewriter';

type HomeProfile = Pick<Profile, 'greeting' | 'ownerName' | 'typewriterLines' | 'introduction'>;

/**
 * Home (spec §2): the greeting, the name, the typewriter lines, the introduction; below it the
 * projects the owner features.
 */
export function HomePage({
  profile,
  featured = [],
}: {
  profile: HomeProfile;
  featured?: readonly Project[];
}) {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <p className={styles.greeting}>{profile.greeting}</p>
        <h1 className={styles.name}>{profile.ownerName}</h1>
        <Typewriter lines={profile.typewriterLines} />
      </section>
      <p className={styles.intro}>{profile.introduction}</p>
      <FeaturedProjects projects={featured} />
    </div>
  );
}
