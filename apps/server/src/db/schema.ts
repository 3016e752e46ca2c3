import type { Generated, Selectable } from 'kysely';

/** Column types of every table, as both engines hand them to the repositories. */
interface UsersTable {
  id: string;
  user_id: string;
  name: string;
  user_type: string;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
  /** Once on, a password alone never signs the user in. */
  require_second_factor: Generated<boolean>;
}

interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  /** The browser, address and sign-in method that opened it (null for sessions older than these). */
  user_agent: string | null;
  ip: string | null;
  method: string | null;
  /** When it last proved who holds it (a login or a confirmation); null: never, or before this was kept. */
  confirmed_at: Date | null;
}

interface PasskeysTable {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  /** A JSON array of the transports the browser named. */
  transports: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

interface AuthChallengesTable {
  /** SHA-256 of the challenge or ticket. */
  id: string;
  purpose: string;
  user_id: string | null;
  created_at: Date;
  expires_at: Date;
  /** Who asked for a passkey sign-in's challenge: an IPv4 address or an IPv6 /64; else null. */
  client: string | null;
}

interface TotpFactorsTable {
  user_id: string;
  secret: string;
  created_at: Date;
  confirmed_at: Date | null;
  /** The time step of the last code accepted: a code is never taken twice. */
  last_step: number | null;
}

interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: Date;
}

interface LoginDevicesTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Date;
  last_login_at: Date;
}

interface MediaTable {
  id: string;
  /** 'image', 'document' or 'icon' */
  kind: string;
  original_name: string | null;
  created_at: Date;
}

export interface MediaFilesTable {
  key: string;
  media_id: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

export interface ProjectsTable {
  id: string;
  title: string;
  description: string;
  website_link: string;
  project_link: string;
  /** null: none yet (imported from a resume.json); such a project stays hidden. */
  image_id: string | null;
  is_active: boolean;
  /** Put forward by the owner: listed first, and shown on Home. */
  featured: Generated<boolean>;
  /** '2024', '2024-05', or '' for none. */
  date: Generated<string>;
  /** Lower-case tags joined by commas, in the owner's order ('rust,web'), or '' for none. */
  tags: Generated<string>;
  /** Where its case study is: /projects/<slug>. Unique. */
  slug: Generated<string>;
  /** Its case study in Markdown, '' for none. */
  case_study: Generated<string>;
  /** The texts of its links; '' for the spec's 'Project Link' and 'WebSite Link'. */
  project_link_label: Generated<string>;
  website_link_label: Generated<string>;
  /** The point of its image a cropped card keeps in view ('30 70', percents); '' for the centre. */
  image_focus: Generated<string>;
  /** The owner's order, lowest first (ties: newest first). */
  position: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

/** A slug a project had before a rename: it answers 301 to the project's page. */
interface ProjectSlugHistoryTable {
  slug: string;
  project_id: string;
  created_at: Date;
}

/** An image uploaded for a case study, and the project whose case study names it (null until saved). */
interface CaseStudyMediaTable {
  media_id: string;
  project_id: string | null;
  created_at: Date;
}

interface ProjectScreenshotsTable {
  id: string;
  project_id: string;
  media_id: string;
  alt: string;
  position: number;
  created_at: Date;
}

export interface PostsTable {
  id: string;
  /** Where it is: /blog/<slug>. Unique. */
  slug: string;
  title: string;
  summary: string;
  /** Markdown, as the owner wrote it. */
  body: string;
  /** Lower-case tags joined by commas, as projects' ('rust,web'), or '' for none. */
  tags: string;
  cover_id: string | null;
  /** 'draft', 'scheduled' or 'published'. */
  status: string;
  /** When a scheduled post goes public; null unless scheduled. */
  publish_at: Date | null;
  /** The date readers see (a scheduled post's publish_at); null for a draft. */
  published_at: Date | null;
  /** '' for none. */
  canonical_url: string;
  /** A JSON array of URLs. */
  syndication: string;
  revision: number;
  reading_minutes: number;
  created_at: Date;
  updated_at: Date;
}

/** A saved version of a post: what it said. */
export interface PostVersionsTable {
  id: string;
  post_id: string;
  revision: number;
  title: string;
  slug: string;
  summary: string;
  body: string;
  tags: string;
  cover_id: string | null;
  canonical_url: string;
  syndication: string;
  saved_at: Date;
}

/** A slug a post had before: it answers 301 to the post's page. */
interface PostSlugHistoryTable {
  slug: string;
  post_id: string;
  created_at: Date;
}

/** An image uploaded for a post, and the post that took it (null until a saved post names it). */
interface PostMediaTable {
  media_id: string;
  post_id: string | null;
  created_at: Date;
}

/** A key that signs what the server hands out for one purpose (a draft's preview link). */
interface SigningKeysTable {
  purpose: string;
  secret: string;
  created_at: Date;
}

export interface CertificatesTable {
  id: string;
  title: string;
  issued_by: string;
  image_id: string;
  is_active: boolean;
  /** '2024', '2024-05', or '' for none. */
  date: Generated<string>;
  /** The issuer's page that verifies it, '' for none. */
  credential_link: Generated<string>;
  /** The point of its image a cropped card keeps in view ('30 70', percents); '' for the centre. */
  image_focus: Generated<string>;
  /** The owner's order, lowest first (ties: newest first). */
  position: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface TimelineEntriesTable {
  id: string;
  /** 'work' or 'education' */
  kind: string;
  role: string;
  organisation: string;
  /** '' for none. */
  place: string;
  /** '2021' or '2021-09'. */
  start: string;
  /** Like start; null while the entry goes on ('present'). */
  end: string | null;
  /** Markdown, as the owner wrote it. */
  summary: string;
  /** '' for none. */
  link: string;
  visible: boolean;
  /** The owner's order, lowest first (ties: newest first). */
  position: number;
  created_at: Date;
  updated_at: Date;
}

export interface ResumesTable {
  id: string;
  slot: number;
  file_id: string;
  /** Its PDF's pages, counted at upload; null for one uploaded before they were counted. */
  page_count: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface QuotesTable {
  id: string;
  quote: string;
  /** Who said it; '' for the owner. */
  author: string;
  is_active: boolean;
  posted_on: Date;
}

export interface NotificationsTable {
  id: string;
  message: string;
  action: string;
  status: string;
  is_read: boolean;
  created_at: Date;
  /** A visitor's message: the address to answer; null for other notifications. */
  reply_to: string | null;
}

export interface SiteImagesTable {
  /** 'portrait' or 'icon' */
  slot: string;
  media_id: string;
  updated_at: Date;
}

interface SiteProfileTable {
  id: number;
  data: string;
  updated_at: Date;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_start: Date;
  locked_until: Date | null;
}

interface ApiRateLimitTable {
  key: string;
  count: number;
  window_start: Date;
}

interface ContentVersionTable {
  id: number;
  value: number;
}

interface ContactSettingsTable {
  id: number;
  /** Signs the form's time and the proof-of-work challenges. */
  secret: string;
  updated_at: Date;
}

export interface ContactOutboxTable {
  id: string;
  name: string;
  email: string;
  message: string;
  /**
   * 'pending', 'sending' (claimed until claimed_until), 'sent', 'failed' (given up), or 'held'
   * (past the hourly cap of mails: kept, never sent).
   */
  status: string;
  attempts: number;
  next_attempt_at: Date;
  claimed_until: Date | null;
  sent_at: Date | null;
  last_error: string | null;
  created_at: Date;
}

interface ContactUsedChallengesTable {
  signature: string;
  expires_at: Date;
}

interface ContactUsedFormsTable {
  /** SHA-256 of a contact form's token that sent its message. */
  token_hash: string;
  expires_at: Date;
}

interface ContactThrottleTable {
  key: string;
  count: number;
  window_start: Date;
}

interface SiteSettingsTable {
  id: number;
  data: string;
  updated_at: Date;
}

export interface GeneratedResumesTable {
  digest: string;
  file_key: string;
  pages: number;
  created_at: Date;
}

interface ResumeSettingsTable {
  id: number;
  data: string;
  updated_at: Date;
}

interface SiteThemeTable {
  id: number;
  data: string;
  updated_at: Date;
}

interface SiteLanguagesTable {
  id: number;
  data: string;
  updated_at: Date;
}

/** The owner's text of one field of a piece of content in one of the site's other languages. */
interface TranslationsTable {
  /** A kind of TRANSLATABLE (contract): 'profile', 'skill', 'project', … */
  kind: string;
  /** The entity's id; a skill's: its text; the profile's: 'profile'. */
  entity_id: string;
  language: string;
  field: string;
  value: string;
  updated_at: Date;
}

interface InsightCountsTable {
  /** UTC day, YYYY-MM-DD */
  day: string;
  metric: string;
  key: string;
  count: number;
}

interface InsightVisitorsTable {
  day: string;
  hash: string;
}

interface InsightSaltsTable {
  day: string;
  salt: string;
}

/**
 * What the site's search finds, one row each (modules/search). The words the engine matches are
 * apart: SQLite's FTS5 table `search_words` (its rowid is `id`), PostgreSQL's `words` tsvector;
 * the repositories of modules/search write them, in SQL of their own.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** 'post', 'project', 'certificate', 'timeline' or 'skill'. */
  kind: string;
  /** The id of what it is (a skill's: its name, folded). */
  ref_id: string;
  title: string;
  /** Joined by commas. */
  tags: string;
  /** Plain text, for snippets. */
  body: string;
  /** The public page that shows it. */
  url: string;
  /** Text that sorts ('2024', '2024-05', an ISO time), '' for none. */
  date: string;
  /** When the public may find it; null: never (a draft, a hidden project). */
  public_from: Date | null;
}

/**
 * A thing's document in another language than the default (modules/search, decision 037): its
 * title and body from its texts there. The rest (address, date, tags, when the public may find it)
 * is its default document's, the row of `search_documents` of the same kind and ref_id. Its words
 * are matched as the default's: SQLite's FTS5 table `search_translation_words` (its rowid is
 * `id`), PostgreSQL's `words` tsvector.
 */
export interface SearchTranslationsTable {
  id: Generated<number>;
  kind: string;
  ref_id: string;
  /** A language of the site's other than the default (BCP 47). */
  language: string;
  title: string;
  /** Plain text, for snippets. */
  body: string;
}

/** The versions of the index's rules that built the search index. */
interface SearchIndexBuildsTable {
  version: number;
  built_at: Date;
}

/** An account of the owner on a code forge. */
export interface ForgeAccountsTable {
  id: string;
  /** 'github', 'gitlab' or 'forgejo'. */
  forge: string;
  /** The forge's web address, 'https://codeberg.org'. */
  base_url: string;
  username: string;
  /** The token sealed with FORGE_TOKEN_KEY (lib/secret-box.ts), '' for none. */
  token_sealed: string;
  /** The forge's rate limit said to wait until then; null when it did not. */
  paused_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A project linked to a repository, and the numbers it shows of it. */
export interface ProjectRepositoriesTable {
  project_id: string;
  account_id: string;
  forge_id: string;
  full_name: string;
  url: string;
  stars: number;
  language: string;
  /** ISO 8601, or ''. */
  pushed_at: string;
  /** 'ok', or 'gone' when the forge has it no more. */
  state: string;
  etag: string;
  last_modified: string;
  checked_at: Date;
  created_at: Date;
}

interface BackupScheduleTable {
  name: string;
  held_until: Date;
  due_at: Date;
  last_at: Date | null;
  /** A bigint: PostgreSQL answers it as text. */
  last_bytes: number | string | null;
  last_location: string | null;
  failed_at: Date | null;
  failures_told: Generated<string>;
}

interface ForgeRefreshLeaseTable {
  name: string;
  held_until: Date;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  projects: ProjectsTable;
  forge_accounts: ForgeAccountsTable;
  project_repositories: ProjectRepositoriesTable;
  forge_refresh_lease: ForgeRefreshLeaseTable;
  backup_schedule: BackupScheduleTable;
  project_slug_history: ProjectSlugHistoryTable;
  case_study_media: CaseStudyMediaTable;
  project_screenshots: ProjectScreenshotsTable;
  posts: PostsTable;
  post_versions: PostVersionsTable;
  post_slug_history: PostSlugHistoryTable;
  post_media: PostMediaTable;
  signing_keys: SigningKeysTable;
  certificates: CertificatesTable;
  resumes: ResumesTable;
  quotes: QuotesTable;
  timeline_entries: TimelineEntriesTable;
  notifications: NotificationsTable;
  site_profile: SiteProfileTable;
  site_images: SiteImagesTable;
  login_throttle: LoginThrottleTable;
  login_devices: LoginDevicesTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  api_rate_limit: ApiRateLimitTable;
  content_version: ContentVersionTable;
  contact_settings: ContactSettingsTable;
  contact_outbox: ContactOutboxTable;
  contact_used_challenges: ContactUsedChallengesTable;
  contact_used_forms: ContactUsedFormsTable;
  contact_throttle: ContactThrottleTable;
  site_settings: SiteSettingsTable;
  site_theme: SiteThemeTable;
  site_languages: SiteLanguagesTable;
  translations: TranslationsTable;
  resume_settings: ResumeSettingsTable;
  generated_resumes: GeneratedResumesTable;
  insight_counts: InsightCountsTable;
  insight_visitors: InsightVisitorsTable;
  insight_salts: InsightSaltsTable;
  search_documents: SearchDocumentsTable;
  search_translations: SearchTranslationsTable;
  search_index_builds: SearchIndexBuildsTable;
}

export type UserRow = Selectable<UsersTable>;
