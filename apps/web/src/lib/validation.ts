// The checks of the contract's limits, run in the forms before anything is sent (the server runs
// the same ones again).

/** Length as the server counts it: in characters (code points), not UTF-16 units. */
export const lengthOf = (text: string) => [...text].length;

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface TextRule {
  max: number;
  min?: number;
  /** Must be an absolute http(s) URL. */
  link?: boolean;
  /** May be left empty (the rest of the rule applies when it is not). */
  optional?: boolean;
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
  return undefined;
}
