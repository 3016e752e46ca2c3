import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Where Fastify reads a plugin's name before it searches the module cache for it. */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A route plugin under a name, for one a factory makes (an arrow function has none). A plugin
 * without one is looked up by Fastify in the whole module cache, twice, each time an app is built
 * (a scan of every loaded module: seconds of a test run's CPU).
 */
export function named<Plugin extends FastifyPluginAsync>(name: string, plugin: Plugin): Plugin {
  return Object.assign(plugin, { [DISPLAY_NAME]: name });
}

/** Registers route plugins in order, each under its name (`named`) or its function's. */
export async function registerRoutes(
  app: FastifyInstance,
  plugins: readonly FastifyPluginAsync[],
): Promise<void> {
  for (const plugin of plugins) {
    const name = (plugin as { [DISPLAY_NAME]?: string })[DISPLAY_NAME] ?? plugin.name;
    if (!name) throw new Error('A route plugin without a name: give it one with named()');
    await app.register(named(name, plugin));
  }
}
