import type { LanguageFonts } from '@portfolio/contract';
import styles from './Profile.module.css';

type LanguageFont = LanguageFonts['languages'][number];

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** 'Japanese (ja)', or the tag alone when Intl has no name for it. */
function languageName(tag: string): string {
  let name: string | undefined;
  try {
    name = languageNames.of(tag);
  } catch {
    name = undefined;
  }
  return name && name !== tag ? `${name} (${tag})` : tag;
}

/** What the social images and the résumé PDF do with one language's letters. */
function FontNote({ font }: { font: LanguageFont }) {
  const letters = `its ${font.scriptName} letters`;
  if (!font.socialImages && !font.install && !font.resume) {
    return (
      <>
        No font of the site draws {letters}: they show as boxes on the social images and in the
        résumé PDF.
      </>
    );
  }
  // The face to install draws the letters on both: the social images and the résumé read it.
  const installs = !font.socialImages && font.install !== undefined;
  return (
    <>
      {installs && (
        <>
          {font.resume ? 'The social images draw' : 'The social images and the résumé PDF draw'}{' '}
          {letters} once their font is installed: run{' '}
          <code>npm install {font.install} -w apps/server</code> in the site's folder, then restart
          the site.
        </>
      )}
      {!font.socialImages && !installs && (
        <>No font of the site draws {letters} on the social images: they show as boxes.</>
      )}
      {!font.socialImages && !font.resume && !installs && ' '}
      {!font.resume && !installs && <>The résumé PDF shows {letters} as boxes.</>}
    </>
  );
}

/**
 * The site's languages whose script a social image or the résumé PDF cannot draw with the fonts
 * the server has (a CJK face is the owner's to install, docs/decisions/040), each with what to do.
 */
export function LanguageFontsNote({ fonts }: { fonts: LanguageFonts['languages'] }) {
  if (fonts.length === 0) return null;
  return (
    <section className={styles.fontsNote} aria-label="Fonts of the languages">
      <ul>
        {fonts.map((font) => (
          <li key={font.language}>
            <strong>{languageName(font.language)}</strong>: <FontNote font={font} />
          </li>
        ))}
      </ul>
    </section>
  );
}
