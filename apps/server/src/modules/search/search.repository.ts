import type { Engine } from '../../db/database.js';
import { postgresSearch } from './search-postgres.repository.js';
import type { SearchRepository } from './search-rows.js';
import { sqliteSearch } from './search-sqlite.repository.js';

/** The search index's SQL for the engine: FTS5 on SQLite, a tsvector on PostgreSQL. */
export const searchRepository = (engine: Engine): SearchRepository =>
  engine === 'postgres' ? postgresSearch : sqliteSearch;
