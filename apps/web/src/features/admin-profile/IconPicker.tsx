import {
  apiPaths,
  type IconEntry,
  type IconList,
  type IconMap,
  type IconSvg,
} from '@portfolio/contract';
import { useEffect, useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { InlineIcon } from '../../components/InlineIcon';
import { api, reportError } from '../../lib/api';
import styles from './Profile.module.css';

/** How long typing must pause before the icon set is searched. */
const SEARCH_DELAY_MS = 250;

export interface IconPickerProps {
  legend: string;
  entries: readonly IconEntry[];
  onChange(entries: IconEntry[]): void;
  /** The drawings known so far, by slug (the chosen ones and every search's answers). */
  known: IconMap;
  onFound(icons: readonly IconSvg[]): void;
  error?: string | undefined;
}

const nameOf = (entry: IconEntry, known: IconMap) =>
  'text' in entry ? entry.text : (known[entry.icon]?.title ?? entry.icon);

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
};

/**
 * The skills or tools grid's entries, in order: icons chosen by searching the whole icon set on
 * the server (the admin bundle carries none of it), or texts for anything without an icon.
 */
export function IconPicker({ legend, entries, onChange, known, onFound, error }: IconPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<IconList>([]);
  const [searchFailure, setSearchFailure] = useState<string | undefined>();
  const [searched, setSearched] = useState('');
  const [text, setText] = useState('');

  useEffect(() => {
    const wanted = query.trim();
    if (wanted === '') {
      setResults([]);
      setSearched('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<IconList>(`${apiPaths.icons}?q=${encodeURIComponent(wanted)}`, {
        auth: true,
        signal: controller.signal,
      }).then(
        (icons) => {
          setResults(icons);
          setSearched(wanted);
          setSearchFailure(undefined);
          onFound(icons);
        },
        (err: unknown) => {
          if (!controller.signal.aborted) {
            setSearchFailure(reportError(err, 'The icons could not be searched'));
          }
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, onFound]);

  const chosen = new Set(entries.flatMap((entry) => ('icon' in entry ? [entry.icon] : [])));
  const addText = () => {
    const name = text.trim();
    if (name === '') return;
    onChange([...entries, { text: name }]);
    setText('');
  };

  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <ol className={styles.chosen} aria-label={`${legend} chosen`}>
        {entries.map((entry, i) => {
          const name = nameOf(entry, known);
          const icon = 'icon' in entry ? known[entry.icon] : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat; order is the identity
            <li key={i} className={styles.entry}>
              {icon ? (
                <InlineIcon icon={icon} className={styles.entryIcon} />
              ) : (
                <span className={styles.entryIcon} aria-hidden="true" />
              )}
              <span className={styles.entryName}>
                {name}
                {'text' in entry && <span className={ui.muted}> (text)</span>}
              </span>
              <button
                type="button"
                className={ui.button}
                aria-label={`Move ${name} up`}
                disabled={i === 0}
                onClick={() => onChange(move(entries, i, i - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={ui.button}
                aria-label={`Move ${name} down`}
                disabled={i === entries.length - 1}
                onClick={() => onChange(move(entries, i, i + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={ui.danger}
                aria-label={`Remove ${name}`}
                onClick={() => onChange(entries.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      {error && (
        <p id={`${id}-error`} className={styles.problem}>
          {error}
        </p>
      )}
      <div className={styles.search}>
        <label htmlFor={`${id}-search`}>Search icons</label>
        <input
          id={`${id}-search`}
          name={legend.toLowerCase()}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      {searchFailure && (
        <p role="alert" className={styles.problem}>
          {searchFailure}
        </p>
      )}
      {searched !== '' && results.length === 0 && (
        <p className={ui.muted}>No icon matches "{searched}": add it as a text below.</p>
      )}
      {results.length > 0 && (
        <ul className={styles.results} aria-label={`Icons matching ${searched}`}>
          {results.map((icon) => (
            <li key={icon.slug}>
              <button
                type="button"
                className={ui.button}
                aria-label={`Add ${icon.title}`}
                disabled={chosen.has(icon.slug)}
                onClick={() => onChange([...entries, { icon: icon.slug }])}
              >
                <InlineIcon icon={icon} className={styles.entryIcon} />
                {icon.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-text`}>Or a name without an icon</label>
      <div className={styles.row}>
        <input
          id={`${id}-text`}
          type="text"
          maxLength={50}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addText();
            }
          }}
        />
        <button type="button" className={ui.button} onClick={addText}>
          Add text
        </button>
      </div>
    </fieldset>
  );
}
