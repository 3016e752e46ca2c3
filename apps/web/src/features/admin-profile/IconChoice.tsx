import { ICON_KEYS, type IconKey } from '@portfolio/contract';
import { useId } from 'react';
import styles from './Profile.module.css';

export interface IconChoiceProps {
  legend: string;
  chosen: readonly IconKey[];
  onChange(chosen: IconKey[]): void;
  error?: string | undefined;
}

/** A group of checkboxes over the icon keys; the chosen ones keep their order, new ones go last. */
export function IconChoice({ legend, chosen, onChange, error }: IconChoiceProps) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className={styles.icons}>
        {ICON_KEYS.map((key) => (
          <label key={key}>
            <input
              type="checkbox"
              name={`${legend}-${key}`}
              checked={chosen.includes(key)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? [...chosen, key]
                    : chosen.filter((item) => item !== key),
                )
              }
            />
            {key}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.problem}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
