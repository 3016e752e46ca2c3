import {
  AdminSearchAnswer,
  apiPaths,
  BackupStatus,
  CaseStudyImage,
  CaseStudyRenderBody,
  Certificate,
  CertificateFields,
  ChangePasswordBody,
  ChangePasswordResponse,
  ConfirmBody,
  ConfirmMethods,
  ConfirmResponse,
  ContactChallenge,
  ContactMessageBody,
  ContactSent,
  Contributions,
  Deleted,
  DeletedTranslations,
  EntityOrder,
  ForgeAccount,
  ForgeAccountBody,
  ForgeImportBody,
  ForgeImportResult,
  ForgeRepository,
  IconList,
  ID_PARAM,
  IdsBody,
  IdsResult,
  InsightsSummary,
  KeptTranslations,
  LanguageFonts,
  LoginBody,
  LoginResponse,
  LogoutEverywhereResponse,
  LogoutResponse,
  MarkdownRender,
  Notification,
  NotificationAction,
  NowPlaying,
  Passkey,
  PasskeyList,
  PasskeyLoginBody,
  PasskeyRegisterBody,
  PasskeyRemovedResponse,
  POST_IMPORT_FIELD,
  Post,
  PostBody,
  PostImportPlan,
  PostImportResult,
  PostPagePreview,
  PostPagePreviewBody,
  PostPreviewBody,
  PostPreviewLink,
  PostRender,
  PostRenderBody,
  PostRestoreBody,
  PostUpdateBody,
  PostVersion,
  Profile,
  Project,
  ProjectFields,
  ProjectScreenshots,
  Quote,
  QuoteBody,
  RecoveryCodesResponse,
  RequireSecondFactorBody,
  Resume,
  ResumeImportDocument,
  ResumeImportPlan,
  ResumeSettings,
  ScreenshotsArrangement,
  SecondFactorLoginBody,
  SecondFactorStatus,
  SessionList,
  SessionsEndedResponse,
  SetupChecklist,
  SetupChecklistBody,
  SITE_IMAGE_FIELD,
  SiteImages,
  SiteLanguages,
  SiteSettings,
  SiteSettingsBody,
  SiteTheme,
  ThemePreview,
  ThemePreviewRequest,
  TimelineEntry,
  TimelineEntryBody,
  TotpConfirmBody,
  TotpConfirmResponse,
  TotpRemovedResponse,
  TotpSetupResponse,
  TranslatedEntity,
  TranslationBody,
  Translations,
  UPLOAD_FIELDS,
  UserData,
  WebAuthnOptions,
} from '@portfolio/contract';
import { type TObject, type TSchema, Type } from '@sinclair/typebox';

/**
 * One call of spec §7 as the server declares it: who may make it, what it takes, what it answers,
 * and which change a failure notification names. The fake backend answers these calls and checks
 * every request and answer against these schemas.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the server registers it, with `:id` for an entity id. */
  path: string;
  /** 'anyone', or a live session (every session is the Admin's in the web tests). */
  access: 'anyone' | 'session';
  /** The schema of the 200 answer. */
  answer: TSchema;
  /** The schema of the JSON body. */
  body?: TSchema;
  /** A multipart form: the schema of its text fields (if any) and the name of its file field. */
  form?: { fields?: TObject; file: string };
  /** What a failed call tried, for the failure notification (the server's route `audit`). */
  audit?: { action: NotificationAction; subject: string };
}

type CallOptions = Pick<ApiCall, 'body' | 'form' | 'audit'>;

/** The calls one kind of caller may make. */
const callsBy =
  (access: ApiCall['access']) =>
  (
    method: ApiCall['method'],
    path: string,
    answer: TSchema,
    options: CallOptions = {},
  ): ApiCall => ({ method, path, access, answer, ...options });
const open = callsBy('anyone');
const owned = callsBy('session');

const audit = (action: NotificationAction) => (subject: string) => ({ action, subject });
const created = audit(NotificationAction.Create);
const edited = audit(NotificationAction.Edit);
const statusUpdated = audit(NotificationAction.StatusUpdate);
const deleted = audit(NotificationAction.Delete);

type ImageEntityPaths = typeof apiPaths.projects | typeof apiPaths.certificates;

function imageEntityCalls(
  paths: ImageEntityPaths,
  subject: string,
  entity: TSchema,
  fields: TObject,
  file: string,
): ApiCall[] {
  const form = { fields, file };
  return [
    open('POST', paths.list, Type.Array(entity)),
    owned('POST', paths.add, entity, { form, audit: created(subject) }),
    owned('PUT', paths.edit(ID_PARAM), entity, { form, audit: edited(subject) }),
    owned('PATCH', paths.status(ID_PARAM), entity, { audit: statusUpdated(subject) }),
    owned('DELETE', paths.delete(ID_PARAM), Deleted, { audit: deleted(subject) }),
    owned('PUT', paths.order, Type.Array(entity), {
      body: EntityOrder,
      audit: edited(`${subject} order`),
    }),
  ];
}

const resumeForm = { file: UPLOAD_FIELDS.resume };

const API_CALLS: readonly ApiCall[] = [
  open('POST', apiPaths.auth.login, LoginResponse, { body: LoginBody }),
  owned('GET', apiPaths.auth.userdata, UserData),
  owned('POST', apiPaths.auth.logout, LogoutResponse),
  owned('POST', apiPaths.auth.changePassword, ChangePasswordResponse, { body: ChangePasswordBody }),
  owned('POST', apiPaths.auth.logoutEverywhere, LogoutEverywhereResponse),
  owned('GET', apiPaths.auth.passkeys, PasskeyList),
  owned('POST', apiPaths.auth.passkeyOptions, WebAuthnOptions),
  owned('POST', apiPaths.auth.passkeyRegister, Passkey, {
    body: PasskeyRegisterBody,
    audit: created('passkey'),
  }),
  owned('DELETE', apiPaths.auth.passkeyDelete(ID_PARAM), PasskeyRemovedResponse, {
    audit: deleted('passkey'),
  }),
  open('POST', apiPaths.auth.loginSecondFactor, LoginResponse, { body: SecondFactorLoginBody }),
  owned('GET', apiPaths.auth.secondFactor, SecondFactorStatus),
  owned('POST', apiPaths.auth.totpSetup, TotpSetupResponse),
  owned('POST', apiPaths.auth.totpConfirm, TotpConfirmResponse, {
    body: TotpConfirmBody,
    audit: created('second factor'),
  }),
  owned('DELETE', apiPaths.auth.totp, TotpRemovedResponse, { audit: deleted('second factor') }),
  owned('POST', apiPaths.auth.recoveryCodes, RecoveryCodesResponse, {
    audit: edited('recovery codes'),
  }),
  owned('PUT', apiPaths.auth.requireSecondFactor, SecondFactorStatus, {
    body: RequireSecondFactorBody,
    audit: edited('second factor requirement'),
  }),
  owned('GET', apiPaths.auth.sessions, SessionList),
  owned('DELETE', apiPaths.auth.sessionDelete(ID_PARAM), SessionsEndedResponse),
  owned('POST', apiPaths.auth.endOtherSessions, SessionsEndedResponse),
  owned('GET', apiPaths.auth.confirm, ConfirmMethods),
  owned('POST', apiPaths.auth.confirm, ConfirmResponse, { body: ConfirmBody }),
  owned('POST', apiPaths.auth.confirmPasskeyOptions, WebAuthnOptions),
  open('POST', apiPaths.auth.passkeyLoginOptions, WebAuthnOptions),
  open('POST', apiPaths.auth.passkeyLogin, LoginResponse, { body: PasskeyLoginBody }),
  ...imageEntityCalls(apiPaths.projects, 'project', Project, ProjectFields, UPLOAD_FIELDS.project),
  owned('PATCH', apiPaths.projects.featured(ID_PARAM), Type.Array(Project), {
    audit: statusUpdated('project'),
  }),
  owned('POST', apiPaths.projects.caseStudyImage, CaseStudyImage, {
    form: { file: UPLOAD_FIELDS.caseStudyImage },
    audit: created('case study image'),
  }),
  owned('POST', apiPaths.projects.caseStudyRender, MarkdownRender, { body: CaseStudyRenderBody }),
  ...imageEntityCalls(
    apiPaths.certificates,
    'certificate',
    Certificate,
    CertificateFields,
    UPLOAD_FIELDS.certificate,
  ),
  open('POST', apiPaths.resume.list, Type.Array(Resume)),
  owned('POST', apiPaths.resume.add, Resume, { form: resumeForm, audit: created('resume') }),
  owned('PUT', apiPaths.resume.edit(ID_PARAM), Resume, {
    form: resumeForm,
    audit: edited('resume'),
  }),
  owned('DELETE', apiPaths.resume.delete(ID_PARAM), Deleted, { audit: deleted('resume') }),
  open('POST', apiPaths.quotes.list, Type.Array(Quote)),
  owned('POST', apiPaths.quotes.add, Quote, { body: QuoteBody, audit: created('quote') }),
  owned('PATCH', apiPaths.quotes.status(ID_PARAM), Quote, { audit: statusUpdated('quote') }),
  owned('DELETE', apiPaths.quotes.delete(ID_PARAM), Deleted, { audit: deleted('quote') }),
  owned('POST', apiPaths.notifications.list, Type.Array(Notification)),
  owned('PATCH', apiPaths.notifications.markRead, IdsResult, { body: IdsBody }),
  owned('DELETE', apiPaths.notifications.delete, IdsResult, { body: IdsBody }),
  open('GET', apiPaths.timeline.list, Type.Array(TimelineEntry)),
  owned('POST', apiPaths.timeline.add, TimelineEntry, {
    body: TimelineEntryBody,
    audit: created('timeline entry'),
  }),
  // Before the edit: its path would take 'order' for an id.
  owned('PUT', apiPaths.timeline.order, Type.Array(TimelineEntry), {
    body: EntityOrder,
    audit: edited('timeline order'),
  }),
  owned('PUT', apiPaths.timeline.edit(ID_PARAM), TimelineEntry, {
    body: TimelineEntryBody,
    audit: edited('timeline entry'),
  }),
  owned('DELETE', apiPaths.timeline.delete(ID_PARAM), Deleted, {
    audit: deleted('timeline entry'),
  }),
  // The posts' calls of fixed paths first: `/api/posts/:id` would take `/api/posts/export`.
  owned('GET', apiPaths.posts.list, Type.Array(Post)),
  owned('POST', apiPaths.posts.add, Post, { body: PostBody, audit: created('post') }),
  owned('POST', apiPaths.posts.image, CaseStudyImage, {
    form: { file: UPLOAD_FIELDS.postImage },
    audit: created('post image'),
  }),
  owned('POST', apiPaths.posts.render, PostRender, { body: PostRenderBody }),
  owned('POST', apiPaths.posts.pagePreview, PostPagePreview, { body: PostPagePreviewBody }),
  owned('POST', apiPaths.posts.importPreview, PostImportPlan, {
    form: { file: POST_IMPORT_FIELD },
  }),
  owned('POST', apiPaths.posts.import, PostImportResult, {
    form: { file: POST_IMPORT_FIELD },
    audit: created('post import'),
  }),
  owned('GET', apiPaths.posts.export, Type.Unknown({ description: 'application/zip' })),
  owned('GET', apiPaths.posts.get(ID_PARAM), Post),
  owned('PUT', apiPaths.posts.edit(ID_PARAM), Post, {
    body: PostUpdateBody,
    audit: edited('post'),
  }),
  owned('DELETE', apiPaths.posts.delete(ID_PARAM), Deleted, { audit: deleted('post') }),
  owned('GET', apiPaths.posts.versions(ID_PARAM), Type.Array(PostVersion)),
  owned('POST', apiPaths.posts.restore(ID_PARAM), Post, {
    body: PostRestoreBody,
    audit: edited('post'),
  }),
  owned('POST', apiPaths.posts.preview(ID_PARAM), PostPreviewLink, { body: PostPreviewBody }),
  open('GET', apiPaths.profile, Profile),
  owned('PUT', apiPaths.profile, Profile, { body: Profile, audit: edited('profile') }),
  owned('GET', apiPaths.forges.accounts, Type.Array(ForgeAccount)),
  owned('POST', apiPaths.forges.accounts, ForgeAccount, {
    body: ForgeAccountBody,
    audit: created('forge account'),
  }),
  owned('GET', apiPaths.forges.repositories(ID_PARAM), Type.Array(ForgeRepository)),
  owned('POST', apiPaths.forges.pull(ID_PARAM), Project, { audit: edited('project') }),
  owned('POST', apiPaths.forges.import(ID_PARAM), ForgeImportResult, {
    body: ForgeImportBody,
    audit: created('forge import'),
  }),
  owned('POST', apiPaths.resumeImport.preview, ResumeImportPlan, { body: ResumeImportDocument }),
  owned('POST', apiPaths.resumeImport.apply, ResumeImportPlan, {
    body: ResumeImportDocument,
    audit: edited('resume.json import'),
  }),
  open('GET', apiPaths.profileImages, SiteImages),
  ...(
    [
      [apiPaths.profilePhoto, 'portrait'],
      [apiPaths.profileIcon, 'site icon'],
    ] as const
  ).flatMap(([path, subject]): ApiCall[] => [
    owned('PUT', path, SiteImages, { form: { file: SITE_IMAGE_FIELD }, audit: edited(subject) }),
    owned('DELETE', path, SiteImages, { audit: deleted(subject) }),
  ]),
  owned('GET', apiPaths.icons, IconList),
  owned('GET', apiPaths.search.admin, AdminSearchAnswer),
  open('POST', apiPaths.nowPlaying, NowPlaying),
  open('GET', apiPaths.contact.challenge, ContactChallenge),
  open('POST', apiPaths.contact.send, ContactSent, { body: ContactMessageBody }),
  open('GET', apiPaths.contributions, Contributions),
  owned('GET', apiPaths.insights.summary, InsightsSummary),
  owned('GET', apiPaths.backups, BackupStatus),
  owned('GET', apiPaths.settings, SiteSettings),
  owned('PUT', apiPaths.settings, SiteSettings, {
    body: SiteSettingsBody,
    audit: edited('settings'),
  }),
  owned('GET', apiPaths.languages, SiteLanguages),
  owned('GET', apiPaths.languageFonts, LanguageFonts),
  owned('PUT', apiPaths.languages, SiteLanguages, {
    body: SiteLanguages,
    audit: edited('languages'),
  }),
  owned('GET', apiPaths.translations.texts, Translations),
  owned('PUT', apiPaths.translations.texts, TranslatedEntity, {
    body: TranslationBody,
    audit: edited('translation'),
  }),
  owned('GET', apiPaths.translations.languages, KeptTranslations),
  owned('DELETE', apiPaths.translations.languages, DeletedTranslations, {
    audit: deleted('texts of a language'),
  }),
  owned('GET', apiPaths.setup, SetupChecklist),
  owned('PUT', apiPaths.setup, SetupChecklist, { body: SetupChecklistBody }),
  owned('GET', apiPaths.resume.settings, ResumeSettings),
  owned('PUT', apiPaths.resume.settings, ResumeSettings, {
    body: ResumeSettings,
    audit: edited('resume'),
  }),
  owned('POST', apiPaths.resume.preview, Type.Unknown({ description: 'application/pdf' }), {
    body: ResumeSettings,
  }),
  owned('GET', apiPaths.projects.screenshots(ID_PARAM), ProjectScreenshots),
  owned('POST', apiPaths.projects.screenshots(ID_PARAM), ProjectScreenshots, {
    form: { file: UPLOAD_FIELDS.screenshots },
    audit: edited('project'),
  }),
  owned('PUT', apiPaths.projects.screenshots(ID_PARAM), ProjectScreenshots, {
    body: ScreenshotsArrangement,
    audit: edited('project'),
  }),
  owned('DELETE', apiPaths.projects.screenshot(ID_PARAM, ID_PARAM), ProjectScreenshots, {
    audit: edited('project'),
  }),
  open('GET', apiPaths.theme, SiteTheme),
  owned('PUT', apiPaths.theme, SiteTheme, { body: SiteTheme, audit: edited('theme') }),
  owned('POST', apiPaths.themePreview, ThemePreview, { body: ThemePreviewRequest }),
];

/** A text as a regular expression that matches it alone. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchers = API_CALLS.map((call) => ({
  call,
  pattern: new RegExp(`^${literal(call.path).replaceAll(literal(ID_PARAM), '([^/]+)')}$`),
}));

/**
 * The call a request makes, with the id in its path (and the second one, a project's screenshot);
 * undefined for a path the API lacks.
 */
export function findCall(
  method: string,
  url: string,
): { call: ApiCall; id?: string; secondId?: string } | undefined {
  const path = url.split('?')[0] ?? url;
  for (const { call, pattern } of matchers) {
    const match = call.method === method ? pattern.exec(path) : null;
    if (!match) continue;
    const [, id, secondId] = match;
    return {
      call,
      ...(id === undefined ? {} : { id }),
      ...(secondId === undefined ? {} : { secondId }),
    };
  }
  return undefined;
}

/** The key of a call: its method and registered path. */
export const callKey = (call: Pick<ApiCall, 'method' | 'path'>) => `${call.method} ${call.path}`;
