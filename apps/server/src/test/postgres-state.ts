import type pg from 'pg';

/**
 * What a PostgreSQL test database holds beside its schema: the rows and sequence values of the
 * template it was copied from, as one SQL script that puts them back, and the fingerprint of that
 * schema. A test database whose test has ended is reset with the script (a truncate and a few
 * inserts, in one round trip) and given to the next test, when its schema is still the template's:
 * copying a template is a CREATE DATABASE (9 MB of write-ahead log) and dropping a database a
 * checkpoint, tenths of a second each, more when the machine is busy.
 */
export interface PostgresTemplateState {
  readonly fingerprint: string;
  readonly reset: string;
}

/** The schemas a test or a migration may have made: every one but the server's own. */
const USER_NAMESPACES = `select oid from pg_namespace
  where nspname <> 'information_schema' and nspname not like 'pg\\_%'`;

/**
 * One digest of every catalog row that describes the schema (relations, columns, defaults,
 * constraints, indexes, triggers, functions, types, schemas, the database's settings, extensions),
 * each named by its key and the transaction that wrote it (`xmin`). A copy of a template has the
 * template's rows, written by the same transactions; any DDL since (an object made, altered or
 * dropped, even one put back as it was) writes or removes such a row, while VACUUM's and ANALYZE's
 * bookkeeping is written in place and changes no `xmin`. A database whose digest is not its
 * template's is dropped, not reset. Names and definitions would say the same at three times the
 * cost: a reset is one per test.
 */
const FINGERPRINT = `select md5(string_agg(item, '|' order by item)) as fingerprint from (
  select format('r %s %s', oid, xmin) as item from pg_class
    where relnamespace in (${USER_NAMESPACES})
  union all
  select format('a %s %s %s', attrelid, attnum, xmin) from pg_attribute
    where attrelid in (select oid from pg_class where relnamespace in (${USER_NAMESPACES}))
  union all
  select format('d %s %s', oid, xmin) from pg_attrdef
  union all
  select format('c %s %s', oid, xmin) from pg_constraint
    where connamespace in (${USER_NAMESPACES})
  union all
  select format('i %s %s', indexrelid, xmin) from pg_index
  union all
  select format('t %s %s', oid, xmin) from pg_trigger
  union all
  select format('f %s %s', oid, xmin) from pg_proc where pronamespace in (${USER_NAMESPACES})
  union all
  select format('y %s %s', oid, xmin) from pg_type where typnamespace in (${USER_NAMESPACES})
  union all
  select format('e %s %s', oid, xmin) from pg_enum
  union all
  select format('n %s %s', oid, xmin) from pg_namespace where oid in (${USER_NAMESPACES})
  union all
  select format('s %s %s', setdatabase, xmin) from pg_db_role_setting
  union all
  select format('x %s %s', oid, xmin) from pg_extension
) items`;

/** The fingerprint of the schema of the database `client` is connected to. */
export async function schemaFingerprint(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

async function names(client: pg.Client, relkind: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c
      where c.relkind = $1 and c.relnamespace in (${USER_NAMESPACES}) order by 1`,
    [relkind],
  );
  return rows.map((row) => row.name);
}

/** The statement that puts `table`'s rows back, or none when it has none. */
async function restoreRows(client: pg.Client, table: string): Promise<string | undefined> {
  const { rows: columns } = await client.query<{ name: string }>(
    `select quote_ident(attname) as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [table],
  );
  const list = columns.map((column) => column.name).join(', ');
  // In the order of the rows' text, not as the heap holds them: a reset database holds the same
  // rows as its template, but not always in the same places, and its state is compared as text.
  const { rows } = await client.query<{ rows: string | null }>(
    `select json_agg(t order by t::text)::text as rows from (select ${list} from ${table}) t`,
  );
  if (!rows[0]?.rows) return undefined;
  return `insert into ${table} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${table}, ${client.escapeLiteral(rows[0].rows)});`;
}

/** Reads the state of the template `client` is connected to (nobody else may be writing it). */
export async function templateState(client: pg.Client): Promise<PostgresTemplateState> {
  const tables = await names(client, 'r');
  const sequences = await names(client, 'S');
  const inserts = [];
  for (const table of tables) inserts.push(await restoreRows(client, table));
  const setvals = [];
  for (const sequence of sequences) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${sequence}`,
    );
    const [row] = rows;
    if (row) {
      setvals.push(
        `select setval(${client.escapeLiteral(sequence)}, ${row.last_value}, ${row.is_called});`,
      );
    }
  }
  // As replica, the inserts fire no trigger and check no foreign key: the rows are the template's
  // as they were, in any order.
  const reset = [
    'begin;',
    'set local session_replication_role = replica;',
    ...tables.map((table) => `delete from ${table};`),
    ...inserts.filter((insert) => insert !== undefined),
    ...setvals,
    'commit;',
  ].join('\n');
  return { fingerprint: await schemaFingerprint(client), reset };
}
