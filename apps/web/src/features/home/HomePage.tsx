import type { Profile } from '@portfolio/contract';
import styles from './HomePage.module.css';
import { Typewriter } from './Typewriter';

type HomeProfile = Pick<Profile, 'greeting' | 'ownerName' | 'typewriterLines' | 'introduction'>;

/** Home (spec §2): the greeting, the name, the typewriter lines, the introduction. */
export function HomePage({ profile }: { profile: HomeProfile }) {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <p className={styles.greeting}>{profile.greeting}</p>
        <h1 className={styles.name}>{profile.ownerName}</h1>
        <Typewriter lines={profile.typewriterLines} />
      </section>
      <p className={styles.intro}>{profile.introduction}</p>
    </div>
  );
}
