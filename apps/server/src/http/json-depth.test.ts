import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, open at once', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
    // Siblings are not deeper: what closes counts down.
    expect(nestsDeeperThan(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
    expect(nestsDeeperThan('1', 0)).toBe(false);
    expect(nestsDeeperThan('', 0)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say "[[[[" \\ ok' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('answers for 1 MB of brackets, nested or inside a string', () => {
    const levels = 500_000;
    expect(nestsDeeperThan(`${'['.repeat(levels)}${']'.repeat(levels)}`, 64)).toBe(true);
    expect(nestsDeeperThan(`"${'['.repeat(levels)}"`, 64)).toBe(false);
  });
});
