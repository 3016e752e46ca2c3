import englishAbout from 'virtual:messages/en.about';
import {
  DEFAULT_SITE_TEXTS,
  type IconMap,
  type Portrait,
  type Profile,
  type Quote,
  type SiteTexts,
  type TimelineEntry,
  templateParts,
} from '@portfolio/contract';
import { Fragment } from 'react';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useTexts } from '../../lib/messages';
import styles from './AboutPage.module.css';
import { ContributionCalendar } from './ContributionCalendar';
import { IconGrid } from './IconGrid';
import { Timeline } from './Timeline';

type AboutProfile = Pick<
  Profile,
  'ownerName' | 'about' | 'skills' | 'tools' | 'contributionsUsername'
>;

/**
 * The introduction's sentence, its {name} and {location} the owner's in the accent colour; a
 * placeholder it does not know stays as written.
 */
function Introduction({ template, values }: { template: string; values: Record<string, string> }) {
  return (
    <p>
      {templateParts(template).map((part) => {
        if ('text' in part) return <Fragment key={part.at}>{part.text}</Fragment>;
        const value = values[part.placeholder];
        return value === undefined ? (
          <Fragment key={part.at}>{`{${part.placeholder}}`}</Fragment>
        ) : (
          <strong key={part.at} className={styles.accent}>
            {value}
          </strong>
        );
      })}
    </p>
  );
}

/**
 * About (spec §2): the personal card (its introduction and hobbies line in the owner's words when
 * he changed them) with the active quote inside brackets, cased as the theme says (Classic: upper
 * case), and its attribution (the quote's author, else the owner), 'Professional Skillset', 'Tools I use', and the contribution calendar when the
 * profile names a username; then the owner's timeline (Experience, Education), when he has one.
 * The owner's portrait, when uploaded, heads the personal card.
 */
export function AboutPage({
  profile,
  icons,
  quotes,
  timeline = [],
  portrait = null,
  texts = DEFAULT_SITE_TEXTS,
}: {
  profile: AboutProfile;
  texts?: Pick<SiteTexts, 'aboutIntroduction' | 'hobbiesLine'>;
  /** The drawings of the skills' and tools' icons, from the page's data. */
  icons: IconMap;
  quotes: readonly Quote[];
  timeline?: readonly TimelineEntry[];
  portrait?: Portrait | null;
}) {
  const { about } = profile;
  const t = useTexts(englishAbout);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.aboutMe()}</h1>
      <section className={styles.card} aria-label={t.personalCard()}>
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
        <Introduction
          template={texts.aboutIntroduction}
          values={{ name: profile.ownerName, location: about.location }}
        />
        <p>{t.iAmA({ role: about.role })}</p>
        {about.hobbies.length > 0 && (
          <>
            <p>{texts.hobbiesLine}</p>
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
              <p>{`[ ${quote.quote} ]`}</p>
            </blockquote>
            <figcaption>{`— ${quote.author ?? profile.ownerName}`}</figcaption>
          </figure>
        ))}
      </section>
      <IconGrid id="skills" title={t.skillset()} entries={profile.skills} icons={icons} />
      <IconGrid id="tools" title={t.tools()} entries={profile.tools} icons={icons} />
      {profile.contributionsUsername !== '' && (
        <ContributionCalendar username={profile.contributionsUsername} />
      )}
      <Timeline entries={timeline} />
    </div>
  );
}
