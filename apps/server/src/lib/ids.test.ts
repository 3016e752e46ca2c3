import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('makes 24 hex characters starting with the time in seconds', () => {
    const id = newId(Date.UTC(2026, 10, 21) + 999);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(Number.parseInt(id.slice(0, 8), 16)).toBe(Date.UTC(2026, 10, 21) / 1000);
  });

  it('sorts ids made within one second in the order they were made', () => {
    const now = Date.now();
    const ids = Array.from({ length: 1000 }, () => newId(now));
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
  });
});
