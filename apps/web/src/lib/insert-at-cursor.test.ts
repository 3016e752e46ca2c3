import { describe, expect, it } from 'vitest';
import { insertBlock } from './insert-at-cursor';

const IMAGE = '![a](https://example.com/media/a.webp)';

describe('insertBlock', () => {
  it('puts the block on a line of its own where the cursor is', () => {
    expect(insertBlock('First.\nSecond.', 7, IMAGE)).toBe(`First.\n\n${IMAGE}\n\nSecond.`);
    expect(insertBlock('First.\n\n\nSecond.', 8, IMAGE)).toBe(`First.\n\n${IMAGE}\n\nSecond.`);
  });

  it('starts or ends the text without blank lines where there is nothing', () => {
    expect(insertBlock('', 0, IMAGE)).toBe(`${IMAGE}\n`);
    expect(insertBlock('Text', 0, IMAGE)).toBe(`${IMAGE}\n\nText`);
    expect(insertBlock('# Story', 7, IMAGE)).toBe(`# Story\n\n${IMAGE}\n`);
  });
});
