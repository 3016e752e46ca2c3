import type { ReactNode } from 'react';

/** A checkbox inside the label that says what it switches; a change answers the new state. */
export function CheckboxLabel({
  checked,
  disabled,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {children}
    </label>
  );
}
