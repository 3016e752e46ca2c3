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

/**
 * `GET /api/settings/languages/fonts`: each of the site's languages whose script the social images
 * or the generated résumé cannot draw with the fonts installed (its letters would show as boxes),
 * and the font package that would let the social images draw it, when one is known.
 */
export const LanguageFonts = Type.Object({
  languages: Type.Array(
    Type.Object({
      language: Type.String({ description: 'The language tag, as the site stores it' }),
      script: Type.String({ description: "The script's ISO 15924 code: Jpan, Hant, Tibt" }),
      scriptName: Type.String({ description: "The script's English name" }),
      socialImages: Type.Boolean({ description: 'The social images draw it' }),
      resume: Type.Boolean({ description: 'The generated résumé PDF draws it' }),
      install: Type.Optional(
        Type.String({
          description:
            'The @fontsource package to install beside the server for the social images to draw it',
        }),
      ),
    }),
  ),
});
export type LanguageFonts = Static<typeof LanguageFonts>;
