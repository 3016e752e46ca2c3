import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Where Fastify reads a plugin's name before it searches the module cache for it. */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Registers route plugins in order, each under its function's name. A plugin without one is looked
 * up by Fastify in the whole module cache (a scan of every loaded module, each time an app is
 * built); its name is what that scan would end with anyway.
 */
export async function registerRoutes(
  app: FastifyInstance,
  plugins: readonly FastifyPluginAsync[],
): Promise<void> {
  for (const plugin of plugins) {
    Object.assign(plugin, { [DISPLAY_NAME]: plugin.name });
    await app.register(plugin);
  }
}
