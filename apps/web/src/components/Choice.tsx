/** A choice of one value: radio buttons in a group, laid out by the screen's `className`. */
export function Choice<T extends string>(props: {
  legend: string;
  values: readonly T[];
  value: T;
  name(value: T): string;
  onChange(value: T): void;
  className?: string;
}) {
  return (
    <fieldset className={props.className}>
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
