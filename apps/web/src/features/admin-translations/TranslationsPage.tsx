import {
  apiPaths,
  type DeletedTranslations,
  type KeptTranslations,
  languageName,
  type SiteLanguages,
  TRANSLATABLE,
  TRANSLATABLE_KINDS,
  type TranslatedEntity,
  type Translations,
} from '@portfolio/contract';
import { useCallback, useEffect, useState } from 'react';
import { AdminScreen } from '../../components/AdminScreen';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LeaveQuestion } from '../../components/LeaveQuestion';
import { Modal } from '../../components/Modal';
import { ApiError, api } from '../../lib/api';
import { change } from '../../lib/changes';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { EntityTranslation } from './EntityTranslation';
import styles from './Translations.module.css';

/** What a failed call says, with each field it names. */
function failureOf(err: unknown): string {
  if (err instanceof ApiError) {
    const details = (err.details ?? []).map((detail) => `${detail.field} ${detail.message}`);
    return [err.message, ...details].join('; ');
  }
  return err instanceof Error ? err.message : 'Something went wrong';
}

const entityKey = (language: string, entity: Pick<TranslatedEntity, 'kind' | 'id'>) =>
  `${language}\u0000${entity.kind}\u0000${entity.id}`;

/** Typed and not saved: by language, kind and id, then by field. */
type Typed = Record<string, Record<string, string>>;

/**
 * The owner's texts in the site's other languages (issue 34): he picks a language and, for each
 * piece of content, writes its translation beside the default text; a field without one is
 * marked (readers see the default). What he typed stays when he picks another language, and
 * leaving with it unsaved asks first. The texts of a language removed from the site are kept
 * until he deletes them here.
 */
export function TranslationsPage() {
  const [site, setSite] = useState<SiteLanguages | undefined>();
  const [kept, setKept] = useState<KeptTranslations['languages']>([]);
  const [language, setLanguage] = useState<string | undefined>();
  const [loaded, setLoaded] = useState<Record<string, Translations>>({});
  const [typed, setTyped] = useState<Typed>({});
  const [missingOnly, setMissingOnly] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<KeptTranslations['languages'][number] | undefined>();

  const loadKept = useCallback(
    () =>
      api<KeptTranslations>(apiPaths.translations.languages, { auth: true }).then(
        (answer) => setKept(answer.languages),
        (err: unknown) => setError(failureOf(err)),
      ),
    [],
  );

  useEffect(() => {
    api<SiteLanguages>(apiPaths.languages, { auth: true }).then(
      (answer) => {
        setSite(answer);
        setLanguage(answer.languages.find((tag) => tag !== answer.defaultLanguage));
      },
      (err: unknown) => setError(failureOf(err)),
    );
    void loadKept();
  }, [loadKept]);

  useEffect(() => {
    if (language === undefined || loaded[language]) return;
    const query = new URLSearchParams({ language });
    api<Translations>(`${apiPaths.translations.texts}?${query}`, { auth: true }).then(
      (answer) => setLoaded((all) => ({ ...all, [language]: answer })),
      (err: unknown) => setError(failureOf(err)),
    );
  }, [language, loaded]);

  const savedValue = (key: string, field: string) => {
    const [tag = '', kind, id] = key.split('\u0000');
    return loaded[tag]?.entities.find((entity) => entity.kind === kind && entity.id === id)?.fields[
      field
    ]?.value;
  };
  const unsaved = Object.entries(typed).some(([key, fields]) =>
    Object.entries(fields).some(([field, value]) => value !== savedValue(key, field)),
  );
  useLeaveGuard(unsaved);

  if (!site) {
    return (
      <AdminScreen heading="Translations">
        <ErrorMessage message={error} />
        {!error && <p role="status">Loading…</p>}
      </AdminScreen>
    );
  }

  const others = site.languages.filter((tag) => tag !== site.defaultLanguage);
  const texts = language === undefined ? undefined : loaded[language];
  const removed = kept.filter((entry) => !entry.inSite);

  async function save(entity: TranslatedEntity): Promise<string | undefined> {
    if (language === undefined) return undefined;
    const key = entityKey(language, entity);
    const fields = typed[key];
    if (!fields) return undefined;
    try {
      const saved = await change(
        api<TranslatedEntity>(apiPaths.translations.texts, {
          method: 'PUT',
          json: { language, kind: entity.kind, id: entity.id, fields },
          auth: true,
        }),
      );
      setLoaded((all) => {
        const current = all[language];
        if (!current) return all;
        const entities = current.entities.map((candidate) =>
          candidate.kind === saved.kind && candidate.id === saved.id ? saved : candidate,
        );
        return { ...all, [language]: { ...current, entities } };
      });
      setTyped(({ [key]: _saved, ...rest }) => rest);
      void loadKept();
      return undefined;
    } catch (err) {
      return failureOf(err);
    }
  }

  async function deleteKept(tag: string) {
    try {
      const query = new URLSearchParams({ language: tag });
      await change(
        api<DeletedTranslations>(`${apiPaths.translations.languages}?${query}`, {
          method: 'DELETE',
          auth: true,
        }),
      );
      setDeleting(undefined);
      await loadKept();
    } catch (err) {
      setError(failureOf(err));
      setDeleting(undefined);
    }
  }

  return (
    <AdminScreen heading="Translations">
      <ErrorMessage message={error} />
      {others.length === 0 ? (
        <p>
          The site has one language. Add another on the Profile screen (Languages), then translate
          your texts here.
        </p>
      ) : (
        <div className={styles.controls}>
          <label>
            Language{' '}
            <select value={language} onChange={(event) => setLanguage(event.target.value)}>
              {others.map((tag) => (
                <option key={tag} value={tag}>
                  {languageName(tag)} ({tag})
                </option>
              ))}
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={missingOnly}
              onChange={(event) => setMissingOnly(event.target.checked)}
            />{' '}
            Only what is not translated
          </label>
          <p className={ui.muted}>
            Default language: {languageName(site.defaultLanguage)} ({site.defaultLanguage}). A text
            left empty shows the default to readers.
          </p>
        </div>
      )}
      {language !== undefined && !texts && !error && <p role="status">Loading…</p>}
      {language !== undefined &&
        texts &&
        TRANSLATABLE_KINDS.map((kind) => {
          const entities = texts.entities.filter(
            (entity) =>
              entity.kind === kind &&
              (!missingOnly || Object.values(entity.fields).some((field) => field.missing)),
          );
          if (entities.length === 0) return null;
          return (
            <section key={kind} className={styles.kind} aria-label={TRANSLATABLE[kind].label}>
              <h2>{TRANSLATABLE[kind].label}</h2>
              {entities.map((entity) => {
                const key = entityKey(language, entity);
                return (
                  <EntityTranslation
                    key={key}
                    entity={entity}
                    typed={typed[key]}
                    onType={(field, value) =>
                      setTyped((all) => ({ ...all, [key]: { ...all[key], [field]: value } }))
                    }
                    onSave={() => save(entity)}
                  />
                );
              })}
            </section>
          );
        })}
      {removed.length > 0 && (
        <section className={styles.kind} aria-label="Texts of removed languages">
          <h2>Texts of removed languages</h2>
          <p>Kept until you delete them: adding the language again brings them back.</p>
          <ul>
            {removed.map((entry) => (
              <li key={entry.language}>
                {languageName(entry.language)} ({entry.language}): {entry.texts}{' '}
                {entry.texts === 1 ? 'text' : 'texts'}{' '}
                <button type="button" className={ui.danger} onClick={() => setDeleting(entry)}>
                  Delete texts
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {deleting && (
        <Modal
          title={`Delete the texts in ${deleting.language}?`}
          onClose={() => setDeleting(undefined)}
          role="alertdialog"
        >
          <p>
            The {deleting.texts} {deleting.texts === 1 ? 'text' : 'texts'} written in{' '}
            {languageName(deleting.language)} are deleted for good.
          </p>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              onClick={() => setDeleting(undefined)}
              data-autofocus
            >
              Keep them
            </button>
            <button
              type="button"
              className={ui.danger}
              onClick={() => void deleteKept(deleting.language)}
            >
              Delete
            </button>
          </div>
        </Modal>
      )}
      <LeaveQuestion unsaved={unsaved} title="Leave Translations?" />
    </AdminScreen>
  );
}
