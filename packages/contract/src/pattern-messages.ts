import { SLUG_MESSAGE, SLUG_PATTERN } from './case-studies.js';
import { SINGLE_LINE_PATTERN } from './contact.js';
import {
  FORGE_REPOSITORY_MESSAGE,
  FORGE_REPOSITORY_PATTERN,
  FORGE_TOKEN_MESSAGE,
  FORGE_TOKEN_PATTERN,
  FORGE_USERNAME_MESSAGE,
  FORGE_USERNAME_PATTERN,
} from './forges.js';
import { IMAGE_FOCUS_MESSAGE, IMAGE_FOCUS_PATTERN } from './image-focus.js';
import { LINK_MESSAGE, LINK_PATTERN } from './links.js';
import { SOCIAL_LINK_PATTERN } from './profile.js';
import { PROJECT_DATE_MESSAGE, PROJECT_DATE_PATTERN } from './project-dates.js';
import { NO_SPACE_PATTERN } from './resume-import.js';
import { CONTROL_CHARACTER_MESSAGE, PLAIN_TEXT_PATTERN } from './text-characters.js';
import { OPTIONAL_LINK_PATTERN } from './timeline-rules.js';

const NOT_TEXT = 'control character or noncharacter';

/**
 * What a 400 says of a field its pattern refused, in words: the patterns of text (each holds the
 * rule of text-characters.ts, hundreds of characters no one should be shown) and those of the
 * project form's date and slug.
 */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [PLAIN_TEXT_PATTERN]: CONTROL_CHARACTER_MESSAGE,
  [LINK_PATTERN]: `${LINK_MESSAGE}, with no white space, ${NOT_TEXT}`,
  [OPTIONAL_LINK_PATTERN]: `must be empty or an absolute http:// or https:// URL, with no white space, ${NOT_TEXT}`,
  [SOCIAL_LINK_PATTERN]: `must be an http(s):// or mailto: link, with no white space, ${NOT_TEXT}`,
  [SINGLE_LINE_PATTERN]: `must be one line, with no ${NOT_TEXT}`,
  [NO_SPACE_PATTERN]: `must have no white space, ${NOT_TEXT}`,
  [PROJECT_DATE_PATTERN]: PROJECT_DATE_MESSAGE,
  [SLUG_PATTERN]: SLUG_MESSAGE,
  [IMAGE_FOCUS_PATTERN]: IMAGE_FOCUS_MESSAGE,
  [FORGE_USERNAME_PATTERN]: FORGE_USERNAME_MESSAGE,
  [FORGE_TOKEN_PATTERN]: FORGE_TOKEN_MESSAGE,
  [FORGE_REPOSITORY_PATTERN]: FORGE_REPOSITORY_MESSAGE,
};
