import type { ErrorBody } from '@portfolio/contract';

/** A refusal of the message as the form shows it: its message, and each field's problem. */
export interface ContactRefusal {
  message: string;
  fields: Partial<Record<'name' | 'email' | 'message', string>>;
}

/** What each field is refused for, from the server's details, each said by `say`. */
export function refusedFields(
  details: ErrorBody['details'],
  say: (problem: string) => string,
): ContactRefusal['fields'] {
  const fields: ContactRefusal['fields'] = {};
  for (const detail of details ?? []) {
    const field = detail.field.replace(/^\//, '');
    if (field === 'name' || field === 'email' || field === 'message') {
      fields[field] ??= say(detail.message);
    }
  }
  return fields;
}
