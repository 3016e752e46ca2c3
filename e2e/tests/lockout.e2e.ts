import { afterAll, describe, expect, it } from 'vitest';
import { OWNER, type RunningServer, startServer } from '../fixtures/server.js';

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
});

const attempt = (base: string, ip: string, password: string, path = '/api/auth/login') =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ user_id: OWNER.userId, password }),
  });

describe('login lockout', () => {
  it('holds through a restart, for that address only', async () => {
    const env = { TRUST_PROXY: 'true' };
    server = await startServer(env);
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i++) {
      expect((await attempt(server.publicUrl, attacker, 'wrong password')).status).toBe(401);
    }
    const sixth = await attempt(server.publicUrl, attacker, OWNER.password);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);

    expect(await server.stop()).toBe(0);
    server = await startServer({ ...env, DATA_DIR: server.dataDir });
    expect((await attempt(server.publicUrl, attacker, OWNER.password)).status).toBe(429);
    expect((await attempt(server.publicUrl, '198.51.100.7', OWNER.password)).status).toBe(200);
  });

  it('has no path variants that would count apart', async () => {
    server ??= await startServer();
    for (const path of [
      '/api/auth/login/',
      '/api/Auth/login',
      '/API/auth/login',
      '/api/auth/login;x',
      '//api/auth/login',
    ]) {
      const res = await attempt(server.publicUrl, '192.0.2.44', 'wrong password', path);
      expect(res.status, path).toBe(404);
    }
  });
});
