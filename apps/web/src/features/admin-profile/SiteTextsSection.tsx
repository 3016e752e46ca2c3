import {
  DEFAULT_SITE_TEXTS,
  SITE_TEXT_FIELDS,
  SITE_TEXT_KEYS,
  type SiteTextKey,
  type SiteTextOverrides,
  type SiteTexts,
  siteTextsOf,
} from '@portfolio/contract';
import { useEffect, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import styles from './Profile.module.css';
import { useDraftSave } from './use-draft-save';
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
export function SiteTextsSection({
  site,
  onUnsaved,
}: {
  site: SiteSettingsState;
  /** Whether the texts on screen differ from the saved ones: the screen asks before leaving. */
  onUnsaved(unsaved: boolean): void;
}) {
  const { settings } = site;
  const [draft, setDraft] = useState<SiteTexts | undefined>();
  const { problems, failure, saved, setSaved, pending, submit } = useDraftSave({
    problemsOf,
    save: async (current: SiteTexts) =>
      siteTextsOf((await site.save({ texts: overridesOf(current) })).texts),
    setDraft,
    failureText: 'The texts could not be saved',
  });

  // Once, when the settings arrive: a save of another section must not undo what is typed here.
  useEffect(() => {
    if (settings && draft === undefined) setDraft(siteTextsOf(settings.texts));
  }, [settings, draft]);

  const unsaved =
    draft !== undefined &&
    settings !== undefined &&
    JSON.stringify(overridesOf(draft)) !== JSON.stringify(overridesOf(siteTextsOf(settings.texts)));
  useEffect(() => {
    onUnsaved(unsaved);
    return () => onUnsaved(false);
  }, [unsaved, onUnsaved]);

  if (!draft) return null;

  const edit = (key: SiteTextKey, text: string) => {
    setSaved(false);
    setDraft({ ...draft, [key]: text });
  };

  return (
    <form className={styles.form} onSubmit={(event) => submit(event, draft)} noValidate>
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
