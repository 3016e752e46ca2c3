import { TRANSLATABLE, type TranslatableField, type TranslatedEntity } from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import styles from './Translations.module.css';

/** What the owner is told of a field a reader sees in the default language. */
export const NOT_TRANSLATED = 'Not translated: readers see the default';

const HINTS: Record<TranslatableField['format'], string | undefined> = {
  line: undefined,
  text: undefined,
  markdown: 'Markdown, as the default text',
  lines: 'One per line',
};

/**
 * One piece of content in a language: each field's default text beside its translation, the ones
 * readers see in the default marked; typed texts are the screen's (they outlive a change of
 * language), saved together by Save.
 */
export function EntityTranslation({
  entity,
  typed,
  onType,
  onSave,
}: {
  entity: TranslatedEntity;
  /** What the owner typed and has not saved, by field. */
  typed: Readonly<Record<string, string>> | undefined;
  onType(field: string, value: string): void;
  /** Saves the typed fields; answers what failed, or undefined. */
  onSave(): Promise<string | undefined>;
}) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const fields: Record<string, TranslatableField> = TRANSLATABLE[entity.kind].fields;
  const unsaved =
    typed !== undefined &&
    Object.entries(typed).some(([field, value]) => value !== entity.fields[field]?.value);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus('');
    const failed = await onSave();
    setError(failed);
    if (!failed) setStatus('Saved');
    setBusy(false);
  }

  return (
    <form className={styles.entity} onSubmit={save} aria-label={entity.name}>
      <h3 className={styles.name}>{entity.name}</h3>
      {Object.entries(entity.fields).map(([name, field]) => {
        const rule = fields[name];
        if (!rule) return null;
        const value = typed?.[name] ?? field.value;
        const missing = value.trim() === '' && field.default !== '';
        const multiline = rule.format !== 'line';
        return (
          <div key={name} className={styles.pair}>
            <div className={styles.default}>
              <span className={styles.label}>{rule.label} (default)</span>
              <p className={styles.defaultText}>{field.default || <em>None</em>}</p>
            </div>
            <Field
              label={`${rule.label} (translation)`}
              hint={missing ? NOT_TRANSLATED : HINTS[rule.format]}
            >
              {(control) =>
                multiline ? (
                  <textarea
                    {...control}
                    rows={rule.format === 'markdown' ? 8 : 3}
                    value={value}
                    onChange={(event) => {
                      onType(name, event.target.value);
                      setStatus('');
                    }}
                  />
                ) : (
                  <input
                    {...control}
                    value={value}
                    onChange={(event) => {
                      onType(name, event.target.value);
                      setStatus('');
                    }}
                  />
                )
              }
            </Field>
          </div>
        );
      })}
      <ErrorMessage message={error} />
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy || !unsaved}>
          Save
        </button>
        <p role="status" className={ui.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
