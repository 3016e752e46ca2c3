import { type Static, Type } from '@sinclair/typebox';
import { PlainText } from './text.js';

// The site's languages as the API reads and replaces them; their rules are in languages.ts.

const LanguageTag = PlainText({
  minLength: 1,
  maxLength: 35,
  description: 'A BCP 47 language tag (pt, pt-BR, ar); stored canonical (Intl.getCanonicalLocales)',
});

/** The site's languages: the default first in `languages`, the others in the owner's order. */
export const SiteLanguages = Type.Object(
  {
    defaultLanguage: LanguageTag,
    languages: Type.Array(LanguageTag, {
      minItems: 1,
      maxItems: 20,
      description: 'Every language of the site, the default among them',
    }),
  },
  { additionalProperties: false },
);
export type SiteLanguages = Static<typeof SiteLanguages>;
