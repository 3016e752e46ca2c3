// The checks of the contract's limits, run in the forms before anything is sent (the server runs
// the same ones again).
import {
  isHttpUrl,
  isProjectDate,
  PROJECT_TAG_MAX_LENGTH,
  PROJECT_TAGS_MAX,
  parseProjectTags,
} from '@portfolio/contract';

/** Length as the server counts it: in characters (code points), not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

export interface TextRule {
  max: number;
  min?: number;
  /** Must be an absolute http(s) URL. */
  link?: boolean;
  /** May be left empty (the rest of the rule applies when it is not). */
  optional?: boolean;
  /** A project's date: a year or a year and month. */
  projectDate?: boolean;
  /** A project's tags: separated by commas, each a tag once lowered, at most 8 of them. */
  projectTags?: boolean;
}

function tagsProblem(value: string): string | undefined {
  const parsed = parseProjectTags(value);
  if (parsed.tags) return undefined;
  if ('badTag' in parsed) {
    return `“${parsed.badTag}” is not a tag: use 1 to ${PROJECT_TAG_MAX_LENGTH} of a-z, 0-9, + # . - starting with a letter or digit, and commas between tags`;
  }
  return `Use at most ${PROJECT_TAGS_MAX} tags (now ${parsed.count})`;
}

/** What is wrong with a text value (trimmed as the server trims it), or undefined. */
export function textProblem(raw: string, rule: TextRule): string | undefined {
  const value = raw.trim();
  if (value === '') return rule.optional ? undefined : 'Fill this in';
  const length = lengthOf(value);
  if (rule.min !== undefined && length < rule.min) {
    return `Write at least ${rule.min} characters (now ${length})`;
  }
  if (length > rule.max) return `Write at most ${rule.max} characters (now ${length})`;
  if (rule.link && !isHttpUrl(value))
    return 'Enter a full address starting with http:// or https://';
  if (rule.projectDate && !isProjectDate(value))
    return 'Enter a year (2024) or a year and month (2024-05)';
  if (rule.projectTags) return tagsProblem(value);
  return undefined;
}

/**
 * Puts the focus on the control of the first problem found (its `name` is the problem's key), so
 * the person lands where to fix it. Says whether there was a problem.
 */
export function focusFirstProblem(
  form: HTMLFormElement,
  problems: Readonly<Record<string, string | undefined>>,
): boolean {
  const first = Object.entries(problems).find(([, problem]) => problem)?.[0];
  if (first === undefined) return false;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
  return true;
}
