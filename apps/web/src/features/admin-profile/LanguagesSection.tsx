import { apiPaths, type LanguageFonts, type SiteLanguages } from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import { api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { useLoad } from '../../lib/use-load';
import { LanguageFontsNote } from './LanguageFontsNote';
import styles from './Profile.module.css';

const FONTS_FAILED = 'The fonts of the languages could not be read';

/** The other languages as the field holds them: tags separated by commas or spaces. */
const othersOf = (text: string) => text.split(/[\s,]+/).filter((tag) => tag !== '');

/**
 * The site's languages: the default (its pages at today's addresses) and the others (each at its
 * prefix, /pt/…), as BCP 47 tags. The server checks them and says what it refuses.
 */
export function LanguagesSection() {
  const [draft, setDraft] = useState<{ defaultLanguage: string; others: string } | undefined>();
  const [failure, setFailure] = useLoad<SiteLanguages>(
    { path: apiPaths.languages, auth: true, failed: 'The languages could not be loaded' },
    (site) => setDraft(draftOf(site)),
  );
  const [fonts, setFonts] = useState<LanguageFonts['languages']>([]);
  const [fontsFailure] = useLoad<LanguageFonts>(
    { path: apiPaths.languageFonts, auth: true, failed: FONTS_FAILED },
    (answer) => setFonts(answer.languages),
  );
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  if (!draft) return <ErrorMessage message={failure} />;

  const edit = (changes: Partial<typeof draft>) => {
    setSaved(false);
    setDraft({ ...draft, ...changes });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(undefined);
    let stored = false;
    try {
      const defaultLanguage = draft.defaultLanguage.trim();
      const body = { defaultLanguage, languages: [defaultLanguage, ...othersOf(draft.others)] };
      const site = await change(
        api<SiteLanguages>(apiPaths.languages, { method: 'PUT', auth: true, json: body }),
      );
      setDraft(draftOf(site));
      setSaved(true);
      stored = true;
      // What the fonts draw follows the languages: read again for the ones just saved.
      setFonts((await api<LanguageFonts>(apiPaths.languageFonts, { auth: true })).languages);
    } catch (err) {
      setFailure(reportError(err, stored ? FONTS_FAILED : 'The languages could not be saved'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend>Languages</legend>
        <p className={ui.muted}>
          The public pages in the default language stay at their addresses; each other language has
          its own, under its tag (/pt/projects). The interface texts are translated for English,
          Portuguese (pt) and Arabic (ar); your own texts are shown as you wrote them.
        </p>
        <Field label="Default language" hint="A language tag: en, pt-BR, de">
          {(control) => (
            <input
              {...control}
              type="text"
              name="defaultLanguage"
              value={draft.defaultLanguage}
              onChange={(e) => edit({ defaultLanguage: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Other languages" hint="Language tags separated by commas: pt, ar">
          {(control) => (
            <input
              {...control}
              type="text"
              name="otherLanguages"
              value={draft.others}
              onChange={(e) => edit({ others: e.currentTarget.value })}
            />
          )}
        </Field>
        <LanguageFontsNote fonts={fonts} />
        <ErrorMessage message={failure ?? fontsFailure} />
        <StatusMessage message={saved && 'Languages saved.'} />
        <button type="submit" className={`${ui.primary} ${styles.save}`} disabled={pending}>
          Save languages
        </button>
      </fieldset>
    </form>
  );
}

function draftOf(site: SiteLanguages) {
  const others = site.languages.filter((tag) => tag !== site.defaultLanguage);
  return { defaultLanguage: site.defaultLanguage, others: others.join(', ') };
}
