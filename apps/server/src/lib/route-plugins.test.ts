import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { named, registerRoutes } from './route-plugins.js';

describe('route plugins', () => {
  it('are registered under their names, and one without a name is refused', async () => {
    const app = Fastify();
    try {
      const seen: string[] = [];
      await registerRoutes(app, [
        named('made', async () => {
          seen.push('made');
        }),
        async function declared() {
          seen.push('declared');
        },
      ]);
      await expect(registerRoutes(app, [async () => {}])).rejects.toThrow(
        'A route plugin without a name',
      );
      await app.ready();
      expect(seen).toEqual(['made', 'declared']);
    } finally {
      await app.close();
    }
  });
});
