import {
  changeMessages,
  type DeletedTranslations,
  type ErrorDetail,
  type KeptTranslations,
  NotificationAction,
  type SiteLanguages,
  TRANSLATABLE,
  TRANSLATABLE_KINDS,
  type TranslatableKind,
  type TranslatedEntity,
  type TranslationBody,
  type TranslationSource,
  type Translations,
  translatableField,
  translatableKind,
  translationProblem,
} from '@portfolio/contract';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest, notFound } from '../../errors.js';
import { markdownFor } from '../../lib/markdown.js';
import { commitContentChange } from '../content/content-change.js';
import { readLanguages } from '../languages/languages.service.js';
import { mediaIdsOfKeys, mediaKeysOf } from '../media/media.service.js';
import { dropLanguageDocuments, indexTranslations } from '../search/search.service.js';
import { keyOf, textsByEntity } from './entity-texts.js';
import { translationSources } from './translation-sources.js';
import {
  deleteLanguageTranslations,
  deleteTranslation,
  entityTranslationRows,
  translatedLanguages,
  translationRows,
  upsertTranslation,
} from './translations.repository.js';

type ReadDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** A language the owner translates into: one of the site's, not its default; else a 400 naming it. */
function checkOtherLanguage(site: SiteLanguages, language: string): void {
  if (language === site.defaultLanguage) {
    throw badRequest(
      `'${language}' is the site's default language: its texts are the content itself`,
    );
  }
  if (!site.languages.includes(language)) {
    throw badRequest(
      `'${language}' is not one of the site's languages (${site.languages.join(', ')})`,
    );
  }
}

/** An entity in a language: each field's default, its text, and whether readers miss it. */
function translatedEntity(
  kind: TranslatableKind,
  source: TranslationSource,
  texts: ReadonlyMap<string, string> | undefined,
): TranslatedEntity {
  const fields: TranslatedEntity['fields'] = {};
  for (const [field, text] of Object.entries(source.fields)) {
    const value = texts?.get(field) ?? '';
    fields[field] = { default: text, value, missing: value === '' && text !== '' };
  }
  return { kind, id: source.id, name: source.name, fields };
}

/**
 * A language's texts for the admin: every translatable piece of content (hidden ones and drafts
 * too), each field beside its default, those without a text marked missing. The language must be
 * one of the site's other languages (a 400 names it).
 */
export async function readTranslations(deps: ReadDeps, language: string): Promise<Translations> {
  const site = await readLanguages(deps);
  checkOtherLanguage(site, language);
  const [rows, sources] = await Promise.all([
    translationRows(deps.db, language),
    Promise.all(TRANSLATABLE_KINDS.map((kind) => translationSources(kind, deps))),
  ]);
  const texts = textsByEntity(rows);
  const entities = TRANSLATABLE_KINDS.flatMap((kind, index) =>
    (sources[index] ?? []).map((source) =>
      translatedEntity(kind, source, texts.get(keyOf(kind, source.id))),
    ),
  );
  return { language, defaultLanguage: site.defaultLanguage, entities };
}

/** A field's text as stored: Markdown as written, other texts trimmed. */
const storedText = (markdown: boolean, value: string) =>
  value.trim() === '' ? '' : markdown ? value : value.trim();

/**
 * The texts of a body, checked by each field's own rules (its length, its lines, its Markdown
 * and the images it names: uploaded to this site): a 400 names each problem.
 */
async function checkedTexts(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: TranslatableKind,
  fields: Record<string, string>,
): Promise<[string, string][]> {
  const details: ErrorDetail[] = [];
  const texts: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    const field = translatableField(kind, name);
    if (!field) {
      const known = Object.keys(TRANSLATABLE[kind].fields).join(', ');
      details.push({ field: name, message: `is not a translatable field of ${kind} (${known})` });
      continue;
    }
    const text = storedText(field.format === 'markdown', value);
    const problem = translationProblem(field, text);
    if (problem) details.push({ field: name, message: problem });
    else if (field.format === 'markdown' && text !== '') {
      const markdown = await markdownFor(deps.config);
      const problems = markdown.problems(text);
      for (const message of problems) details.push({ field: name, message });
      if (problems.length === 0) {
        const keys = mediaKeysOf(markdown.images(text), deps.config.mediaBaseUrl);
        const stored = await mediaIdsOfKeys(deps.db, keys);
        for (const key of keys.filter((candidate) => !stored.has(candidate))) {
          details.push({
            field: name,
            message: `images must be uploaded to this site: ${deps.config.mediaBaseUrl}/${key.slice(0, 80)} is not one`,
          });
        }
      }
    }
    texts.push([name, text]);
  }
  if (details.length > 0) throw badRequest('The translation is invalid', details);
  return texts;
}

/**
 * The owner writes one piece of content's fields in one of the site's other languages: '' removes
 * a field's text (readers see the default). An unknown language, kind or field: a 400 naming it;
 * an entity that is none: a 404; nothing changed. A content change: the kept pages of the
 * language are drawn again.
 */
export async function writeTranslation(
  deps: ServiceDeps,
  body: TranslationBody,
): Promise<TranslatedEntity> {
  const { language, id } = body;
  checkOtherLanguage(await readLanguages(deps), language);
  const kind = translatableKind(body.kind);
  if (!kind) {
    throw badRequest(`'${body.kind}' is not a kind of content (${TRANSLATABLE_KINDS.join(', ')})`);
  }
  const source = (await translationSources(kind, deps)).find((entity) => entity.id === id);
  if (!source) throw notFound(`There is no ${kind} '${id}'`);
  const texts = await checkedTexts(deps, kind, body.fields);
  return commitContentChange(deps, async (trx, now) => {
    for (const [field, value] of texts) {
      const row = { kind, entity_id: id, field };
      if (value === '') await deleteTranslation(trx, language, row);
      else await upsertTranslation(trx, language, { ...row, value }, now);
    }
    await indexTranslations(trx, deps, kind, id, source.fields);
    const rows = await entityTranslationRows(trx, language, kind, id);
    return {
      result: translatedEntity(kind, source, textsByEntity(rows).get(keyOf(kind, id))),
      notification: {
        action: NotificationAction.Edit,
        message: changeMessages.translationUpdated(language, source.name),
      },
    };
  });
}

/** The languages with texts kept, and whether each is still one of the site's. */
export async function listTranslatedLanguages(deps: ReadDeps): Promise<KeptTranslations> {
  const [site, kept] = await Promise.all([readLanguages(deps), translatedLanguages(deps.db)]);
  return {
    languages: kept.map((entry) => ({ ...entry, inSite: site.languages.includes(entry.language) })),
  };
}

/**
 * The owner confirms that a removed language's texts go: every one deleted. Refused (400) for a
 * language that is still one of the site's: removing a language keeps its texts until then.
 */
export async function deleteLanguageTexts(
  deps: ServiceDeps,
  language: string,
): Promise<DeletedTranslations> {
  const site = await readLanguages(deps);
  if (site.languages.includes(language)) {
    throw badRequest(
      `'${language}' is still one of the site's languages: remove it from them first`,
    );
  }
  return commitContentChange(deps, async (trx) => {
    const deleted = await deleteLanguageTranslations(trx, language);
    await dropLanguageDocuments(trx, deps, language);
    return {
      result: { language, deleted },
      notification: {
        action: NotificationAction.Delete,
        message: changeMessages.translationsDeleted(language, deleted),
      },
    };
  });
}
