import { type Static, Type } from '@sinclair/typebox';

/**
 * A backup is one gzip-compressed tar archive:
 *   manifest.json          what is inside (this schema), written first
 *   database/<table>.jsonl one row per line, values engine-neutral (ISO-8601 times, true/false)
 *   media/<key>            every stored media file, byte for byte
 */
export const ARCHIVE_FORMAT = 'portfolio-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_DIR = 'database';
export const MEDIA_DIR = 'media';

/**
 * Every table a backup holds, in an order that satisfies foreign keys (parents first). A new table
 * must be added here: a test compares this list with the migrated schema.
 */
export const BACKUP_TABLES = [
  'users',
  'sessions',
  'login_throttle',
  'login_devices',
  'passkeys',
  'totp_factors',
  'recovery_codes',
  'media',
  'media_files',
  'projects',
  'forge_accounts',
  'project_repositories',
  'project_slug_history',
  'case_study_media',
  'project_screenshots',
  'posts',
  'post_versions',
  'post_slug_history',
  'post_media',
  'certificates',
  'resumes',
  'quotes',
  'timeline_entries',
  'notifications',
  'site_profile',
  'contact_settings',
  'contact_outbox',
  'site_settings',
  'site_theme',
  'site_languages',
  'translations',
  'resume_settings',
  'insight_counts',
  'site_images',
] as const;

/**
 * Tables a backup leaves out: state the server derives or only needs for a minute, which their
 * migration recreates (content_version only tells caches when content changed; api_rate_limit
 * counts the calls of the current minute; insight_visitors and insight_salts hold only today's
 * visitor hashes and their salt, which must be forgotten, not copied; auth_challenges holds
 * challenges and tickets that live a few minutes; contact_used_challenges, contact_used_forms
 * and contact_throttle hold the proof-of-work challenges and form tokens used, and the messages of
 * the current hour; signing_keys signs preview links, which a restored site may well refuse;
 * the search index is built from the content again at the first start that lacks its build:
 * search_documents and search_translations, SQLite's FTS5 tables search_words and
 * search_translation_words and the tables FTS5 keeps them in, and search_index_builds; generated_resumes names the generated résumé's file, set again from the
 * content when it is missing; forge_refresh_lease says which instance refreshes the repositories'
 * numbers for a few minutes; backup_schedule says when the next scheduled backup of this site is
 * due and where its last one went, which a restored site finds out for itself). forge_accounts goes with its tokens sealed: a backup holds none in
 * clear.
 */
export const DERIVED_TABLES: readonly string[] = [
  'content_version',
  'generated_resumes',
  'forge_refresh_lease',
  'backup_schedule',
  'api_rate_limit',
  'contact_used_challenges',
  'contact_used_forms',
  'contact_throttle',
  'insight_visitors',
  'insight_salts',
  'auth_challenges',
  'signing_keys',
  'search_documents',
  'search_words',
  'search_words_data',
  'search_words_idx',
  'search_words_content',
  'search_words_docsize',
  'search_words_config',
  'search_translations',
  'search_translation_words',
  'search_translation_words_data',
  'search_translation_words_idx',
  'search_translation_words_content',
  'search_translation_words_docsize',
  'search_translation_words_config',
  'search_index_builds',
];

/** Column types as both engines agree on them. */
export const ColumnType = Type.Union([
  Type.Literal('text'),
  Type.Literal('integer'),
  Type.Literal('boolean'),
  Type.Literal('timestamp'),
]);
export type ColumnType = Static<typeof ColumnType>;

export const Manifest = Type.Object({
  format: Type.Literal(ARCHIVE_FORMAT),
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  source: Type.Object({ engine: Type.String(), storage: Type.String() }),
  /** The migrations the source had run: the schema of the rows. */
  migrations: Type.Array(Type.String()),
  tables: Type.Record(
    Type.String(),
    Type.Object({
      /** Column name → type, in the table's order. */
      columns: Type.Record(Type.String(), ColumnType),
      rows: Type.Integer({ minimum: 0 }),
    }),
  ),
  media: Type.Array(Type.Object({ key: Type.String(), bytes: Type.Integer({ minimum: 0 }) })),
});
export type Manifest = Static<typeof Manifest>;

const TYPES: Record<string, ColumnType> = {
  text: 'text',
  integer: 'integer',
  int4: 'integer',
  int8: 'integer',
  bigint: 'integer',
  boolean: 'boolean',
  bool: 'boolean',
  timestamptz: 'timestamp',
};

/** The engine-neutral type of a column, from the type the engine reports. */
export function columnType(table: string, column: string, reported: string): ColumnType {
  const type = TYPES[reported.toLowerCase()];
  if (!type)
    throw new Error(`${table}.${column} has the type ${reported}, which backups do not know`);
  return type;
}
