import { loadCatalogue } from '../lib/catalogues';
import type { LanguageParts } from '../lib/messages';
import { textsInLanguage } from './language-links';
import { LanguageSwitch } from './layouts/LanguageSwitch';

/**
 * What a page of a site of several languages (or of one other than English) needs beyond a site in
 * English alone: the switch, its fixed texts in its language, and the loader of its catalogue. A chunk of its own, loaded (and
 * preloaded by the server) only on such pages: a site in English alone carries none of it.
 */
export const languageParts: LanguageParts = { LanguageSwitch, textsInLanguage, loadCatalogue };
