import { type PageLanguage, pathInLanguage } from '@portfolio/contract';

/** An address of the default language in the page's language. */
export const inPageLanguage = (address: string, language: PageLanguage | undefined): string =>
  language ? pathInLanguage(address, language.language, language.defaultLanguage) : address;
