import {
  AdminSearchAnswer,
  apiPaths,
  CaseStudyImage,
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
  EntityOrder,
  IconList,
  ID_PARAM,
  IdsBody,
  IdsResult,
  InsightsSummary,
  LoginBody,
  LoginResponse,
  LogoutEverywhereResponse,
  LogoutResponse,
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
  Quote,
  QuoteBody,
  RecoveryCodesResponse,
  RequireSecondFactorBody,
  Resume,
  ResumeImportDocument,
  ResumeImportPlan,
  SecondFactorLoginBody,
  SecondFactorStatus,
  SessionList,
  SessionsEndedResponse,
  SetupChecklist,
  SetupChecklistBody,
  SITE_IMAGE_FIELD,
  SiteImages,
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

type ImageEntityPaths = typeof apiPaths.projects | typeof apiPaths.certificates;

function imageEntityCalls(
  paths: ImageEntityPaths,
  subject: string,
  entity: TSchema,
  fields: TObject,
  file: string,
): ApiCall[] {
  const audit = (action: NotificationAction) => ({ action, subject });
  return [
    { method: 'POST', path: paths.list, access: 'anyone', answer: Type.Array(entity) },
    {
      method: 'POST',
      path: paths.add,
      access: 'session',
      answer: entity,
      form: { fields, file },
      audit: audit(NotificationAction.Create),
    },
    {
      method: 'PUT',
      path: paths.edit(ID_PARAM),
      access: 'session',
      answer: entity,
      form: { fields, file },
      audit: audit(NotificationAction.Edit),
    },
    {
      method: 'PATCH',
      path: paths.status(ID_PARAM),
      access: 'session',
      answer: entity,
      audit: audit(NotificationAction.StatusUpdate),
    },
    {
      method: 'DELETE',
      path: paths.delete(ID_PARAM),
      access: 'session',
      answer: Deleted,
      audit: audit(NotificationAction.Delete),
    },
    {
      method: 'PUT',
      path: paths.order,
      access: 'session',
      answer: Type.Array(entity),
      body: EntityOrder,
      audit: { action: NotificationAction.Edit, subject: `${subject} order` },
    },
  ];
}

const resumeForm = { file: UPLOAD_FIELDS.resume };

const API_CALLS: readonly ApiCall[] = [
  {
    method: 'POST',
    path: apiPaths.auth.login,
    access: 'anyone',
    answer: LoginResponse,
    body: LoginBody,
  },
  { method: 'GET', path: apiPaths.auth.userdata, access: 'session', answer: UserData },
  { method: 'POST', path: apiPaths.auth.logout, access: 'session', answer: LogoutResponse },
  {
    method: 'POST',
    path: apiPaths.auth.changePassword,
    access: 'session',
    answer: ChangePasswordResponse,
    body: ChangePasswordBody,
  },
  {
    method: 'POST',
    path: apiPaths.auth.logoutEverywhere,
    access: 'session',
    answer: LogoutEverywhereResponse,
  },
  { method: 'GET', path: apiPaths.auth.passkeys, access: 'session', answer: PasskeyList },
  {
    method: 'POST',
    path: apiPaths.auth.passkeyOptions,
    access: 'session',
    answer: WebAuthnOptions,
  },
  {
    method: 'POST',
    path: apiPaths.auth.passkeyRegister,
    access: 'session',
    answer: Passkey,
    body: PasskeyRegisterBody,
    audit: { action: NotificationAction.Create, subject: 'passkey' },
  },
  {
    method: 'DELETE',
    path: apiPaths.auth.passkeyDelete(ID_PARAM),
    access: 'session',
    answer: PasskeyRemovedResponse,
    audit: { action: NotificationAction.Delete, subject: 'passkey' },
  },
  {
    method: 'POST',
    path: apiPaths.auth.loginSecondFactor,
    access: 'anyone',
    answer: LoginResponse,
    body: SecondFactorLoginBody,
  },
  {
    method: 'GET',
    path: apiPaths.auth.secondFactor,
    access: 'session',
    answer: SecondFactorStatus,
  },
  { method: 'POST', path: apiPaths.auth.totpSetup, access: 'session', answer: TotpSetupResponse },
  {
    method: 'POST',
    path: apiPaths.auth.totpConfirm,
    access: 'session',
    answer: TotpConfirmResponse,
    body: TotpConfirmBody,
    audit: { action: NotificationAction.Create, subject: 'second factor' },
  },
  {
    method: 'DELETE',
    path: apiPaths.auth.totp,
    access: 'session',
    answer: TotpRemovedResponse,
    audit: { action: NotificationAction.Delete, subject: 'second factor' },
  },
  {
    method: 'POST',
    path: apiPaths.auth.recoveryCodes,
    access: 'session',
    answer: RecoveryCodesResponse,
    audit: { action: NotificationAction.Edit, subject: 'recovery codes' },
  },
  {
    method: 'PUT',
    path: apiPaths.auth.requireSecondFactor,
    access: 'session',
    answer: SecondFactorStatus,
    body: RequireSecondFactorBody,
    audit: { action: NotificationAction.Edit, subject: 'second factor requirement' },
  },
  { method: 'GET', path: apiPaths.auth.sessions, access: 'session', answer: SessionList },
  {
    method: 'DELETE',
    path: apiPaths.auth.sessionDelete(ID_PARAM),
    access: 'session',
    answer: SessionsEndedResponse,
  },
  {
    method: 'POST',
    path: apiPaths.auth.endOtherSessions,
    access: 'session',
    answer: SessionsEndedResponse,
  },
  { method: 'GET', path: apiPaths.auth.confirm, access: 'session', answer: ConfirmMethods },
  {
    method: 'POST',
    path: apiPaths.auth.confirm,
    access: 'session',
    answer: ConfirmResponse,
    body: ConfirmBody,
  },
  {
    method: 'POST',
    path: apiPaths.auth.confirmPasskeyOptions,
    access: 'session',
    answer: WebAuthnOptions,
  },
  {
    method: 'POST',
    path: apiPaths.auth.passkeyLoginOptions,
    access: 'anyone',
    answer: WebAuthnOptions,
  },
  {
    method: 'POST',
    path: apiPaths.auth.passkeyLogin,
    access: 'anyone',
    answer: LoginResponse,
    body: PasskeyLoginBody,
  },
  ...imageEntityCalls(apiPaths.projects, 'project', Project, ProjectFields, UPLOAD_FIELDS.project),
  {
    method: 'PATCH',
    path: apiPaths.projects.featured(ID_PARAM),
    access: 'session',
    answer: Type.Array(Project),
    audit: { action: NotificationAction.StatusUpdate, subject: 'project' },
  },
  {
    method: 'POST',
    path: apiPaths.projects.caseStudyImage,
    access: 'session',
    answer: CaseStudyImage,
    form: { file: UPLOAD_FIELDS.caseStudyImage },
    audit: { action: NotificationAction.Create, subject: 'case study image' },
  },
  ...imageEntityCalls(
    apiPaths.certificates,
    'certificate',
    Certificate,
    CertificateFields,
    UPLOAD_FIELDS.certificate,
  ),
  { method: 'POST', path: apiPaths.resume.list, access: 'anyone', answer: Type.Array(Resume) },
  {
    method: 'POST',
    path: apiPaths.resume.add,
    access: 'session',
    answer: Resume,
    form: resumeForm,
    audit: { action: NotificationAction.Create, subject: 'resume' },
  },
  {
    method: 'PUT',
    path: apiPaths.resume.edit(ID_PARAM),
    access: 'session',
    answer: Resume,
    form: resumeForm,
    audit: { action: NotificationAction.Edit, subject: 'resume' },
  },
  {
    method: 'DELETE',
    path: apiPaths.resume.delete(ID_PARAM),
    access: 'session',
    answer: Deleted,
    audit: { action: NotificationAction.Delete, subject: 'resume' },
  },
  { method: 'POST', path: apiPaths.quotes.list, access: 'anyone', answer: Type.Array(Quote) },
  {
    method: 'POST',
    path: apiPaths.quotes.add,
    access: 'session',
    answer: Quote,
    body: QuoteBody,
    audit: { action: NotificationAction.Create, subject: 'quote' },
  },
  {
    method: 'PATCH',
    path: apiPaths.quotes.status(ID_PARAM),
    access: 'session',
    answer: Quote,
    audit: { action: NotificationAction.StatusUpdate, subject: 'quote' },
  },
  {
    method: 'DELETE',
    path: apiPaths.quotes.delete(ID_PARAM),
    access: 'session',
    answer: Deleted,
    audit: { action: NotificationAction.Delete, subject: 'quote' },
  },
  {
    method: 'POST',
    path: apiPaths.notifications.list,
    access: 'session',
    answer: Type.Array(Notification),
  },
  {
    method: 'PATCH',
    path: apiPaths.notifications.markRead,
    access: 'session',
    answer: IdsResult,
    body: IdsBody,
  },
  {
    method: 'DELETE',
    path: apiPaths.notifications.delete,
    access: 'session',
    answer: IdsResult,
    body: IdsBody,
  },
  {
    method: 'GET',
    path: apiPaths.timeline.list,
    access: 'anyone',
    answer: Type.Array(TimelineEntry),
  },
  {
    method: 'POST',
    path: apiPaths.timeline.add,
    access: 'session',
    answer: TimelineEntry,
    body: TimelineEntryBody,
    audit: { action: NotificationAction.Create, subject: 'timeline entry' },
  },
  // Before the edit: its path would take 'order' for an id.
  {
    method: 'PUT',
    path: apiPaths.timeline.order,
    access: 'session',
    answer: Type.Array(TimelineEntry),
    body: EntityOrder,
    audit: { action: NotificationAction.Edit, subject: 'timeline order' },
  },
  {
    method: 'PUT',
    path: apiPaths.timeline.edit(ID_PARAM),
    access: 'session',
    answer: TimelineEntry,
    body: TimelineEntryBody,
    audit: { action: NotificationAction.Edit, subject: 'timeline entry' },
  },
  {
    method: 'DELETE',
    path: apiPaths.timeline.delete(ID_PARAM),
    access: 'session',
    answer: Deleted,
    audit: { action: NotificationAction.Delete, subject: 'timeline entry' },
  },
  // The posts' calls of fixed paths first: `/api/posts/:id` would take `/api/posts/export`.
  { method: 'GET', path: apiPaths.posts.list, access: 'session', answer: Type.Array(Post) },
  {
    method: 'POST',
    path: apiPaths.posts.add,
    access: 'session',
    answer: Post,
    body: PostBody,
    audit: { action: NotificationAction.Create, subject: 'post' },
  },
  {
    method: 'POST',
    path: apiPaths.posts.image,
    access: 'session',
    answer: CaseStudyImage,
    form: { file: UPLOAD_FIELDS.postImage },
    audit: { action: NotificationAction.Create, subject: 'post image' },
  },
  {
    method: 'POST',
    path: apiPaths.posts.render,
    access: 'session',
    answer: PostRender,
    body: PostRenderBody,
  },
  {
    method: 'POST',
    path: apiPaths.posts.importPreview,
    access: 'session',
    answer: PostImportPlan,
    form: { file: POST_IMPORT_FIELD },
  },
  {
    method: 'POST',
    path: apiPaths.posts.import,
    access: 'session',
    answer: PostImportResult,
    form: { file: POST_IMPORT_FIELD },
    audit: { action: NotificationAction.Create, subject: 'post import' },
  },
  {
    method: 'GET',
    path: apiPaths.posts.export,
    access: 'session',
    answer: Type.Unknown({ description: 'application/zip' }),
  },
  { method: 'GET', path: apiPaths.posts.get(ID_PARAM), access: 'session', answer: Post },
  {
    method: 'PUT',
    path: apiPaths.posts.edit(ID_PARAM),
    access: 'session',
    answer: Post,
    body: PostUpdateBody,
    audit: { action: NotificationAction.Edit, subject: 'post' },
  },
  {
    method: 'DELETE',
    path: apiPaths.posts.delete(ID_PARAM),
    access: 'session',
    answer: Deleted,
    audit: { action: NotificationAction.Delete, subject: 'post' },
  },
  {
    method: 'GET',
    path: apiPaths.posts.versions(ID_PARAM),
    access: 'session',
    answer: Type.Array(PostVersion),
  },
  {
    method: 'POST',
    path: apiPaths.posts.restore(ID_PARAM),
    access: 'session',
    answer: Post,
    body: PostRestoreBody,
    audit: { action: NotificationAction.Edit, subject: 'post' },
  },
  {
    method: 'POST',
    path: apiPaths.posts.preview(ID_PARAM),
    access: 'session',
    answer: PostPreviewLink,
    body: PostPreviewBody,
  },
  { method: 'GET', path: apiPaths.profile, access: 'anyone', answer: Profile },
  {
    method: 'PUT',
    path: apiPaths.profile,
    access: 'session',
    answer: Profile,
    body: Profile,
    audit: { action: NotificationAction.Edit, subject: 'profile' },
  },
  {
    method: 'POST',
    path: apiPaths.resumeImport.preview,
    access: 'session',
    answer: ResumeImportPlan,
    body: ResumeImportDocument,
  },
  {
    method: 'POST',
    path: apiPaths.resumeImport.apply,
    access: 'session',
    answer: ResumeImportPlan,
    body: ResumeImportDocument,
    audit: { action: NotificationAction.Edit, subject: 'resume.json import' },
  },
  { method: 'GET', path: apiPaths.profileImages, access: 'anyone', answer: SiteImages },
  ...(
    [
      [apiPaths.profilePhoto, 'portrait'],
      [apiPaths.profileIcon, 'site icon'],
    ] as const
  ).flatMap(([path, subject]): ApiCall[] => [
    {
      method: 'PUT',
      path,
      access: 'session',
      answer: SiteImages,
      form: { file: SITE_IMAGE_FIELD },
      audit: { action: NotificationAction.Edit, subject },
    },
    {
      method: 'DELETE',
      path,
      access: 'session',
      answer: SiteImages,
      audit: { action: NotificationAction.Delete, subject },
    },
  ]),
  { method: 'GET', path: apiPaths.icons, access: 'session', answer: IconList },
  { method: 'GET', path: apiPaths.search.admin, access: 'session', answer: AdminSearchAnswer },
  { method: 'POST', path: apiPaths.nowPlaying, access: 'anyone', answer: NowPlaying },
  { method: 'GET', path: apiPaths.contact.challenge, access: 'anyone', answer: ContactChallenge },
  {
    method: 'POST',
    path: apiPaths.contact.send,
    access: 'anyone',
    answer: ContactSent,
    body: ContactMessageBody,
  },
  { method: 'GET', path: apiPaths.contributions, access: 'anyone', answer: Contributions },
  { method: 'GET', path: apiPaths.insights.summary, access: 'session', answer: InsightsSummary },
  { method: 'GET', path: apiPaths.settings, access: 'session', answer: SiteSettings },
  {
    method: 'PUT',
    path: apiPaths.settings,
    access: 'session',
    answer: SiteSettings,
    body: SiteSettingsBody,
    audit: { action: NotificationAction.Edit, subject: 'settings' },
  },
  { method: 'GET', path: apiPaths.setup, access: 'session', answer: SetupChecklist },
  {
    method: 'PUT',
    path: apiPaths.setup,
    access: 'session',
    answer: SetupChecklist,
    body: SetupChecklistBody,
  },
  { method: 'GET', path: apiPaths.theme, access: 'anyone', answer: SiteTheme },
  {
    method: 'PUT',
    path: apiPaths.theme,
    access: 'session',
    answer: SiteTheme,
    body: SiteTheme,
    audit: { action: NotificationAction.Edit, subject: 'theme' },
  },
  {
    method: 'POST',
    path: apiPaths.themePreview,
    access: 'session',
    answer: ThemePreview,
    body: ThemePreviewRequest,
  },
];

/** A text as a regular expression that matches it alone. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchers = API_CALLS.map((call) => ({
  call,
  pattern: new RegExp(`^${literal(call.path).replace(literal(ID_PARAM), '([^/]+)')}$`),
}));

/** The call a request makes, with the id in its path; undefined for a path the API lacks. */
export function findCall(method: string, url: string): { call: ApiCall; id?: string } | undefined {
  const path = url.split('?')[0] ?? url;
  for (const { call, pattern } of matchers) {
    const match = call.method === method ? pattern.exec(path) : null;
    if (match) return match[1] === undefined ? { call } : { call, id: match[1] };
  }
  return undefined;
}

/** The key of a call: its method and registered path. */
export const callKey = (call: Pick<ApiCall, 'method' | 'path'>) => `${call.method} ${call.path}`;
