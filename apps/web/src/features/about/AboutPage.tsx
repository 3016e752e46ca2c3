import type { IconMap, Portrait, Profile, Quote, TimelineEntry } from '@portfolio/contract';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import styles from './AboutPage.module.css';
import { ContributionCalendar } from './ContributionCalendar';
import { IconGrid } from './IconGrid';
import { Timeline } from './Timeline';

type AboutProfile = Pick<
  Profile,
  'ownerName' | 'about' | 'skills' | 'tools' | 'contributionsUsername'
>;

/**
 * About (spec §2): the personal card with the active quote in upper case inside brackets and its
 * attribution, 'Professional Skillset', 'Tools I use', and the contribution calendar when the
 * profile names a username; then the owner's timeline (Experience, Education), when he has one.
 * The owner's portrait, when uploaded, heads the personal card.
 */
export function AboutPage({
  profile,
  icons,
  quotes,
  timeline = [],
  portrait = null,
}: {
  profile: AboutProfile;
  /** The drawings of the skills' and tools' icons, from the page's data. */
  icons: IconMap;
  quotes: readonly Quote[];
  timeline?: readonly TimelineEntry[];
  portrait?: Portrait | null;
}) {
  const { about } = profile;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>About Me</h1>
      <section className={styles.card} aria-label="Personal card">
        {portrait && (
          <ResponsiveImage
            className={styles.portrait}
            src={portrait.url}
            variants={portrait.variants}
            sizes="10rem"
            alt={profile.ownerName}
            priority
          />
        )}
        <p>
          Hi Everyone, I am <strong className={styles.accent}>{profile.ownerName}</strong> from{' '}
          <strong className={styles.accent}>{about.location}</strong>.
        </p>
        <p>I am a {about.role}.</p>
        {about.hobbies.length > 0 && (
          <>
            <p>Apart from coding, some other activities that I love to do!</p>
            <ul className={styles.hobbies}>
              {about.hobbies.map((hobby) => (
                <li key={hobby}>{hobby}</li>
              ))}
            </ul>
          </>
        )}
        {quotes.map((quote) => (
          <figure key={quote._id} className={styles.quote}>
            <blockquote>
              <p>{`[ ${quote.quote.toUpperCase()} ]`}</p>
            </blockquote>
            <figcaption>{`— ${profile.ownerName}`}</figcaption>
          </figure>
        ))}
      </section>
      <IconGrid title="Professional Skillset" entries={profile.skills} icons={icons} />
      <IconGrid title="Tools I use" entries={profile.tools} icons={icons} />
      {profile.contributionsUsername !== '' && (
        <ContributionCalendar username={profile.contributionsUsername} />
      )}
      <Timeline entries={timeline} />
    </div>
  );
}
