import {
  apiPaths,
  type Certificate,
  certificateSource,
  changeMessages,
  ErrorCode,
  type ErrorDetail,
  NotificationAction,
  type Post,
  type Profile,
  type Project,
  postSource,
  profileSources,
  projectSource,
  type Quote,
  quoteSource,
  type SiteLanguages,
  skillSources,
  type TimelineEntry,
  TRANSLATABLE_KINDS,
  type TranslatableKind,
  type TranslatedEntity,
  type TranslationBody,
  type TranslationSource,
  timelineSource,
  translatableField,
  translatableKind,
  translationProblem,
} from '@portfolio/contract';
import { type FakeReply, type FakeRequest, reply } from './fake-api';

/**
 * The owner's texts the fake server keeps: language → `kind id` → field → text. With what they
 * translate, from the rest of the fake's state.
 */
export interface TranslationsState {
  translations: Record<string, Record<string, Record<string, string>>>;
  languages: SiteLanguages;
  profile: Profile;
  projects: Project[];
  certificates: Certificate[];
  timeline: TimelineEntry[];
  quotes: Quote[];
  posts: Post[];
}

/** Each kind's content and its default texts, as the server lists them. */
function sourcesOf(state: TranslationsState): Record<TranslatableKind, TranslationSource[]> {
  return {
    profile: profileSources(state.profile),
    skill: skillSources(state.profile),
    project: state.projects.map(projectSource),
    certificate: state.certificates.map(certificateSource),
    timeline: state.timeline.map(timelineSource),
    quote: state.quotes.map(quoteSource),
    post: state.posts.map(postSource),
  };
}

const keyOf = (kind: string, id: string) => `${kind} ${id}`;

function entityOf(
  state: TranslationsState,
  language: string,
  kind: TranslatableKind,
  source: TranslationSource,
): TranslatedEntity {
  const texts = state.translations[language]?.[keyOf(kind, source.id)] ?? {};
  const fields: TranslatedEntity['fields'] = {};
  for (const [field, text] of Object.entries(source.fields)) {
    const value = texts[field] ?? '';
    fields[field] = { default: text, value, missing: value === '' && text !== '' };
  }
  return { kind, id: source.id, name: source.name, fields };
}

const languageOf = (request: FakeRequest) =>
  new URL(request.url, 'http://fake').searchParams.get('language') ?? '';

/** The translation calls, answered as the server answers them. */
export function fakeTranslationHandlers(
  state: TranslationsState,
  changed: (message: string, action: NotificationAction, answer: unknown) => FakeReply,
): Record<string, (incoming: { request: FakeRequest }) => FakeReply> {
  const otherLanguage = (language: string) =>
    language !== state.languages.defaultLanguage && state.languages.languages.includes(language);
  const badLanguage = (language: string) =>
    reply.error(
      400,
      `'${language}' is not one of the site's languages (${state.languages.languages.join(', ')})`,
      ErrorCode.BAD_REQUEST,
    );
  return {
    [`GET ${apiPaths.translations.texts}`]: ({ request }) => {
      const language = languageOf(request);
      if (!otherLanguage(language)) return badLanguage(language);
      const sources = sourcesOf(state);
      return reply.ok({
        language,
        defaultLanguage: state.languages.defaultLanguage,
        entities: TRANSLATABLE_KINDS.flatMap((kind) =>
          sources[kind].map((source) => entityOf(state, language, kind, source)),
        ),
      });
    },
    [`PUT ${apiPaths.translations.texts}`]: ({ request }) => {
      const body = request.json as TranslationBody;
      if (!otherLanguage(body.language)) return badLanguage(body.language);
      const kind = translatableKind(body.kind);
      if (!kind)
        return reply.error(400, `'${body.kind}' is not a kind of content`, ErrorCode.BAD_REQUEST);
      const source = sourcesOf(state)[kind].find((candidate) => candidate.id === body.id);
      if (!source) return reply.error(404, `There is no ${kind} '${body.id}'`, ErrorCode.NOT_FOUND);
      const details: ErrorDetail[] = [];
      const texts: Record<string, string> = {};
      for (const [name, value] of Object.entries(body.fields)) {
        const field = translatableField(kind, name);
        const text = value.trim() === '' ? '' : field?.format === 'markdown' ? value : value.trim();
        const problem = field
          ? translationProblem(field, text)
          : `is not a translatable field of ${kind}`;
        if (problem) details.push({ field: name, message: problem });
        texts[name] = text;
      }
      if (details.length > 0) {
        return reply.error(400, 'The translation is invalid', ErrorCode.VALIDATION_ERROR, details);
      }
      const key = keyOf(kind, body.id);
      const language = state.translations[body.language] ?? {};
      const kept = Object.fromEntries(
        Object.entries({ ...language[key], ...texts }).filter(([, value]) => value !== ''),
      );
      state.translations = { ...state.translations, [body.language]: { ...language, [key]: kept } };
      return changed(
        changeMessages.translationUpdated(body.language, source.name),
        NotificationAction.Edit,
        entityOf(state, body.language, kind, source),
      );
    },
    [`GET ${apiPaths.translations.languages}`]: () =>
      reply.ok({
        languages: Object.entries(state.translations)
          .map(([language, entities]) => ({
            language,
            texts: Object.values(entities).reduce(
              (sum, fields) => sum + Object.keys(fields).length,
              0,
            ),
            inSite: state.languages.languages.includes(language),
          }))
          .filter((entry) => entry.texts > 0)
          .sort((a, b) => a.language.localeCompare(b.language)),
      }),
    [`DELETE ${apiPaths.translations.languages}`]: ({ request }) => {
      const language = languageOf(request);
      if (state.languages.languages.includes(language)) {
        return reply.error(
          400,
          `'${language}' is still one of the site's languages: remove it from them first`,
          ErrorCode.BAD_REQUEST,
        );
      }
      const deleted = Object.values(state.translations[language] ?? {}).reduce(
        (sum, fields) => sum + Object.keys(fields).length,
        0,
      );
      const { [language]: _gone, ...rest } = state.translations;
      state.translations = rest;
      return changed(
        changeMessages.translationsDeleted(language, deleted),
        NotificationAction.Delete,
        { language, deleted },
      );
    },
  };
}
