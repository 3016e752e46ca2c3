import {
  DEFAULT_SITE_TEXTS,
  SITE_TEXT_FIELDS,
  SITE_TEXT_KEYS,
  type SiteTextKey,
  type SiteTextOverrides,
  type SiteTexts,
  siteTextsOf,
} from '@portfolio/contract';
import { type FormEvent, useEffect, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import { reportError } from '../../lib/api';
import { focusFirstProblem } from '../../lib/validation';
import styles from './Profile.module.css';
import type { SiteSettingsState } from './use-site-settings';

/** The owner's words: each text that differs from its default (an empty one is the default). */
function overridesOf(draft: SiteTexts): SiteTextOverrides {
  const entries = SITE_TEXT_KEYS.map((key) => [key, draft[key].trim()] as const).filter(
    ([key, text]) => text !== '' && text !== DEFAULT_SITE_TEXTS[key],
  );
  return Object.fromEntries(entries);
}

function problemsOf(draft: SiteTexts): Partial<Record<SiteTextKey, string>> {
  const found = SITE_TEXT_KEYS.filter(
    (key) => draft[key].trim().length > SITE_TEXT_FIELDS[key].maxLength,
  );
  return Object.fromEntries(
    found.map((key) => [key, `At most ${SITE_TEXT_FIELDS[key].maxLength} characters`]),
  );
}

/**
 * The public pages' fixed texts in the owner's words: each field shows the text the pages show, its
 * default (the spec's text) below it, and 'Back to the default' once it differs.
 */
export function SiteTextsSection({ site }: { site: SiteSettingsState }) {
  const { settings } = site;
  const [draft, setDraft] = useState<SiteTexts | undefined>();
  const [problems, setProblems] = useState<Partial<Record<SiteTextKey, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  // Once, when the settings arrive: a save of another section must not undo what is typed here.
  useEffect(() => {
    if (settings && draft === undefined) setDraft(siteTextsOf(settings.texts));
  }, [settings, draft]);

  if (!draft) return null;

  const edit = (key: SiteTextKey, text: string) => {
    setSaved(false);
    setDraft({ ...draft, [key]: text });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    const found = problemsOf(draft);
    setProblems(found);
    setFailure(undefined);
    setSaved(false);
    if (focusFirstProblem(event.currentTarget, found)) return;
    setPending(true);
    try {
      const answer = await site.save({ texts: overridesOf(draft) });
      setDraft(siteTextsOf(answer.texts));
      setSaved(true);
    } catch (err) {
      setFailure(reportError(err, 'The texts could not be saved'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend>Your words</legend>
        <p className={ui.muted}>
          The fixed texts of the public pages. Each one is the original text until you change it.
        </p>
        {SITE_TEXT_KEYS.map((key) => {
          const spec = { ...SITE_TEXT_FIELDS[key], default: DEFAULT_SITE_TEXTS[key] };
          const changed = draft[key] !== spec.default;
          const hint = [`Default: ${spec.default}`, spec.hint].filter(Boolean).join('. ');
          return (
            <Field
              key={key}
              label={spec.label}
              hint={hint}
              error={problems[key]}
              after={
                changed && (
                  <button
                    type="button"
                    className={`${ui.button} ${styles.reset}`}
                    onClick={() => edit(key, spec.default)}
                    aria-label={`Back to the default: ${spec.label}`}
                  >
                    Back to the default
                  </button>
                )
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name={key}
                  value={draft[key]}
                  onChange={(e) => edit(key, e.currentTarget.value)}
                />
              )}
            </Field>
          );
        })}
        <ErrorMessage message={failure} />
        <StatusMessage
          message={saved && 'Texts saved. The public pages show them on their next load.'}
        />
        <button type="submit" className={`${ui.primary} ${styles.save}`} disabled={pending}>
          Save texts
        </button>
      </fieldset>
    </form>
  );
}
