import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';

/** A Kysely plugin that counts the queries it sees: `db.withPlugin(counter)`. */
export class QueryCounter implements KyselyPlugin {
  queries = 0;
  transformQuery<T>(args: { node: T }): T {
    this.queries += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
