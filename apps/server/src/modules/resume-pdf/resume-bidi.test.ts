import { describe, expect, it } from 'vitest';
import { bidiLevels, hasRtl, visualOrder } from './resume-bidi.js';

/** A text as it is seen from left to right: its characters in visual order. */
const seen = (text: string, rtl = false) => {
  const chars = [...text];
  return visualOrder(bidiLevels(chars, rtl).levels)
    .map((index) => chars[index])
    .join('');
};

describe('the right-to-left order of a résumé line', () => {
  it('knows a Hebrew or Arabic text from a text without either', () => {
    expect(hasRtl('Zoë Łukasiewicz')).toBe(false);
    expect(hasRtl('Researcher, אוניברסיטת תל אביב')).toBe(true);
    expect(hasRtl('مهندسة')).toBe(true);
  });

  it('takes the direction of a paragraph from its first letter', () => {
    expect(bidiLevels([...'שלום world']).paragraph).toBe(1);
    expect(bidiLevels([...'world שלום']).paragraph).toBe(0);
    expect(bidiLevels([...'2019 – שלום']).paragraph).toBe(1);
  });

  it('sets every paragraph of a right-to-left document from the right, Latin ones too', () => {
    expect(bidiLevels([...'jane@example.com'], true).paragraph).toBe(1);
    expect(seen('2019 Acme')).toBe('2019 Acme');
    expect(seen('2019 Acme', true)).toBe('Acme 2019');
  });

  it('reverses a wholly right-to-left line, its numbers left to right', () => {
    expect(seen('אבג דהו')).toBe('והד גבא');
    expect(seen('אבג 2019-2021 דהו')).toBe('והד 2019-2021 גבא');
  });

  it('keeps a right-to-left stretch in a left-to-right line together, reversed in place', () => {
    expect(seen('Researcher, אבג דהו')).toBe('Researcher, והד גבא');
    expect(seen('אבג דהו, Tel Aviv')).toBe('Tel Aviv ,והד גבא');
    expect(seen('at אבג דהו since 2019')).toBe('at והד גבא since 2019');
  });

  it('leaves a left-to-right line as it is', () => {
    expect(seen('Staff engineer, Acme (2021)')).toBe('Staff engineer, Acme (2021)');
  });

  it('reverses the runs of each level from the highest down', () => {
    expect(visualOrder([0, 0, 1, 1, 2, 2, 1])).toEqual([0, 1, 6, 4, 5, 3, 2]);
  });
});
