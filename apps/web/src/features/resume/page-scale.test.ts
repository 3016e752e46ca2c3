import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ASSUMED_WIDTH, scaleForWidth, usePageScale } from './page-scale';

describe('page scale', () => {
  it('follows spec §9', () => {
    expect(scaleForWidth(1600)).toBe(1.6);
    expect(scaleForWidth(1025)).toBe(1.6);
    expect(scaleForWidth(1024)).toBe(1.2);
    expect(scaleForWidth(787)).toBe(1.2);
    expect(scaleForWidth(786)).toBe(0.6);
    expect(scaleForWidth(320)).toBe(0.6);
  });

  it('assumes 1200 px before measuring, as on the server', () => {
    expect(ASSUMED_WIDTH).toBe(1200);
    function Probe() {
      return createElement('span', null, usePageScale());
    }
    expect(renderToString(createElement(Probe))).toBe('<span>1.6</span>');
  });
});
