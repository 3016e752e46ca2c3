import { useId } from 'react';
import { suggestionsFor } from '../lib/tag-suggestions';
import { isLinkRule, type TextRule } from '../lib/validation';
import { Field } from './Field';

/** A text field of a form as a form describes it: its name, label and contract rule. */
export interface TextFieldSpec {
  name: string;
  label: string;
  rule: TextRule;
  /** Said under the label, e.g. the format of a date. */
  hint?: string | undefined;
  multiline?: boolean | undefined;
}

/**
 * A form's text field drawn from its rule: required unless the rule lets it be empty, a link's
 * field typed as a URL, a long text as a textarea; with `suggestions`, a field of comma-separated
 * values that offers them (the tags already used).
 */
export function TextField({
  field,
  value,
  onChange,
  error,
  suggestions,
}: {
  field: TextFieldSpec;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  suggestions?: readonly string[] | undefined;
}) {
  const suggestionsId = useId();
  return (
    <Field label={field.label} error={error} hint={field.hint}>
      {(control) => {
        const common = {
          ...control,
          name: field.name,
          required: !field.rule.optional,
          value,
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange(event.currentTarget.value),
        };
        if (field.multiline) return <textarea {...common} />;
        if (!suggestions)
          return <input {...common} type={isLinkRule(field.rule) ? 'url' : 'text'} />;
        return (
          <>
            <input {...common} type="text" list={suggestionsId} autoComplete="off" />
            <datalist id={suggestionsId}>
              {suggestionsFor(value, suggestions).map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
          </>
        );
      }}
    </Field>
  );
}
