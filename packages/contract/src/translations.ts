import { type Static, Type } from '@sinclair/typebox';
import { PlainText } from './text.js';
import { TRANSLATABLE_KINDS } from './translatable.js';

// The calls of the owner's texts per language (issue 34): read a language's texts beside the
// default's, write one entity's fields in one language, list and delete the texts kept of
// languages the site no longer has. Which fields are translatable: translatable.ts.

const Language = PlainText({
  minLength: 1,
  maxLength: 35,
  description: 'A language of the site other than its default (BCP 47, as stored: pt, pt-BR)',
});

const Kind = Type.Union(
  TRANSLATABLE_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'What is translated: a profile, a skill, a project, …' },
);

/** `GET /api/translations?language=pt`; `DELETE /api/translations/languages?language=de`. */
export const TranslationsQuery = Type.Object(
  { language: Language },
  { additionalProperties: false },
);
export type TranslationsQuery = Static<typeof TranslationsQuery>;

/** One field of an entity in a language, beside its default. */
export const TranslatedField = Type.Object({
  default: Type.String({ description: "Its text in the default language ('' for none)" }),
  value: Type.String({ description: "Its translation, '' for none" }),
  missing: Type.Boolean({
    description: 'It has a default and no translation: readers see the default',
  }),
});
export type TranslatedField = Static<typeof TranslatedField>;

/** One piece of content in a language: each translatable field beside its default. */
export const TranslatedEntity = Type.Object({
  kind: Kind,
  id: Type.String({ description: "The entity's id (a skill's: its text; the profile's: profile)" }),
  name: Type.String({ description: 'What the admin calls it: its title in the default language' }),
  fields: Type.Record(Type.String(), TranslatedField),
});
export type TranslatedEntity = Static<typeof TranslatedEntity>;

/** A language's texts: every translatable piece of content, its default beside. */
export const Translations = Type.Object({
  language: Type.String(),
  defaultLanguage: Type.String(),
  entities: Type.Array(TranslatedEntity),
});
export type Translations = Static<typeof Translations>;

/** `PUT /api/translations`: one entity's fields in one language; '' removes a field's text. */
export const TranslationBody = Type.Object(
  {
    language: Language,
    kind: PlainText({ minLength: 1, maxLength: 40, description: TRANSLATABLE_KINDS.join(', ') }),
    id: PlainText({ minLength: 1, maxLength: 100 }),
    fields: Type.Record(Type.String({ maxLength: 40 }), PlainText(), {
      minProperties: 1,
      maxProperties: 20,
      description: "Field → its text in the language; '' removes it (readers see the default)",
    }),
  },
  { additionalProperties: false },
);
export type TranslationBody = Static<typeof TranslationBody>;

/** The languages with texts kept, and whether each is still one of the site's. */
export const KeptTranslations = Type.Object({
  languages: Type.Array(
    Type.Object({
      language: Type.String(),
      texts: Type.Integer({ minimum: 0, description: 'How many fields have a text in it' }),
      inSite: Type.Boolean({ description: "Still one of the site's languages" }),
    }),
  ),
});
export type KeptTranslations = Static<typeof KeptTranslations>;

/** `DELETE /api/translations/languages?language=de`: the texts of a removed language, gone. */
export const DeletedTranslations = Type.Object({
  language: Type.String(),
  deleted: Type.Integer({ minimum: 0, description: 'How many texts were deleted' }),
});
export type DeletedTranslations = Static<typeof DeletedTranslations>;
