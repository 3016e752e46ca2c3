import {
  apiPaths,
  endsAfterStart,
  LIMITS,
  TIMELINE_KIND_LABELS,
  type TimelineEntry,
  TimelineEntryBody,
  type TimelineKind,
} from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { TextField, type TextFieldSpec } from '../../components/TextField';
import { ApiError, api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import {
  changedFields,
  fieldProblemSentence,
  fieldRule,
  focusFirstProblem,
  textProblem,
} from '../../lib/validation';

export interface TimelineFormProps {
  /** The entry edited; without it the form adds one. */
  editing?: TimelineEntry | undefined;
  onSaved(entry: TimelineEntry): void;
  onClose(): void;
}

interface Values {
  kind: TimelineKind;
  role: string;
  organisation: string;
  place: string;
  start: string;
  end: string;
  summary: string;
  link: string;
  visible: boolean;
}

type TextName = Exclude<keyof Values, 'kind' | 'visible'>;
type Problems = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  kind: 'work',
  role: '',
  organisation: '',
  place: '',
  start: '',
  end: '',
  summary: '',
  link: '',
  visible: true,
};

const valuesOf = (entry: TimelineEntry): Values => ({
  kind: entry.kind,
  role: entry.role,
  organisation: entry.organisation,
  place: entry.place,
  start: entry.start,
  end: entry.end ?? '',
  summary: entry.summary,
  link: entry.link,
  visible: entry.visible,
});

const DATE_HINT = 'A year (2021) or a year and month (2021-09)';

const TEXT_FIELDS: (TextFieldSpec & { name: TextName })[] = [
  {
    name: 'role',
    label: 'Role',
    rule: fieldRule(TimelineEntryBody, 'role'),
    hint: 'The position held; for education, the degree or study',
  },
  {
    name: 'organisation',
    label: 'Organisation',
    rule: fieldRule(TimelineEntryBody, 'organisation'),
  },
  {
    name: 'place',
    label: 'Place',
    rule: fieldRule(TimelineEntryBody, 'place'),
    hint: 'Optional',
  },
  { name: 'start', label: 'Start', rule: fieldRule(TimelineEntryBody, 'start'), hint: DATE_HINT },
  {
    name: 'end',
    label: 'End',
    rule: fieldRule(TimelineEntryBody, 'end'),
    hint: `${DATE_HINT}; leave it empty while it goes on (shown as 'present')`,
  },
  {
    name: 'summary',
    label: 'Summary',
    rule: fieldRule(TimelineEntryBody, 'summary'),
    hint: `Optional, up to ${LIMITS.timelineSummaryMax} characters of Markdown: **bold**, _italic_, [links](https://example.com), lists. No HTML.`,
    multiline: true,
  },
  {
    name: 'link',
    label: 'Link',
    rule: fieldRule(TimelineEntryBody, 'link'),
    hint: 'Optional: the organisation’s site',
  },
];

function check(values: Values): Problems {
  const found: Problems = {};
  for (const field of TEXT_FIELDS) {
    const problem = textProblem(values[field.name], field.rule);
    if (problem) found[field.name] = problem;
  }
  const start = values.start.trim();
  const end = values.end.trim();
  if (!found.start && !found.end && end !== '' && !endsAfterStart(start, end)) {
    found.end = 'End on or after the start';
  }
  return found;
}

const toBody = (values: Values): TimelineEntryBody => ({
  kind: values.kind,
  role: values.role.trim(),
  organisation: values.organisation.trim(),
  place: values.place.trim(),
  start: values.start.trim(),
  end: values.end.trim() === '' ? null : values.end.trim(),
  summary: values.summary.trim(),
  link: values.link.trim(),
  visible: values.visible,
});

/**
 * The add/edit modal of a timeline entry: its kind, role, organisation, place, start and end (empty
 * for 'present'), a short Markdown summary, a link, and whether About shows it. A failure keeps
 * what was typed and shows the server's reasons beside their fields.
 */
export function TimelineForm({ editing, onSaved, onClose }: TimelineFormProps) {
  const [initial] = useState<Values>(() => (editing ? valuesOf(editing) : EMPTY));
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    setFailure(undefined);
    if (focusFirstProblem(event.currentTarget, found)) return;
    setPending(true);
    try {
      const json = toBody(values);
      onSaved(
        await change(
          editing
            ? api<TimelineEntry>(apiPaths.timeline.edit(editing._id), {
                method: 'PUT',
                auth: true,
                json,
              })
            : api<TimelineEntry>(apiPaths.timeline.add, { method: 'POST', auth: true, json }),
        ),
      );
    } catch (err) {
      setFailure(reportError(err, 'The entry could not be saved'));
      if (err instanceof ApiError && err.details) {
        const byField: Problems = {};
        for (const detail of err.details) {
          const name = detail.field as keyof Values;
          const said = fieldProblemSentence(detail.message);
          byField[name] = byField[name] ? `${byField[name]}; ${detail.message}` : said;
        }
        setProblems(byField);
      }
      setPending(false);
    }
  }

  return (
    <Modal
      title={editing ? 'Edit Entry' : 'Add Entry'}
      onClose={onClose}
      unsaved={changedFields(initial, values)}
    >
      <form onSubmit={submit} noValidate>
        <Field label="Kind">
          {(control) => (
            <select
              {...control}
              name="kind"
              value={values.kind}
              onChange={(event) => set('kind', event.currentTarget.value as TimelineKind)}
            >
              {Object.entries(TIMELINE_KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            field={field}
            value={values[field.name]}
            onChange={(value) => set(field.name, value)}
            error={problems[field.name]}
          />
        ))}
        <label>
          <input
            type="checkbox"
            name="visible"
            checked={values.visible}
            onChange={(event) => set('visible', event.currentTarget.checked)}
          />{' '}
          Show on About
        </label>
        <ErrorMessage message={failure} />
        <button type="submit" className={ui.primary} disabled={pending}>
          Submit
        </button>
      </form>
    </Modal>
  );
}
