import styles from './Theme.module.css';

/** A segmented choice: radio buttons in a group. */
export function Choice<T extends string>(props: {
  legend: string;
  values: readonly T[];
  value: T;
  name(value: T): string;
  onChange(value: T): void;
}) {
  return (
    <fieldset className={styles.segments}>
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name={props.legend}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {props.name(value)}
        </label>
      ))}
    </fieldset>
  );
}
