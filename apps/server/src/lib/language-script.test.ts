import { describe, expect, it } from 'vitest';
import { scriptOf } from './language-script.js';

describe('the script of a language tag', () => {
  it('is its own subtag, else the one its language is most likely written in', () => {
    expect(scriptOf('en')).toEqual({ code: 'Latn', name: 'Latin', letter: 'A' });
    expect(scriptOf('sr-Latn')?.code).toBe('Latn');
    expect(scriptOf('sr')?.code).toBe('Cyrl');
    expect(scriptOf('bn')).toMatchObject({ code: 'Beng', name: 'Bangla' });
    expect(scriptOf('bo')).toMatchObject({ code: 'Tibt', name: 'Tibetan' });
  });

  it('names Japanese by its kana, Korean by its hangul and Chinese by a Han letter', () => {
    expect(scriptOf('ja')).toMatchObject({ code: 'Jpan', name: 'Japanese' });
    expect(scriptOf('ja')?.letter).toMatch(/^\p{Script=Hiragana}$/u);
    expect(scriptOf('ko')?.letter).toBe('\uac00');
    expect(scriptOf('zh')).toMatchObject({
      code: 'Hans',
      name: 'Simplified Chinese',
      letter: '\u4e00',
    });
    expect(scriptOf('zh-TW')).toMatchObject({
      code: 'Hant',
      name: 'Traditional Chinese',
      letter: '\u4e00',
    });
  });

  it('gives a letter of the script itself', () => {
    for (const tag of ['ar', 'he', 'dv', 'hi', 'th', 'am', 'hy', 'ka', 'km', 'el', 'ru']) {
      const script = scriptOf(tag);
      expect(script?.letter, tag).toMatch(/^\p{L}$/u);
      expect(script?.letter, tag).toMatch(new RegExp(`^\\p{Script=${script?.code}}$`, 'u'));
    }
  });

  it('is none for a tag Intl cannot read or a language it knows no script of', () => {
    expect(scriptOf('not a tag')).toBeUndefined();
    expect(scriptOf('xx')).toBeUndefined();
  });
});
