import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorCode,
  errorMessages,
  PARAM_PAGES,
  type PageLanguage,
  POST_PREVIEW_ROUTE,
  type PostPagePreviewBody,
  PUBLIC_PAGES,
  TOKEN_HEADER,
} from '@portfolio/contract';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { pino } from 'pino';
import type { AppDeps, ServiceDeps } from './deps.js';
import { AppError } from './errors.js';
import { registerApiNoStore } from './http/api-no-store.js';
import { registerErrorHandling } from './http/error-handler.js';
import { frameworkErrorHandler } from './http/framework-errors.js';
import { registerHostCheck } from './http/host-check.js';
import './http/fastify-types.js';
import { answerClientError } from './http/client-error.js';
import { registerDraining } from './http/draining.js';
import { serverWithFirstLook } from './http/first-look-server.js';
import { registerJsonBody } from './http/json-body.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSendSteps } from './http/send-steps.js';
import { registerSerialization } from './http/serialization.js';
import { registerConnectionCap, registerSlowBodyCut, serverTimeouts } from './http/slow-clients.js';
import { trustFunction } from './http/trust-proxy.js';
import { registerValidation } from './http/validation.js';
import { NO_BODY_LIMIT } from './lib/body-limits.js';
import { named, registerRoutes } from './lib/route-plugins.js';
import { logsEveryRequest } from './logger.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passkeyRoutes } from './modules/auth/passkeys.routes.js';
import { reauthRoutes } from './modules/auth/reauth.routes.js';
import { secondFactorRoutes } from './modules/auth/second-factor.routes.js';
import { createBackupSchedule } from './modules/backups/backup-schedule.js';
import { backupsRoutes } from './modules/backups/backups.routes.js';
import { certificatesRoutes } from './modules/certificates/certificates.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { createContactMailer } from './modules/contact/contact-mailer.js';
import { contributionsRoutes } from './modules/contributions/contributions.routes.js';
import { createForgeImages } from './modules/forges/forge-image.js';
import { createForgeRefresh } from './modules/forges/forge-refresh.js';
import { forgesRoutes } from './modules/forges/forges.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { iconsRoutes } from './modules/icons/icons.routes.js';
import { insightsRoutes, visitHeaders } from './modules/insights/insights.routes.js';
import { createInsightsCounter } from './modules/insights/insights-counter.js';
import { jsonResumeRoutes } from './modules/json-resume/json-resume.routes.js';
import { languagesRoutes } from './modules/languages/languages.routes.js';
import { readLanguages } from './modules/languages/languages.service.js';
import { mathRoutes } from './modules/math/math.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { nowPlayingRoutes } from './modules/now-playing/now-playing.routes.js';
import { registerOpenApi } from './modules/openapi/openapi.js';
import { nextPublication } from './modules/posts/blog.service.js';
import { postsRoutes } from './modules/posts/posts.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { siteImagesRoutes } from './modules/profile/site-images.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import { resumeRoutes } from './modules/resume/resume.routes.js';
import { resumeImportRoutes } from './modules/resume-import/resume-import.routes.js';
import { resumePdfRoutes } from './modules/resume-pdf/resume-pdf.routes.js';
import { createResumeRefresh } from './modules/resume-pdf/resume-refresh.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { readSettings } from './modules/settings/settings.service.js';
import { setupRoutes } from './modules/setup/setup.routes.js';
import { fontRoutes } from './modules/theme/fonts.routes.js';
import { themeRoutes } from './modules/theme/theme.routes.js';
import { timelineRoutes } from './modules/timeline/timeline.routes.js';
import { translationsRoutes } from './modules/translations/translations.routes.js';
import { createContentVersion } from './public-answers/content-version.js';
import { registerPublicCache } from './public-answers/public-answers.js';
import { withScheduledChanges } from './public-answers/scheduled-changes.js';
import { contactFormRoutes } from './render/contact-form.routes.js';
import {
  type HtmlContext,
  keptSearchPages,
  languagePageRoute,
  paramPageRoute,
  postPreviewRoute,
  publicPageRoute,
  serveHtml,
} from './render/html.routes.js';
import { ogImageRoutes } from './render/og-image.routes.js';
import {
  loadDraftPostPage,
  loadPageData,
  loadPreviewPage,
  loadPublicPage,
  type PageFilter,
} from './render/page-data.js';
import { keptLanguages } from './render/page-language.js';
import { postPagePreviewRoutes } from './render/post-page-preview.routes.js';
import { resumePdfRoutes as resumePdfFileRoutes } from './render/resume-pdf.routes.js';
import { seoRoutes } from './render/seo.routes.js';
import { themePreviewRoutes } from './render/theme-preview.routes.js';
import { webManifestRoutes } from './render/web-manifest.routes.js';
import type { WebFactory } from './render/web-renderer.js';
import { contentSecurityPolicy } from './security/csp.js';
import { createPageRateLimit } from './security/page-rate-limit.js';
import { registerRateLimit } from './security/rate-limit.js';

export interface BuildOptions {
  /** The process's logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Serves the web app's pages; without it the app is the API alone. */
  web?: WebFactory;
}

/** Builds the whole application. It never listens: server.ts does, tests use inject(). */
export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger ?? pino({ enabled: false }),
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(deps.config) }),
    // Kept public lists are answered before routing when they can be (early-answers.ts).
    serverFactory: serverWithFirstLook((request, response, routed) =>
      app.publicAnswers.early.answer(request, response, routed),
    ),
    trustProxy: trustFunction(deps.config.trustProxy),
    // A route that takes a body names its limit; the others, and the not-found answers, read none.
    bodyLimit: NO_BODY_LIMIT,
    // Our draining hook answers while the app closes (http/draining.ts), in our shape and headers.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    frameworkErrors: frameworkErrorHandler(deps.config.trustProxy),
    forceCloseConnections: 'idle',
    ...serverTimeouts(deps.config.requestTimeouts),
    routerOptions: {
      caseSensitive: true,
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const services: ServiceDeps = {
    ...deps,
    // Moved on by the clock too: a scheduled post goes public on its time (decision 024).
    contentVersion: withScheduledChanges(createContentVersion(deps.db, deps.engine), {
      next: (after) => nextPublication(deps, after),
      now: deps.now,
    }),
    insights: await createInsightsCounter({
      db: deps.db,
      engine: deps.engine,
      keysPerDay: deps.config.insightsKeysPerDay,
      now: deps.now,
      ownHosts: new Set(
        [deps.config.publicOrigin, deps.config.adminOrigin].map(
          (origin) => new URL(origin).hostname,
        ),
      ),
      readSettings: () => readSettings(deps),
      onWriteError: (err) => app.log.error({ err }, 'could not write the visitor counts'),
    }),
    forgeImages: createForgeImages(deps),
  };
  app.decorate('deps', services);
  app.decorateRequest('session', null);
  registerSendSteps(app);
  registerDraining(app);
  registerSlowBodyCut(app, deps.config.requestTimeouts);
  registerConnectionCap(app, deps.config.maxConnectionsPerAddress, deps.config.trustProxy);
  registerHostCheck(app);
  registerSecurityHeaders(app);
  registerValidation(app);
  registerSerialization(app);
  registerErrorHandling(app);
  registerJsonBody(app);
  registerApiNoStore(app);

  await registerRateLimit(app);
  registerPublicCache(app);
  // Limits are set per upload by readUpload; this only teaches Fastify multipart/form-data.
  await app.register(multipart);
  await registerOpenApi(app);

  // Pages and not-found answers have a limit of their own, counted in this process (the API's is
  // @fastify/rate-limit, registered above): their routes and the not-found handler take from it.
  const pageRateLimit = createPageRateLimit(deps.config.pageRateLimit, deps.now);

  // The public pages' renderer, once the web app is set up (none: the app is the API alone).
  let html: HtmlContext | undefined;

  // The API and media answer other origins (CORS_ORIGINS: the admin host reads the public host's
  // media, a web app hosted apart calls the API); pages never need to, so they skip the hook.
  // A listed origin is echoed; any other gets no CORS header at all, on preflights too (its OPTIONS
  // is a 404), and an OPTIONS without the preflight headers is no error.
  const corsOrigins = new Set(deps.config.corsOrigins);
  await app.register(
    named('api', async (api) => {
      await api.register(cors, {
        origin: (origin, callback) =>
          callback(null, origin !== undefined && corsOrigins.has(origin) ? origin : false),
        strictPreflight: false,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['content-type', TOKEN_HEADER, 'authorization'],
        maxAge: 600,
      });
      await registerRoutes(api, [
        healthRoutes,
        authRoutes,
        passkeyRoutes,
        secondFactorRoutes,
        reauthRoutes,
        projectsRoutes,
        certificatesRoutes,
        resumeRoutes,
        resumePdfRoutes,
        quotesRoutes,
        notificationsRoutes,
        profileRoutes,
        timelineRoutes,
        postsRoutes,
        searchRoutes,
        resumeImportRoutes,
        forgesRoutes,
        backupsRoutes,
        siteImagesRoutes,
        iconsRoutes,
        nowPlayingRoutes,
        contributionsRoutes,
        mediaRoutes,
        contactRoutes,
        insightsRoutes,
        settingsRoutes,
        languagesRoutes,
        translationsRoutes,
        setupRoutes,
        themeRoutes,
      ]);
      // The Theme screen's live preview and the post editor's draw public pages: they reach the web
      // app, set up below.
      await registerRoutes(api, [
        themePreviewRoutes(() => html),
        postPagePreviewRoutes(() => html),
      ]);
    }),
  );
  await registerRoutes(app, [
    seoRoutes(() => html?.web),
    ogImageRoutes,
    webManifestRoutes,
    fontRoutes,
    mathRoutes,
    jsonResumeRoutes,
    resumePdfFileRoutes,
  ]);

  // The counts gathered since the last write are written before the database closes.
  app.addHook('onClose', () => services.insights.stop());

  // The linked repositories' numbers are refreshed in the background, one instance at a time.
  const forgeRefresh = createForgeRefresh(services, app.log);
  forgeRefresh.start();
  app.addHook('onClose', () => forgeRefresh.stop());
  // An import's images are made after it answered; closing finishes the one being made.
  app.addHook('onClose', () => services.forgeImages.stop());

  // The generated résumé is set again in the background after a change, not while a visitor waits.
  const resumeRefresh = createResumeRefresh(services, app.log);
  resumeRefresh.start();
  app.addHook('onClose', () => resumeRefresh.stop());

  // With BACKUP_SCHEDULE, backups are written, read back and pruned in the background, one
  // instance at a time.
  const backupSchedule = createBackupSchedule(services, app.log);
  backupSchedule.start();
  app.addHook('onClose', () => backupSchedule.stop());

  // Contact messages are mailed to the owner when SMTP is set up; closing waits for a mail in flight.
  const { mail } = deps.config.contact;
  if (mail) {
    const mailer = createContactMailer(services, mail, app.log);
    mailer.start();
    app.addHook('onClose', () => mailer.stop());
  }

  const web = options.web ? await options.web(app) : undefined;
  if (web) app.addHook('onClose', () => web.close());
  html = web && {
    web,
    publicOrigin: deps.config.publicOrigin,
    headers: {
      'cache-control': 'no-cache',
      'x-frame-options': 'DENY',
      ...(web.scriptHashes
        ? { 'content-security-policy': contentSecurityPolicy(deps.config, web.scriptHashes) }
        : {}),
    },
    keptAnswer: app.publicAnswers.keptAnswer,
    keptSearch: keptSearchPages(app.publicAnswers.version, deps.config.env !== 'development'),
    pageData: () => loadPageData(services),
    loadPage: (pathname: string, filter: PageFilter, pageLanguage?: PageLanguage) =>
      loadPublicPage(services, pathname, filter, pageLanguage),
    languages: keptLanguages(app.publicAnswers.version, () => readLanguages(services)),
    loadPreview: (token: string) => loadPreviewPage(services, token),
    loadDraftPost: (draft: PostPagePreviewBody) => loadDraftPostPage(services, draft),
    countView: (request: FastifyRequest, pathname: string) =>
      services.insights.countPageView({
        path: pathname,
        search: request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
        address: request.ip,
        headers: visitHeaders(request),
      }),
    countSearch: (request: FastifyRequest, found: boolean) =>
      services.insights.countSearch(found, visitHeaders(request)),
    limitPages: (request: FastifyRequest) => pageRateLimit.take(request.ip),
  };

  if (html) {
    // The public pages are routes of their own (the 404 handler renders everything else); a page
    // with a parameter is one route for every value.
    for (const { path } of PUBLIC_PAGES) {
      app.get(path, { schema: { hide: true } }, publicPageRoute(html, path));
    }
    for (const page of PARAM_PAGES) {
      app.get(page.path, { schema: { hide: true } }, paramPageRoute(html, page));
    }
    // The same pages at another language's prefix.
    for (const { path } of [...PUBLIC_PAGES, ...PARAM_PAGES]) {
      app.get(`/:language${path}`, { schema: { hide: true } }, languagePageRoute(html, path));
    }
    app.get(POST_PREVIEW_ROUTE, { schema: { hide: true } }, postPreviewRoute(html));
    // The contact page's form, posted by a browser without script.
    await registerRoutes(app, [contactFormRoutes(html)]);
  }

  // Unknown paths are endless and a 404 page is rendered each time: counted like pages.
  app.setNotFoundHandler(async (request, reply) => {
    pageRateLimit.take(request.ip);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (html && isPageRequest) return serveHtml(html, request, reply);
    throw new AppError(
      404,
      ErrorCode.NOT_FOUND,
      errorMessages.noRoute(request.method, request.url.split('?')[0]?.slice(0, 200) ?? ''),
    );
  });

  return app;
}
