import { describe, expect, it } from 'vitest';
import { testDatabasePerTest } from '../../test/database.js';
import { countUsers, findUserByUserId } from './auth.repository.js';
import { ensureOwner } from './owner.js';
import { verifyPassword } from './password.js';

const database = testDatabasePerTest();

describe('ensureOwner', () => {
  it('creates an Admin with a random password when none is configured, once', async () => {
    const db = database.handle.db;
    const created = await ensureOwner(db, { userId: 'admin', password: undefined });
    expect(created?.userId).toBe('admin');
    const password = created?.generatedPassword ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const user = await findUserByUserId(db, 'admin');
    expect(user?.user_type).toBe('Admin');
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(user?.password_hash, password)).toBe(true);

    expect(await ensureOwner(db, { userId: 'admin', password: undefined })).toBeUndefined();
    expect(await countUsers(db)).toBe(1);
  });

  it('uses OWNER_PASSWORD when set and prints nothing', async () => {
    const db = database.handle.db;
    const created = await ensureOwner(db, { userId: 'me', password: 'a long enough password' });
    expect(created).toEqual({ userId: 'me', generatedPassword: undefined });
    const user = await findUserByUserId(db, 'me');
    expect(await verifyPassword(user?.password_hash, 'a long enough password')).toBe(true);
    expect(await verifyPassword(user?.password_hash, 'wrong')).toBe(false);
  });

  it('creates one owner when two instances start at the same moment', async () => {
    const db = database.handle.db;
    const results = await Promise.all([
      ensureOwner(db, { userId: 'admin', password: undefined }),
      ensureOwner(db, { userId: 'admin', password: undefined }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countUsers(db)).toBe(1);
    const winner = results.find(Boolean);
    const user = await findUserByUserId(db, 'admin');
    expect(await verifyPassword(user?.password_hash, winner?.generatedPassword ?? '')).toBe(true);
  });
});
