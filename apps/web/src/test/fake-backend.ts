import {
  type AdminSearchResult,
  apiPaths,
  type BackupStatus,
  type Certificate,
  type ChangePasswordBody,
  type ConfirmBody,
  type ContactMessageBody,
  changeMessages,
  checkSiteLanguages,
  contrastProblem,
  DEFAULT_LANGUAGES,
  DEFAULT_RESUME_SETTINGS,
  DEFAULT_SETTINGS,
  DEFAULT_THEME,
  type EntityOrder,
  type ErrorBody,
  ErrorCode,
  endsAfterStart,
  errorMessages,
  FAVICON_SIZES,
  FORGE_DEFAULT_URLS,
  type ForgeAccount,
  type ForgeAccountBody,
  type ForgeImportBody,
  type ForgeRepository,
  ID_PARAM,
  type IdsBody,
  type ImageEntitySubject,
  type InsightsSummary,
  type LanguageFonts,
  LIMITS,
  type LoginBody,
  type Notification,
  NotificationAction,
  NotificationStatus,
  type Passkey,
  type PasskeyRegisterBody,
  type Profile,
  type Project,
  type ProjectScreenshot,
  parseProjectTags,
  type Quote,
  type QuoteBody,
  type RequireSecondFactorBody,
  type Resume,
  type ResumeImportDocument,
  type ResumeImportPlan,
  type ResumeSettings,
  resolveTheme,
  type ScreenshotsArrangement,
  SETUP_STEPS,
  type SecondFactorLoginBody,
  type SecondFactorStatus,
  type SessionInfo,
  type SetupChecklist,
  type SetupChecklistBody,
  type SetupStepKey,
  SITE_IMAGE_FIELD,
  type SiteImages,
  type SiteLanguages,
  type SiteSettings,
  type SiteSettingsBody,
  type SiteTheme,
  storedTimelineFields,
  type ThemePreviewRequest,
  TIMELINE_END_MESSAGE,
  type TimelineEntry,
  type TimelineEntryBody,
  TOKEN_HEADER,
  type TotpConfirmBody,
  themeContrast,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { type ApiCall, callKey, findCall } from './api-calls';
import { type FakeReply, type FakeRequest, fakeApi, reply } from './fake-api';
import { fakeMarkdownRender } from './fake-markdown';
import { fakePostHandlers, type PostsState } from './fake-posts';
import { fakeTranslationHandlers, type TranslationsState } from './fake-translations';
import {
  adminUser,
  emptyInsights,
  MEDIA_BASE,
  makeCertificate,
  makeNotification,
  makeProject,
  makeQuote,
  makeResume,
  makeTimelineEntry,
  newId,
  OWNER_PASSWORD,
  OWNER_TOKEN,
  profile,
  searchableIcons,
} from './fixtures';

interface State extends PostsState, TranslationsState {
  projects: Project[];
  /** Each project's screenshots, by its id, in their order. */
  screenshots: Record<string, ProjectScreenshot[]>;
  forgeAccounts: ForgeAccount[];
  /** Each account's public repositories, as its forge would list them. */
  forgeRepositories: Record<string, ForgeRepository[]>;
  certificates: Certificate[];
  quotes: Quote[];
  resumes: Resume[];
  timeline: TimelineEntry[];
  notifications: Notification[];
  profile: Profile;
  /** The visitor figures the dashboard shows, whatever window it asks for. */
  insights: InsightsSummary;
  /** The scheduled backups' state the Dashboard shows. */
  backups: BackupStatus;
  settings: SiteSettings;
  languages: SiteLanguages;
  /**
   * What the server would find its fonts cannot draw, per language (the fake does not decide it):
   * answered for the languages the site has.
   */
  languageFonts: LanguageFonts['languages'];
  /** The setup steps the server would find done (the fake does not decide them). */
  setupDone: SetupStepKey[];
  theme: SiteTheme;
  resumeSettings: ResumeSettings;
  siteImages: SiteImages;
  /** The tokens of the live sessions, all the owner's. */
  sessions: string[];
  password: string;
  passkeys: Passkey[];
  secondFactor: SecondFactorStatus;
  /** The Account screen's sessions list. */
  sessionList: SessionInfo[];
  /**
   * The owner's session proved who holds it within the last 10 minutes (a login does), so it may
   * change how the account signs in; false as for a token older than that.
   */
  confirmed: boolean;
}

/** Until when the fake says a confirmed session may change how the account signs in. */
const CONFIRMED_UNTIL = '2026-11-20T10:10:00.000Z';

/** The code the fake's authenticator app shows, and the recovery codes it hands out. */
export const FAKE_TOTP_CODE = '123456';
export const FAKE_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

/** The recovery codes the fake renews them with. */
export const FAKE_RENEWED_CODES = Array.from({ length: 10 }, (_, i) => `mnpqr-stu${i}v`);

/** The form token the fake answers a contact message with, for the next message. */
export const FRESH_FORM_TOKEN = '1700000000001.bmV4dC1mb3JtLW5vbmNl.bmV4dA';

/** A request the fake answers: with the id in its path, and the token if it is a live session's. */
interface Incoming {
  request: FakeRequest;
  id: string | undefined;
  /** A path's second id: a project's screenshot. */
  secondId?: string | undefined;
  token: string | undefined;
}

const text = (form: FormData | undefined, name: string) => {
  const value = form?.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
/** An optional field of a form: as sent, else what is stored, else none (''). */
const optional = (form: FormData | undefined, name: string, stored: string | undefined) =>
  form?.has(name) ? text(form, name) : (stored ?? '');
/** Where the fake server keeps an uploaded file: under its own name, so a test can tell it. */
const uploadedUrl = (form: FormData | undefined, field: string) => {
  const value = form?.get(field);
  return value instanceof File ? `${MEDIA_BASE}/${value.name}` : undefined;
};

/** An ALTCHA challenge (unsigned) whose key starts with one hex digit: about 16 tries to solve. */
const EASY_CHALLENGE = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: '0123456789abcdef0123456789abcdef',
    salt: 'fedcba9876543210fedcba9876543210',
    cost: 1,
    keyLength: 32,
    keyPrefix: '0',
    expiresAt: 4_102_444_800,
  },
};

/** What the fake's import does: the owner's name replaced, the projects added. */
function resumeImportPlan(document: ResumeImportDocument): ResumeImportPlan {
  return {
    changes: [
      {
        section: 'Profile',
        action: 'replaced',
        items: document.basics.name ? ['Name'] : [],
        note: 'The other profile fields stay as they are.',
      },
      {
        section: 'Projects',
        action: 'added',
        items: (document.projects ?? []).map((project) => project.name ?? ''),
        note: 'Added hidden, marked needs an image.',
      },
    ],
  };
}

/** A project's case study as the form leaves it: sent, it replaces the stored one; left out, it stays. */
function caseStudyOf(
  form: FormData | undefined,
  current: Project | undefined,
): Pick<Project, 'caseStudy' | 'hasCaseStudy'> {
  const caseStudy = form?.has('case_study') ? text(form, 'case_study') : (current?.caseStudy ?? '');
  return { caseStudy, hasCaseStudy: caseStudy !== '' };
}

/**
 * An in-memory stand-in of the API of spec §7 for screen tests. It answers like the server: the
 * same guards, the same notifications for every change and every failed change, the same error
 * shapes and texts, all taken from the contract; and every request and answer is checked against
 * the contract's schemas (see fake-api.ts). `failNext` makes one call fail.
 */
export function fakeBackend(seed: Partial<State> = {}) {
  const state: State = {
    projects: [],
    screenshots: {},
    forgeAccounts: [],
    forgeRepositories: {},
    certificates: [],
    quotes: [],
    resumes: [],
    timeline: [],
    posts: [],
    postVersions: {},
    notifications: [],
    profile,
    insights: emptyInsights(7),
    backups: { scheduled: false, keep: 7, last: null, failedAt: null },
    settings: DEFAULT_SETTINGS,
    languages: { ...DEFAULT_LANGUAGES, languages: [...DEFAULT_LANGUAGES.languages] },
    languageFonts: [],
    translations: {},
    setupDone: [],
    theme: DEFAULT_THEME,
    resumeSettings: DEFAULT_RESUME_SETTINGS,
    siteImages: { portrait: null, icon: null },
    sessions: [OWNER_TOKEN],
    password: OWNER_PASSWORD,
    passkeys: [],
    secondFactor: { totp: false, recoveryCodesLeft: 0, required: false },
    sessionList: [],
    confirmed: true,
    ...seed,
  };
  const failures = new Map<string, FakeReply>();
  const setupChecklist = (): SetupChecklist => ({
    steps: SETUP_STEPS.map((step) => ({ key: step.key, done: state.setupDone.includes(step.key) })),
    dismissed: state.settings.setupDismissed,
  });
  // The state changes by new lists, never in place: a seed can serve several tests.
  const notify = (
    message: string,
    action: Notification['action'],
    status: Notification['status'],
  ) => {
    const written = makeNotification({ notification_msg: message, action, status });
    state.notifications = [written, ...state.notifications];
  };
  const changed = (message: string, action: Notification['action'], answer: unknown) => {
    notify(message, action, NotificationStatus.Success);
    return reply.ok(answer);
  };

  /** The six calls of projects and certificates. */
  function imageEntityHandlers<E extends Project | Certificate>(entity: {
    subject: ImageEntitySubject;
    paths: typeof apiPaths.projects | typeof apiPaths.certificates;
    /** The multipart field of the image. */
    file: string;
    list(): E[];
    set(items: E[]): void;
    /** The entity the form makes, new or over the current one; without an image, it keeps its own. */
    build(form: FormData | undefined, current: E | undefined, image: string | undefined): E;
  }) {
    const { subject, paths, file } = entity;
    const missing = () => reply.notFound(subject.toLowerCase());
    const find = (id: string | undefined) => entity.list().find((item) => item._id === id);
    const replace = (updated: E) =>
      entity.set(entity.list().map((item) => (item._id === updated._id ? updated : item)));
    return {
      [`POST ${paths.list}`]: ({ token }: Incoming) =>
        reply.ok(token ? entity.list() : entity.list().filter((item) => item.isActive)),
      [`POST ${paths.add}`]: ({ request }: Incoming) => {
        const image = uploadedUrl(request.form, file);
        if (!image) return reply.missingFile(file);
        const created = entity.build(request.form, undefined, image);
        entity.set([created, ...entity.list()]);
        return changed(
          changeMessages.created(subject, created.title),
          NotificationAction.Create,
          created,
        );
      },
      [`PUT ${paths.edit(ID_PARAM)}`]: ({ request, id }: Incoming) => {
        const current = find(id);
        if (!current) return missing();
        const updated = entity.build(request.form, current, uploadedUrl(request.form, file));
        replace(updated);
        return changed(
          changeMessages.edited(subject, updated.title),
          NotificationAction.Edit,
          updated,
        );
      },
      [`PATCH ${paths.status(ID_PARAM)}`]: ({ id }: Incoming) => {
        const current = find(id);
        if (!current) return missing();
        const updated = { ...current, isActive: !current.isActive };
        replace(updated);
        return changed(
          changeMessages.shownOrHidden(subject, updated.title, updated.isActive),
          NotificationAction.StatusUpdate,
          updated,
        );
      },
      [`DELETE ${paths.delete(ID_PARAM)}`]: ({ id }: Incoming) => {
        const current = find(id);
        if (!current) return missing();
        entity.set(entity.list().filter((item) => item._id !== current._id));
        return changed(changeMessages.deleted(subject, current.title), NotificationAction.Delete, {
          _id: current._id,
          deleted: true,
        });
      },
      [`PUT ${paths.order}`]: ({ request }: Incoming) => {
        const { ids } = request.json as EntityOrder;
        const items = entity.list();
        const ordered = ids.map(find).filter((item) => item !== undefined);
        if (ordered.length !== items.length || ids.length !== items.length) {
          return reply.error(
            409,
            errorMessages.orderOutdated(subject.toLowerCase()),
            ErrorCode.CONFLICT,
          );
        }
        entity.set(ordered);
        return changed(changeMessages.reordered(subject), NotificationAction.Edit, ordered);
      },
    };
  }

  const findEntry = (id: string | undefined) => state.timeline.find((e) => e._id === id);
  /** An entry as the server stores a body: trimmed, its defaults filled, its summary rendered. */
  const timelineEntry = (body: TimelineEntryBody, current?: TimelineEntry): TimelineEntry => {
    const fields = storedTimelineFields(body);
    const escaped = fields.summary
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;');
    return makeTimelineEntry({
      ...(current ? { _id: current._id, createdAt: current.createdAt } : {}),
      ...fields,
      summaryHtml: fields.summary === '' ? '' : `<p>${escaped}</p>\n`,
    });
  };
  /** The server's own checks beyond the schema: an end before the start is a 400. */
  const timelineProblem = (body: TimelineEntryBody) =>
    body.end && !endsAfterStart(body.start, body.end)
      ? reply.invalid([{ field: 'end', message: TIMELINE_END_MESSAGE }])
      : undefined;

  const findQuote = (id: string | undefined) => state.quotes.find((q) => q._id === id);
  const findResume = (id: string | undefined) => state.resumes.find((r) => r._id === id);
  const idsOf = (request: FakeRequest) => (request.json as IdsBody).ids;

  /** A change to how the account signs in: refused as the server does until the session is confirmed. */
  const sudo =
    (handler: (incoming: Incoming) => FakeReply) =>
    (incoming: Incoming): FakeReply =>
      state.confirmed
        ? handler(incoming)
        : reply.error(403, errorMessages.reauthRequired, ErrorCode.REAUTH_REQUIRED);

  // One handler per call of api-calls.ts, under its callKey (method and registered path).
  const handlers: Record<string, (incoming: Incoming) => FakeReply> = {
    [`POST ${apiPaths.auth.login}`]: ({ request }) => {
      const { user_id, password } = request.json as LoginBody;
      if (user_id !== adminUser.user_id || password !== state.password) {
        return reply.invalidCredentials();
      }
      if (state.secondFactor.totp) {
        return {
          status: 401,
          body: {
            error: 'Enter the code of your authenticator app, or a recovery code',
            code: ErrorCode.SECOND_FACTOR_REQUIRED,
            ticket: 'second-step-ticket',
          },
        };
      }
      const token = `token-${newId()}`;
      state.sessions = [...state.sessions, token];
      return reply.ok({ access_token: token });
    },
    [`GET ${apiPaths.auth.userdata}`]: () => reply.ok(adminUser),
    [`POST ${apiPaths.auth.logout}`]: ({ token }) => {
      state.sessions = state.sessions.filter((session) => session !== token);
      return reply.ok({ loggedOut: true });
    },
    [`POST ${apiPaths.auth.changePassword}`]: ({ request, token }) => {
      const body = request.json as ChangePasswordBody;
      if (body.current_password !== state.password) {
        return reply.error(400, 'The current password is wrong', ErrorCode.INVALID_CREDENTIALS, [
          { field: 'current_password', message: 'is wrong' },
        ]);
      }
      state.password = body.new_password;
      const others = state.sessions.filter((session) => session !== token).length;
      state.sessions = state.sessions.filter((session) => session === token);
      return reply.ok({ passwordChanged: true, otherSessionsEnded: others });
    },
    [`POST ${apiPaths.auth.logoutEverywhere}`]: () => {
      const ended = state.sessions.length;
      state.sessions = [];
      return reply.ok({ loggedOut: true, sessionsEnded: ended });
    },
    [`GET ${apiPaths.auth.passkeys}`]: () => reply.ok(state.passkeys),
    [`POST ${apiPaths.auth.passkeyOptions}`]: sudo(() =>
      reply.ok({ challenge: 'registration-challenge' }),
    ),
    [`POST ${apiPaths.auth.passkeyRegister}`]: sudo(({ request }) => {
      const { name } = request.json as PasskeyRegisterBody;
      const passkey: Passkey = {
        _id: newId(),
        name: name.trim(),
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
      };
      state.passkeys = [...state.passkeys, passkey];
      return changed(
        `Passkey "${passkey.name}" added for "${adminUser.user_id}"`,
        NotificationAction.Create,
        passkey,
      );
    }),
    [`DELETE ${apiPaths.auth.passkeyDelete(ID_PARAM)}`]: sudo(({ id }) => {
      const passkey = state.passkeys.find((item) => item._id === id);
      if (!passkey) return reply.notFound('passkey');
      state.passkeys = state.passkeys.filter((item) => item !== passkey);
      return changed(
        `Passkey "${passkey.name}" removed from "${adminUser.user_id}"`,
        NotificationAction.Delete,
        { removed: true },
      );
    }),
    [`POST ${apiPaths.auth.loginSecondFactor}`]: ({ request }) => {
      const { ticket, code } = request.json as SecondFactorLoginBody;
      if (ticket !== 'second-step-ticket' || code !== FAKE_TOTP_CODE) {
        return reply.error(401, 'The code is wrong', ErrorCode.INVALID_CREDENTIALS);
      }
      const token = `token-${newId()}`;
      state.sessions = [...state.sessions, token];
      return reply.ok({ access_token: token });
    },
    [`GET ${apiPaths.auth.secondFactor}`]: () => reply.ok(state.secondFactor),
    [`POST ${apiPaths.auth.totpSetup}`]: sudo(() =>
      reply.ok({
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/admin.localhost:owner?secret=JBSWY3DPEHPK3PXP',
        qrCode:
          'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      }),
    ),
    [`POST ${apiPaths.auth.totpConfirm}`]: sudo(({ request, token }) => {
      if ((request.json as TotpConfirmBody).code !== FAKE_TOTP_CODE) {
        return reply.error(
          400,
          'The code is wrong: enter the one your app shows now',
          ErrorCode.VALIDATION_ERROR,
          [{ field: 'code', message: 'is not the code of the secret' }],
        );
      }
      state.secondFactor = { ...state.secondFactor, totp: true, recoveryCodesLeft: 10 };
      const others = state.sessions.filter((session) => session !== token).length;
      state.sessions = state.sessions.filter((session) => session === token);
      return reply.ok({ recoveryCodes: FAKE_RECOVERY_CODES, otherSessionsEnded: others });
    }),
    [`DELETE ${apiPaths.auth.totp}`]: sudo(() => {
      if (state.secondFactor.required) {
        return reply.error(
          409,
          'A second factor is required: turn that setting off first',
          ErrorCode.CONFLICT,
        );
      }
      state.secondFactor = { totp: false, recoveryCodesLeft: 0, required: false };
      return reply.ok({ removed: true });
    }),
    [`POST ${apiPaths.auth.recoveryCodes}`]: sudo(() => {
      if (!state.secondFactor.totp) {
        return reply.error(409, 'Set up the authenticator app first', ErrorCode.CONFLICT);
      }
      state.secondFactor = { ...state.secondFactor, recoveryCodesLeft: 10 };
      return reply.ok({ recoveryCodes: FAKE_RENEWED_CODES });
    }),
    [`PUT ${apiPaths.auth.requireSecondFactor}`]: sudo(({ request }) => {
      const { required } = request.json as RequireSecondFactorBody;
      if (required && !state.secondFactor.totp) {
        return reply.error(409, 'Set up an authenticator app first', ErrorCode.CONFLICT);
      }
      state.secondFactor = { ...state.secondFactor, required };
      return reply.ok(state.secondFactor);
    }),
    [`GET ${apiPaths.auth.sessions}`]: () => reply.ok(state.sessionList),
    [`DELETE ${apiPaths.auth.sessionDelete(ID_PARAM)}`]: sudo(({ id }) => {
      if (!state.sessionList.some((session) => session._id === id)) {
        return reply.notFound('session');
      }
      state.sessionList = state.sessionList.filter((session) => session._id !== id);
      return reply.ok({ sessionsEnded: 1 });
    }),
    [`POST ${apiPaths.auth.endOtherSessions}`]: sudo(() => {
      const ended = state.sessionList.filter((session) => !session.current).length;
      state.sessionList = state.sessionList.filter((session) => session.current);
      return reply.ok({ sessionsEnded: ended });
    }),
    [`GET ${apiPaths.auth.confirm}`]: () =>
      reply.ok({
        password: true,
        passkey: state.passkeys.length > 0,
        code: state.secondFactor.totp,
        confirmedUntil: state.confirmed ? CONFIRMED_UNTIL : null,
      }),
    [`POST ${apiPaths.auth.confirmPasskeyOptions}`]: () =>
      state.passkeys.length > 0
        ? reply.ok({ challenge: 'confirm-challenge' })
        : reply.error(404, 'This account has no passkey', ErrorCode.NOT_FOUND),
    [`POST ${apiPaths.auth.confirm}`]: ({ request }) => {
      const body = request.json as ConfirmBody;
      const right =
        body.response !== undefined ||
        (body.password !== undefined && body.password === state.password) ||
        (body.code === FAKE_TOTP_CODE && state.secondFactor.totp);
      if (!right) {
        const field = body.password === undefined ? 'code' : 'password';
        return reply.error(
          400,
          field === 'password' ? 'The password is wrong' : 'The code is wrong',
          ErrorCode.INVALID_CREDENTIALS,
          [{ field, message: 'is wrong' }],
        );
      }
      state.confirmed = true;
      return reply.ok({ confirmedUntil: CONFIRMED_UNTIL });
    },
    [`POST ${apiPaths.auth.passkeyLoginOptions}`]: () => reply.ok({ challenge: 'login-challenge' }),
    [`POST ${apiPaths.auth.passkeyLogin}`]: () => {
      const token = `token-${newId()}`;
      state.sessions = [...state.sessions, token];
      return reply.ok({ access_token: token });
    },

    ...fakePostHandlers(state, changed),
    ...fakeTranslationHandlers(state, changed),
    ...imageEntityHandlers({
      subject: 'Project',
      paths: apiPaths.projects,
      file: UPLOAD_FIELDS.project,
      list: () => state.projects,
      set: (items) => {
        state.projects = items;
      },
      build: (form, current, image) =>
        makeProject({
          ...current,
          title: text(form, 'title'),
          description: text(form, 'description'),
          website_link: optional(form, 'website_link', current?.website_link),
          project_link: text(form, 'project_link'),
          project_link_label: optional(form, 'project_link_label', current?.project_link_label),
          website_link_label: optional(form, 'website_link_label', current?.website_link_label),
          image_focus: optional(form, 'image_focus', current?.image_focus),
          date: optional(form, 'date', current?.date),
          tags: form?.has('tags')
            ? (parseProjectTags(text(form, 'tags')).tags ?? [])
            : (current?.tags ?? []),
          ...caseStudyOf(form, current),
          ...(image ? { project_image: image, project_image_variants: [] } : {}),
        }),
    }),
    [`POST ${apiPaths.projects.caseStudyImage}`]: ({ request }) => {
      const url = uploadedUrl(request.form, UPLOAD_FIELDS.caseStudyImage);
      if (!url) return reply.missingFile(UPLOAD_FIELDS.caseStudyImage);
      return reply.ok({ url, variants: [] });
    },
    [`GET ${apiPaths.projects.screenshots(ID_PARAM)}`]: ({ id }) =>
      state.projects.some((p) => p._id === id)
        ? reply.ok(state.screenshots[id ?? ''] ?? [])
        : reply.notFound('project'),
    [`POST ${apiPaths.projects.screenshots(ID_PARAM)}`]: ({ request, id }) => {
      const project = state.projects.find((p) => p._id === id);
      if (!project) return reply.notFound('project');
      const files = request.form?.getAll(UPLOAD_FIELDS.screenshots) ?? [];
      if (files.length === 0) return reply.missingFile(UPLOAD_FIELDS.screenshots);
      const added = files.map((file) => {
        const url = `${MEDIA_BASE}/${file instanceof File ? file.name : 'file'}`;
        return { _id: newId(), alt: '', url, variants: [{ url, width: 640, height: 400 }] };
      });
      const shots = [...(state.screenshots[project._id] ?? []), ...added];
      state.screenshots = { ...state.screenshots, [project._id]: shots };
      return changed(
        changeMessages.screenshotsAdded(project.title, added.length),
        NotificationAction.Edit,
        shots,
      );
    },
    [`PUT ${apiPaths.projects.screenshots(ID_PARAM)}`]: ({ request, id }) => {
      const project = state.projects.find((p) => p._id === id);
      if (!project) return reply.notFound('project');
      const current = state.screenshots[project._id] ?? [];
      const { screenshots } = request.json as ScreenshotsArrangement;
      const shots = screenshots.flatMap(({ _id, alt }) => {
        const shot = current.find((s) => s._id === _id);
        return shot ? [{ ...shot, alt: alt.trim() }] : [];
      });
      if (shots.length !== current.length || screenshots.length !== current.length) {
        return reply.invalid([
          { field: 'screenshots', message: "must be the project's screenshots, each once" },
        ]);
      }
      state.screenshots = { ...state.screenshots, [project._id]: shots };
      return changed(
        changeMessages.screenshotsArranged(project.title),
        NotificationAction.Edit,
        shots,
      );
    },
    [`DELETE ${apiPaths.projects.screenshot(ID_PARAM, ID_PARAM)}`]: ({ id, secondId }) => {
      const project = state.projects.find((p) => p._id === id);
      const current = state.screenshots[id ?? ''] ?? [];
      if (!project || !current.some((s) => s._id === secondId)) return reply.notFound('screenshot');
      const shots = current.filter((s) => s._id !== secondId);
      state.screenshots = { ...state.screenshots, [project._id]: shots };
      return changed(
        changeMessages.screenshotDeleted(project.title),
        NotificationAction.Delete,
        shots,
      );
    },
    [`POST ${apiPaths.projects.caseStudyRender}`]: ({ request }) => {
      const { case_study } = request.json as { case_study: string };
      return reply.ok(fakeMarkdownRender(case_study, 'case_study'));
    },
    [`PATCH ${apiPaths.projects.featured(ID_PARAM)}`]: ({ id }) => {
      const current = state.projects.find((project) => project._id === id);
      if (!current) return reply.notFound('project');
      const featured = !current.featured;
      if (
        featured &&
        state.projects.filter((project) => project.featured).length >= LIMITS.featuredMax
      ) {
        return reply.error(
          409,
          errorMessages.tooManyFeatured(LIMITS.featuredMax),
          ErrorCode.CONFLICT,
        );
      }
      const projects = state.projects.map((project) =>
        project._id === id ? { ...project, featured } : project,
      );
      // Featured ones first, each group in its order, as the server lists them.
      state.projects = [
        ...projects.filter((project) => project.featured),
        ...projects.filter((project) => !project.featured),
      ];
      return changed(
        changeMessages.featuredOrNot(current.title, featured),
        NotificationAction.StatusUpdate,
        state.projects,
      );
    },
    ...imageEntityHandlers({
      subject: 'Certificate',
      paths: apiPaths.certificates,
      file: UPLOAD_FIELDS.certificate,
      list: () => state.certificates,
      set: (items) => {
        state.certificates = items;
      },
      build: (form, current, image) =>
        makeCertificate({
          ...current,
          title: text(form, 'title'),
          issued_by: text(form, 'issued_by'),
          date: optional(form, 'date', current?.date),
          credential_link: optional(form, 'credential_link', current?.credential_link),
          image_focus: optional(form, 'image_focus', current?.image_focus),
          ...(image ? { certificate_image: image, certificate_image_variants: [] } : {}),
        }),
    }),

    [`POST ${apiPaths.quotes.list}`]: ({ token }) =>
      reply.ok(token ? state.quotes : state.quotes.filter((q) => q.isActive)),
    [`POST ${apiPaths.quotes.add}`]: ({ request }) => {
      const body = request.json as QuoteBody;
      const author = body.author?.trim();
      const posted = makeQuote({
        quote: body.quote.trim(),
        ...(author ? { author } : {}),
        isActive: true,
      });
      state.quotes = [posted, ...state.quotes.map((q) => ({ ...q, isActive: false }))];
      return changed(changeMessages.quotePosted(posted.quote), NotificationAction.Create, posted);
    },
    [`PATCH ${apiPaths.quotes.status(ID_PARAM)}`]: ({ id }) => {
      const current = findQuote(id);
      if (!current) return reply.notFound('quote');
      const show = !current.isActive;
      state.quotes = state.quotes.map((q) =>
        q._id === current._id ? { ...q, isActive: show } : show ? { ...q, isActive: false } : q,
      );
      return changed(
        changeMessages.quoteShownOrHidden(current.quote, show),
        NotificationAction.StatusUpdate,
        { ...current, isActive: show },
      );
    },
    [`DELETE ${apiPaths.quotes.delete(ID_PARAM)}`]: ({ id }) => {
      const current = findQuote(id);
      if (!current) return reply.notFound('quote');
      state.quotes = state.quotes.filter((q) => q._id !== current._id);
      return changed(changeMessages.quoteDeleted(current.quote), NotificationAction.Delete, {
        _id: current._id,
        deleted: true,
      });
    },

    [`POST ${apiPaths.resume.list}`]: () => reply.ok(state.resumes),
    [`POST ${apiPaths.resume.add}`]: ({ request }) => {
      const file = uploadedUrl(request.form, UPLOAD_FIELDS.resume);
      if (!file) return reply.missingFile(UPLOAD_FIELDS.resume);
      const created = makeResume({ resume_file: file, pageCount: 1 });
      state.resumes = [created];
      return changed(changeMessages.resumeUploaded, NotificationAction.Create, created);
    },
    [`PUT ${apiPaths.resume.edit(ID_PARAM)}`]: ({ request, id }) => {
      const current = findResume(id);
      if (!current) return reply.notFound('resume');
      const file = uploadedUrl(request.form, UPLOAD_FIELDS.resume);
      if (!file) return reply.missingFile(UPLOAD_FIELDS.resume);
      const replaced = { ...current, resume_file: file };
      state.resumes = [replaced];
      return changed(changeMessages.resumeReplaced, NotificationAction.Edit, replaced);
    },
    [`DELETE ${apiPaths.resume.delete(ID_PARAM)}`]: ({ id }) => {
      const current = findResume(id);
      if (!current) return reply.notFound('resume');
      state.resumes = [];
      return changed(changeMessages.resumeDeleted, NotificationAction.Delete, {
        _id: current._id,
        deleted: true,
      });
    },

    [`POST ${apiPaths.notifications.list}`]: () => reply.ok(state.notifications),
    [`PATCH ${apiPaths.notifications.markRead}`]: ({ request }) => {
      const ids = idsOf(request);
      const count = state.notifications.filter((n) => ids.includes(n._id) && !n.isReaded).length;
      state.notifications = state.notifications.map((n) =>
        ids.includes(n._id) ? { ...n, isReaded: true } : n,
      );
      return reply.ok({ ids: [...new Set(ids)], count });
    },
    [`DELETE ${apiPaths.notifications.delete}`]: ({ request }) => {
      const ids = idsOf(request);
      const remaining = state.notifications.filter((n) => !ids.includes(n._id));
      const count = state.notifications.length - remaining.length;
      state.notifications = remaining;
      return reply.ok({ ids: [...new Set(ids)], count });
    },

    [`GET ${apiPaths.settings}`]: () => reply.ok(state.settings),
    [`PUT ${apiPaths.settings}`]: ({ request }) => {
      state.settings = { ...state.settings, ...(request.json as SiteSettingsBody) };
      return changed(changeMessages.settingsUpdated, NotificationAction.Edit, state.settings);
    },
    [`GET ${apiPaths.setup}`]: () => reply.ok(setupChecklist()),
    [`PUT ${apiPaths.setup}`]: ({ request }) => {
      const { dismissed } = request.json as SetupChecklistBody;
      state.settings = { ...state.settings, setupDismissed: dismissed };
      return reply.ok(setupChecklist());
    },
    [`GET ${apiPaths.resume.settings}`]: () => reply.ok(state.resumeSettings),
    [`PUT ${apiPaths.resume.settings}`]: ({ request }) => {
      state.resumeSettings = request.json as ResumeSettings;
      return changed(
        changeMessages.resumeSettingsUpdated,
        NotificationAction.Edit,
        state.resumeSettings,
      );
    },
    [`POST ${apiPaths.resume.preview}`]: ({ request }) => {
      const { design, pageSize } = request.json as ResumeSettings;
      return reply.ok(`%PDF-1.7 ${design} ${pageSize}`);
    },
    [`GET ${apiPaths.languages}`]: () => reply.ok(state.languages),
    [`PUT ${apiPaths.languages}`]: ({ request }) => {
      const checked = checkSiteLanguages(request.json as SiteLanguages);
      if ('problem' in checked) {
        return reply.error(400, checked.problem, ErrorCode.VALIDATION_ERROR);
      }
      state.languages = checked.languages;
      return changed(changeMessages.languagesUpdated, NotificationAction.Edit, state.languages);
    },
    [`GET ${apiPaths.languageFonts}`]: () =>
      reply.ok({
        languages: state.languageFonts.filter(({ language }) =>
          state.languages.languages.includes(language),
        ),
      }),
    [`GET ${apiPaths.theme}`]: () => reply.ok(state.theme),
    [`PUT ${apiPaths.theme}`]: ({ request }) => {
      const theme = request.json as SiteTheme;
      const failing = themeContrast(resolveTheme(theme)).filter((result) => !result.passes);
      if (failing[0]) {
        return reply.error(
          400,
          contrastProblem(failing[0]),
          ErrorCode.LOW_CONTRAST,
          failing.map((result) => ({ field: 'accent', message: contrastProblem(result) })),
        );
      }
      state.theme = theme;
      return changed(changeMessages.themeUpdated, NotificationAction.Edit, state.theme);
    },
    // The server draws the page; this stand-in says what it was asked to draw.
    [`POST ${apiPaths.themePreview}`]: ({ request }) => {
      const { theme, page, mode } = request.json as ThemePreviewRequest;
      return reply.ok({
        html: `<html lang="en" data-theme="${mode}"><body><p>${page} ${theme.preset} ${theme.accent[mode] ?? 'preset accent'}</p></body></html>`,
      });
    },
    [`GET ${apiPaths.backups}`]: () => reply.ok(state.backups),
    [`GET ${apiPaths.insights.summary}`]: ({ request }) => {
      const days = Number(new URL(request.url, 'http://x').searchParams.get('days'));
      return reply.ok({ ...state.insights, days });
    },
    [`GET ${apiPaths.timeline.list}`]: ({ token }) =>
      reply.ok(token ? state.timeline : state.timeline.filter((e) => e.visible)),
    [`POST ${apiPaths.timeline.add}`]: ({ request }) => {
      const body = request.json as TimelineEntryBody;
      const problem = timelineProblem(body);
      if (problem) return problem;
      const created = timelineEntry(body);
      state.timeline = [created, ...state.timeline];
      return changed(
        changeMessages.timelineCreated(created.role, created.organisation),
        NotificationAction.Create,
        created,
      );
    },
    [`PUT ${apiPaths.timeline.order}`]: ({ request }) => {
      const { ids } = request.json as EntityOrder;
      const ordered = ids.map(findEntry).filter((entry) => entry !== undefined);
      if (ordered.length !== state.timeline.length || ids.length !== state.timeline.length) {
        return reply.error(409, errorMessages.orderOutdated('timeline entry'), ErrorCode.CONFLICT);
      }
      state.timeline = ordered;
      return changed(changeMessages.timelineReordered, NotificationAction.Edit, ordered);
    },
    [`PUT ${apiPaths.timeline.edit(ID_PARAM)}`]: ({ request, id }) => {
      const current = findEntry(id);
      if (!current) return reply.notFound('timeline entry');
      const body = request.json as TimelineEntryBody;
      const problem = timelineProblem(body);
      if (problem) return problem;
      const updated = timelineEntry(body, current);
      state.timeline = state.timeline.map((e) => (e._id === updated._id ? updated : e));
      return changed(
        changeMessages.timelineEdited(updated.role, updated.organisation),
        NotificationAction.Edit,
        updated,
      );
    },
    [`DELETE ${apiPaths.timeline.delete(ID_PARAM)}`]: ({ id }) => {
      const current = findEntry(id);
      if (!current) return reply.notFound('timeline entry');
      state.timeline = state.timeline.filter((e) => e._id !== current._id);
      return changed(
        changeMessages.timelineDeleted(current.role, current.organisation),
        NotificationAction.Delete,
        { _id: current._id, deleted: true },
      );
    },

    [`GET ${apiPaths.profile}`]: () => reply.ok(state.profile),
    // The server's search folds words and ranks; the fake finds posts, projects and timeline
    // entries whose title holds the query, drafts and hidden ones too.
    [`GET ${apiPaths.search.admin}`]: ({ request }) => {
      const query = new URL(request.url, 'http://fake').searchParams.get('q') ?? '';
      const wanted = query.trim().toLowerCase();
      const found: AdminSearchResult[] = [
        ...state.posts.map((post) => ({
          kind: 'post' as const,
          id: post._id,
          title: post.title,
          date: post.updatedAt,
          url: `/blog/${post.slug}`,
          visibility: post.status === 'published' ? ('public' as const) : ('hidden' as const),
        })),
        ...state.projects.map((project) => ({
          kind: 'project' as const,
          id: project._id,
          title: project.title,
          date: project.date,
          url: `/projects/${project.slug}`,
          visibility: project.isActive ? ('public' as const) : ('hidden' as const),
        })),
        ...state.timeline.map((entry) => ({
          kind: 'timeline' as const,
          id: entry._id,
          title: `${entry.role} – ${entry.organisation}`,
          date: entry.start,
          url: '/about',
          visibility: entry.visible ? ('public' as const) : ('hidden' as const),
        })),
      ]
        .filter((result) => wanted !== '' && result.title.toLowerCase().includes(wanted))
        .map((result) => ({ ...result, snippet: [{ text: result.title, mark: true as const }] }));
      return reply.ok({ query, page: 1, pageCount: 1, total: found.length, results: found });
    },
    // The server searches simple-icons; the fake searches a few icons by title.
    [`GET ${apiPaths.icons}`]: ({ request }) => {
      const params = new URL(request.url, 'http://fake').searchParams;
      const q = params.get('q');
      if (q !== null) {
        const wanted = q.trim().toLowerCase();
        return reply.ok(
          wanted === ''
            ? []
            : searchableIcons.filter((icon) => icon.title.toLowerCase().includes(wanted)),
        );
      }
      const slugs = (params.get('slugs') ?? '').split(',');
      return reply.ok(searchableIcons.filter((icon) => slugs.includes(icon.slug)));
    },
    [`PUT ${apiPaths.profile}`]: ({ request }) => {
      state.profile = request.json as Profile;
      return changed(changeMessages.profileUpdated, NotificationAction.Edit, state.profile);
    },
    [`GET ${apiPaths.forges.accounts}`]: () => reply.ok(state.forgeAccounts),
    [`POST ${apiPaths.forges.accounts}`]: ({ request }) => {
      const body = request.json as ForgeAccountBody;
      const account: ForgeAccount = {
        _id: makeProject()._id,
        forge: body.forge,
        baseUrl: body.baseUrl ?? FORGE_DEFAULT_URLS[body.forge],
        username: body.username,
        hasToken: body.token !== undefined,
        createdAt: new Date().toISOString(),
      };
      state.forgeAccounts = [...state.forgeAccounts, account];
      return reply.ok(account);
    },
    [`GET ${apiPaths.forges.repositories(ID_PARAM)}`]: ({ id }) => {
      const account = state.forgeAccounts.find((a) => a._id === id);
      if (!account) return reply.error(404, 'No such forge account', ErrorCode.NOT_FOUND);
      return reply.ok(state.forgeRepositories[account.username] ?? []);
    },
    // The fake's repository says the project's name in capitals.
    [`POST ${apiPaths.forges.pull(ID_PARAM)}`]: ({ id }) => {
      const current = state.projects.find((p) => p._id === id);
      if (!current?.repository) return reply.notFound('project');
      const pulled = { ...current, title: current.title.toUpperCase() };
      state.projects = state.projects.map((p) => (p._id === id ? pulled : p));
      return changed(changeMessages.forgePulled(pulled.title), NotificationAction.Edit, pulled);
    },
    // The fake adds each chosen repository as a hidden project with its numbers.
    [`POST ${apiPaths.forges.import(ID_PARAM)}`]: ({ request, id }) => {
      const account = state.forgeAccounts.find((a) => a._id === id);
      if (!account) return reply.error(404, 'No such forge account', ErrorCode.NOT_FOUND);
      const { repositories } = request.json as ForgeImportBody;
      const repos = state.forgeRepositories[account.username] ?? [];
      const chosen = repos.filter((repo) => repositories.includes(repo.fullName));
      state.forgeRepositories = {
        ...state.forgeRepositories,
        [account.username]: repos.map((repo) =>
          repositories.includes(repo.fullName) ? { ...repo, imported: true } : repo,
        ),
      };
      state.projects = [
        ...chosen.map((repo) =>
          makeProject({
            title: repo.name,
            description: repo.description,
            project_link: repo.url,
            website_link: repo.homepage,
            project_image: '',
            project_image_variants: [],
            isActive: false,
            repository: {
              url: repo.url,
              stars: repo.stars,
              language: repo.language,
              pushedAt: repo.pushedAt,
              state: 'ok',
            },
          }),
        ),
        ...state.projects,
      ];
      return changed(
        changeMessages.forgeImported(chosen.length, `${account.forge} ${account.username}`),
        NotificationAction.Create,
        { imported: chosen.length },
      );
    },
    // The fake reads the name and the projects of a resume.json; the server reads it all.
    [`POST ${apiPaths.resumeImport.preview}`]: ({ request }) =>
      reply.ok(resumeImportPlan(request.json as ResumeImportDocument)),
    [`POST ${apiPaths.resumeImport.apply}`]: ({ request }) => {
      const document = request.json as ResumeImportDocument;
      const projects = document.projects ?? [];
      const missing = projects.findIndex((project) => !project.url);
      if (missing >= 0) {
        return reply.invalid([
          { field: `projects/${missing}/url`, message: 'is required: an absolute http(s) URL' },
        ]);
      }
      if (document.basics.name)
        state.profile = { ...state.profile, ownerName: document.basics.name };
      state.projects = [
        ...projects.map((project) =>
          makeProject({
            title: project.name ?? '',
            description: project.description ?? '',
            website_link: project.url ?? '',
            project_link: project.url ?? '',
            project_image: '',
            project_image_variants: [],
            isActive: false,
          }),
        ),
        ...state.projects,
      ];
      return changed(
        changeMessages.resumeImported(0, projects.length),
        NotificationAction.Edit,
        resumeImportPlan(document),
      );
    },

    // A challenge the browser solves in a few tries; the fake takes any solution.
    [`GET ${apiPaths.contact.challenge}`]: () =>
      state.settings.contactEnabled
        ? reply.ok(EASY_CHALLENGE)
        : reply.error(404, 'The contact form is off', ErrorCode.NOT_FOUND),
    [`POST ${apiPaths.contact.send}`]: ({ request }) => {
      if (!state.settings.contactEnabled) {
        return reply.error(404, 'The contact form is off', ErrorCode.NOT_FOUND);
      }
      const body = request.json as ContactMessageBody;
      notify(
        `Message from ${body.name} <${body.email}>: ${body.message}`,
        NotificationAction.Message,
        NotificationStatus.Success,
      );
      return reply.ok({ sent: true, formToken: FRESH_FORM_TOKEN });
    },
    [`GET ${apiPaths.profileImages}`]: () => reply.ok(state.siteImages),
    [`PUT ${apiPaths.profilePhoto}`]: ({ request }) => {
      const url = uploadedUrl(request.form, SITE_IMAGE_FIELD);
      if (!url) return reply.missingFile(SITE_IMAGE_FIELD);
      const portrait = { url, variants: [{ url, width: 640, height: 480 }] };
      state.siteImages = { ...state.siteImages, portrait };
      return changed(changeMessages.portraitUploaded, NotificationAction.Edit, state.siteImages);
    },
    [`DELETE ${apiPaths.profilePhoto}`]: () => {
      if (!state.siteImages.portrait) {
        return reply.error(404, errorMessages.noSiteImage('portrait'), ErrorCode.NOT_FOUND);
      }
      state.siteImages = { ...state.siteImages, portrait: null };
      return changed(changeMessages.portraitRemoved, NotificationAction.Delete, state.siteImages);
    },
    [`PUT ${apiPaths.profileIcon}`]: ({ request }) => {
      const url = uploadedUrl(request.form, SITE_IMAGE_FIELD);
      if (!url) return reply.missingFile(SITE_IMAGE_FIELD);
      const favicons = FAVICON_SIZES.map((size) => ({
        url: url.replace(/[^/]+$/, (name) => `${size}-${name}`),
        width: size,
        height: size,
      }));
      state.siteImages = { ...state.siteImages, icon: { favicons } };
      return changed(changeMessages.iconUploaded, NotificationAction.Edit, state.siteImages);
    },
    [`DELETE ${apiPaths.profileIcon}`]: () => {
      if (!state.siteImages.icon) {
        return reply.error(404, errorMessages.noSiteImage('site icon'), ErrorCode.NOT_FOUND);
      }
      state.siteImages = { ...state.siteImages, icon: null };
      return changed(changeMessages.iconRemoved, NotificationAction.Delete, state.siteImages);
    },
  };

  /** The server writes a failure notification when the Admin's change fails. */
  function noteFailure(call: ApiCall, answer: FakeReply, token: string | undefined) {
    // A 401 or 403 says the caller is not the logged-in Admin: nothing is written for them. A 403
    // REAUTH_REQUIRED is the Admin's, and written as the server does.
    const notTheAdmin =
      answer.status === 401 ||
      (answer.status === 403 && (answer.body as ErrorBody).code !== ErrorCode.REAUTH_REQUIRED);
    if (!call.audit || !token || answer.status < 400 || notTheAdmin) return;
    const { action, subject } = call.audit;
    notify(
      changeMessages.failed(action, subject, (answer.body as ErrorBody).error),
      action,
      NotificationStatus.Error,
    );
  }

  function answer(request: FakeRequest): FakeReply {
    const found = findCall(request.method, request.url);
    const handler = found && handlers[callKey(found.call)];
    if (!found || !handler) return reply.noRoute(request.method, request.url);
    const sent = request.headers[TOKEN_HEADER];
    const token = sent && state.sessions.includes(sent) ? sent : undefined;
    if (found.call.access === 'session' && !token) return reply.unauthorized();
    const key = `${request.method} ${request.url}`;
    const answered =
      failures.get(key) ?? handler({ request, id: found.id, secondId: found.secondId, token });
    failures.delete(key);
    noteFailure(found.call, answered, token);
    return answered;
  }

  const api = fakeApi(answer);
  return {
    state,
    ...api,
    /** The next call of this method to this path answers this error instead. */
    failNext(method: ApiCall['method'], url: string, failure: FakeReply) {
      failures.set(`${method} ${url}`, failure);
    },
  };
}
