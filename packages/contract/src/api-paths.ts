import { publicApiPaths } from './paths.js';

/**
 * The calls every kind of entity with an image has (projects, certificates), as spec §7 names
 * them: the server's routes of such a kind and its admin screen take them from `apiPaths`.
 */
export interface ImageEntityPaths {
  list: string;
  add: string;
  edit(id: string): string;
  status(id: string): string;
  delete(id: string): string;
  order: string;
}

/** Every API path of the contract (spec §7), in one place for the server's routes and the web client. */
export const apiPaths = {
  health: '/healthz',
  auth: {
    login: '/api/auth/login',
    userdata: '/api/auth/userdata',
    logout: '/api/auth/logout',
    changePassword: '/api/auth/changePassword',
    logoutEverywhere: '/api/auth/logoutEverywhere',
    /** The logged-in Admin's passkeys: list (GET); register: options, then the new credential. */
    passkeys: '/api/auth/passkeys',
    passkeyOptions: '/api/auth/passkeys/options',
    passkeyRegister: '/api/auth/passkeys/register',
    passkeyDelete: (id: string) => `/api/auth/passkeys/${id}`,
    /** Signing in with a passkey: options (a challenge), then the signed challenge. */
    passkeyLoginOptions: '/api/auth/passkeyLogin/options',
    passkeyLogin: '/api/auth/passkeyLogin',
    /** The second step of a password login, for an account with a second factor. */
    loginSecondFactor: '/api/auth/login/secondFactor',
    /** The Admin's second factor: where it stands (GET), set up a TOTP, confirm it, remove it. */
    secondFactor: '/api/auth/secondFactor',
    totpSetup: '/api/auth/secondFactor/totp/setup',
    totpConfirm: '/api/auth/secondFactor/totp/confirm',
    totp: '/api/auth/secondFactor/totp',
    recoveryCodes: '/api/auth/secondFactor/recoveryCodes',
    requireSecondFactor: '/api/auth/secondFactor/required',
    /** The Admin's sessions: list (GET), end one (DELETE), end every other one. */
    sessions: '/api/auth/sessions',
    sessionDelete: (id: string) => `/api/auth/sessions/${id}`,
    endOtherSessions: '/api/auth/sessions/endOthers',
    /**
     * Confirming the session before a change to how the account signs in ("sudo mode"): how it
     * can be confirmed (GET), the confirmation (POST), and a passkey's challenge for it.
     */
    confirm: '/api/auth/confirm',
    confirmPasskeyOptions: '/api/auth/confirm/passkeyOptions',
  },
  projects: {
    list: '/api/projects/getprojects',
    add: '/api/projects/addproject',
    edit: (id: string) => `/api/projects/editProject/${id}`,
    status: (id: string) => `/api/projects/status/${id}`,
    order: '/api/projects/order',
    featured: (id: string) => `/api/projects/featured/${id}`,
    caseStudyImage: '/api/projects/casestudyimage',
    /** A project's screenshots: list (GET), upload (POST, multipart), order and alt texts (PUT). */
    screenshots: (id: string) => `/api/projects/screenshots/${id}`,
    screenshot: (id: string, screenshotId: string) =>
      `/api/projects/screenshots/${id}/${screenshotId}`,
    /** A case study's Markdown drawn as its page shows it, unsaved: the editor's preview. */
    caseStudyRender: '/api/projects/casestudyrender',
    delete: (id: string) => `/api/projects/deleteProject/${id}`,
  },
  certificates: {
    list: '/api/certificates/fetchCertificate',
    add: '/api/certificates/addCertificate',
    edit: (id: string) => `/api/certificates/editCertificate/${id}`,
    status: (id: string) => `/api/certificates/status/${id}`,
    order: '/api/certificates/order',
    delete: (id: string) => `/api/certificates/deleteCertificate/${id}`,
  },
  resume: {
    list: '/api/resume/fetchResume',
    add: '/api/resume/addResume',
    edit: (id: string) => `/api/resume/editResume/${id}`,
    delete: (id: string) => `/api/resume/deleteResume/${id}`,
    /** The owner's choice of résumé (GET, PUT), and the generated one set from a choice, unsaved. */
    settings: '/api/resume/settings',
    preview: '/api/resume/preview',
  },
  quotes: {
    list: '/api/quotes/fetchQuotes',
    add: '/api/quotes/addQuotes',
    status: (id: string) => `/api/quotes/status/${id}`,
    delete: (id: string) => `/api/quotes/deleteQuote/${id}`,
  },
  notifications: {
    list: '/api/notifications/getNotify',
    markRead: '/api/notifications/status',
    delete: '/api/notifications/deleteNotify',
  },
  timeline: {
    list: '/api/timeline',
    add: '/api/timeline',
    order: '/api/timeline/order',
    edit: (id: string) => `/api/timeline/${id}`,
    delete: (id: string) => `/api/timeline/${id}`,
  },
  /**
   * The owner's posts (Admin only): list and add, read, replace (with the revision it was loaded
   * at), delete; the saved versions and restoring one; a draft's private preview link; an image
   * for a post (its cover or its body); its Markdown drawn as readers get it (the editor's
   * preview); Markdown files with front matter imported (a preview first) and exported as a zip.
   */
  /**
   * The site search: what the public finds (a JSON page of the search page's results, for a
   * script that shows them as the visitor types), and what the owner finds (Admin only: drafts
   * and hidden things too).
   */
  search: {
    public: '/api/search',
    admin: '/api/search/admin',
  },
  posts: {
    list: '/api/posts',
    add: '/api/posts',
    get: (id: string) => `/api/posts/${id}`,
    edit: (id: string) => `/api/posts/${id}`,
    delete: (id: string) => `/api/posts/${id}`,
    versions: (id: string) => `/api/posts/${id}/versions`,
    restore: (id: string) => `/api/posts/${id}/restore`,
    preview: (id: string) => `/api/posts/${id}/preview`,
    image: '/api/posts/image',
    render: '/api/posts/render',
    /** The editor's preview: the post's whole page drawn from unsaved fields. */
    pagePreview: '/api/posts/page-preview',
    importPreview: '/api/posts/import/preview',
    import: '/api/posts/import',
    export: '/api/posts/export',
  },
  profile: '/api/profile',
  /** The owner's forge accounts, their public repositories and the import of some as projects. Admin only. */
  forges: {
    accounts: '/api/forges/accounts',
    account: (id: string) => `/api/forges/accounts/${id}`,
    repositories: (id: string) => `/api/forges/accounts/${id}/repositories`,
    import: (id: string) => `/api/forges/accounts/${id}/import`,
    /** A linked project's title and description taken again from its repository. */
    pull: (projectId: string) => `/api/forges/projects/${projectId}/pull`,
  },
  contact: publicApiPaths.contact,
  /** A JSON Resume document: preview changes nothing, apply imports it. Admin only. */
  resumeImport: { preview: '/api/resume-import/preview', apply: '/api/resume-import' },
  /** The portrait and the site icon: read by anyone. */
  profileImages: '/api/profile/images',
  /** PUT uploads (multipart `image`), DELETE removes the portrait. */
  profilePhoto: '/api/profile/photo',
  /** PUT uploads (multipart `image`, square), DELETE removes the site icon. */
  profileIcon: '/api/profile/icon',
  icons: '/api/icons',
  nowPlaying: publicApiPaths.nowPlaying,
  contributions: publicApiPaths.contributions,
  openapi: '/api/docs/openapi.json',
  settings: '/api/settings',
  /** The site's languages: read and replaced by the Admin. */
  languages: '/api/settings/languages',
  /** The site's languages whose script a social image or the résumé PDF cannot draw (Admin). */
  languageFonts: '/api/settings/languages/fonts',
  /**
   * The owner's texts per language (Admin only): a language's beside the default's (GET), one
   * entity's written (PUT); the languages with texts kept, and those of a removed one deleted.
   */
  translations: { texts: '/api/translations', languages: '/api/translations/languages' },
  /** The first run's checklist: read, put away or shown again by the Admin. */
  setup: '/api/setup',
  /** The site's theme: read by anyone, replaced by the Admin; preview draws a draft (Admin only). */
  theme: '/api/theme',
  themePreview: '/api/theme/preview',
  insights: {
    beacon: publicApiPaths.insightsBeacon,
    summary: '/api/insights',
    csv: '/api/insights/export.csv',
  },
  /** The scheduled backups' last one (Admin only). */
  backups: '/api/backups',
  media: '/media',
} as const;

/** Route patterns of the calls that take an id, as the server registers them. */
