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
 * One digest of everything a test could have changed besides rows: relations, columns (in their
 * order), defaults, constraints, indexes, triggers, functions, types and the database's settings.
 * A database whose digest is not its template's is dropped, not reset.
 */
const FINGERPRINT = `select md5(string_agg(item, '|' order by item)) as fingerprint from (
  select format('r %s %s %s', c.oid::regclass, c.relkind, c.relpersistence) as item
    from pg_class c where c.relnamespace in (${USER_NAMESPACES})
  union all
  select format('a %s %s %s %s %s %s %s %s', a.attrelid::regclass, a.attnum, a.attname,
      format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attidentity, a.attgenerated,
      pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace in (${USER_NAMESPACES}) and a.attnum > 0 and not a.attisdropped
  union all
  select format('c %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
    from pg_constraint where connamespace in (${USER_NAMESPACES})
  union all
  select format('i %s', pg_get_indexdef(i.indexrelid))
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relnamespace in (${USER_NAMESPACES})
  union all
  select format('t %s %s %s', tgrelid::regclass, tgname, tgenabled)
    from pg_trigger where not tgisinternal
  union all
  select format('f %s %s', oid::regprocedure, md5(prosrc))
    from pg_proc where pronamespace in (${USER_NAMESPACES})
  union all
  select format('y %s %s', t.oid::regtype, string_agg(e.enumlabel, ',' order by e.enumsortorder))
    from pg_type t left join pg_enum e on e.enumtypid = t.oid
    where t.typnamespace in (${USER_NAMESPACES}) group by t.oid
  union all
  select format('s %s', setconfig) from pg_db_role_setting
    where setdatabase = (select oid from pg_database where datname = current_database())
  union all
  select format('x %s %s', extname, extversion) from pg_extension
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
