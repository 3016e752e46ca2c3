import { describe, expect, it } from 'vitest';
import { newRecoveryCode, RECOVERY_ALPHABET } from './second-factor.service.js';

/** 31,000 characters: about 1,000 of each of the alphabet's 31. */
const CODES = 3_100;
/**
 * Pearson's chi-square over 30 degrees of freedom: an even draw passes 110 less than once in a
 * billion runs; the draw that took a byte modulo 32 over a padded alphabet ('a' twice as likely
 * as the rest) scored about 900.
 */
const CHI_SQUARE_MAX = 110;

describe('recovery codes', () => {
  it('are 10 characters of the alphabet, shown as xxxxx-xxxxx, none alike', () => {
    const codes = Array.from({ length: 100 }, newRecoveryCode);
    const alphabet = new Set(RECOVERY_ALPHABET);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect([...code.replace('-', '')].every((c) => alphabet.has(c))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(alphabet.size).toBe(RECOVERY_ALPHABET.length);
  });

  it('draw each character of the alphabet as often as any other: no modulo bias', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < CODES; i++) {
      for (const c of newRecoveryCode().replace('-', '')) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(RECOVERY_ALPHABET.length);
    const expected = (CODES * 10) / RECOVERY_ALPHABET.length;
    let chiSquare = 0;
    for (const count of counts.values()) chiSquare += (count - expected) ** 2 / expected;
    expect(chiSquare).toBeLessThan(CHI_SQUARE_MAX);
  });
});
