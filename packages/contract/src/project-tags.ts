// A project's tag rules. No schema library here: the public pages import these (the JavaScript
// budget of `/`); the form field's schema is in project-fields.ts.

/**
 * A project's tag: lower case, 1 to 30 characters of a-z, 0-9 and `+ # . -`, starting with a letter
 * or a digit (`rust`, `c++`, `c#`, `node.js`, `machine-learning`). No spaces and no commas: the form
 * sends a project's tags as one comma-separated field, and they are stored so.
 */
export const PROJECT_TAG_PATTERN = '^[a-z0-9][a-z0-9+#.-]{0,29}$';
const PROJECT_TAG = new RegExp(PROJECT_TAG_PATTERN, 'u');

/** At most this many tags on one project. */
export const PROJECT_TAGS_MAX = 8;
export const PROJECT_TAG_MAX_LENGTH = 30;

/**
 * The characters the tags field may hold at all (letters of either case, which are lowered, and the
 * separators). One character class, so any validator runs it in linear time; each tag is then
 * checked on its own (`parseProjectTags`).
 */
export const PROJECT_TAGS_FIELD_PATTERN = '^[A-Za-z0-9+#., -]*$';

/** Longest tags field: 8 tags of 30 characters with a comma and a space between them, and room. */
export const PROJECT_TAGS_FIELD_MAX = 400;

export function isProjectTag(value: string): boolean {
  return PROJECT_TAG.test(value);
}

/** What is wrong with one tag, as the 400 says it (after the field's name). */
export const projectTagMessage = (tag: string) =>
  `must hold tags of 1 to ${PROJECT_TAG_MAX_LENGTH} characters (a-z, 0-9, + # . -, starting with a letter or digit, no spaces): "${tag.length > 40 ? `${tag.slice(0, 40)}…` : tag}" is not one`;
export const PROJECT_TAGS_COUNT_MESSAGE = `must have at most ${PROJECT_TAGS_MAX} tags`;

type ParsedTags =
  | { tags: string[]; problem?: undefined }
  | { tags?: undefined; problem: string; badTag: string }
  | { tags?: undefined; problem: string; count: number };

/**
 * The tags of a comma-separated field: each trimmed and lowered, empty items dropped, repeats folded
 * (first one kept, in the order given). The problem names the first bad tag, or the count.
 */
export function parseProjectTags(field: string): ParsedTags {
  const tags: string[] = [];
  for (const item of field.split(',')) {
    const tag = item.trim().toLowerCase();
    if (tag === '') continue;
    if (!isProjectTag(tag)) return { problem: projectTagMessage(item.trim()), badTag: item.trim() };
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > PROJECT_TAGS_MAX) {
    return { problem: PROJECT_TAGS_COUNT_MESSAGE, count: tags.length };
  }
  return { tags };
}

/** Where the public Projects page shows only the projects with one tag: `/projects?tag=rust`. */
export const PROJECT_TAG_QUERY = 'tag';

/** The address of the Projects page filtered by a tag (every character of the tag encoded). */
export function projectTagPath(projectsPath: string, tag: string): string {
  return `${projectsPath}?${PROJECT_TAG_QUERY}=${encodeURIComponent(tag)}`;
}
