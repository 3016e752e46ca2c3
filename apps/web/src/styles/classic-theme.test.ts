import fs from 'node:fs';
import path from 'node:path';
import { THEME_PRESETS, type ThemePalette } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

/** The variables of one rule of global.css, e.g. `:root {`. */
function variables(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

const hex = (value: string) => {
  const rgb = /^rgb\((\d+) (\d+) (\d+)\)$/.exec(value);
  if (!rgb) return value;
  return `#${rgb
    .slice(1)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('the Classic preset', () => {
  it.each([
    [':root', THEME_PRESETS.classic.light],
    [':root[data-theme="dark"]', THEME_PRESETS.classic.dark],
  ] as const)('is what global.css sets in %s', (selector, palette: ThemePalette) => {
    const declared = variables(selector);
    for (const [name, value] of Object.entries(palette)) {
      expect([name, hex(declared.get(`--${kebab(name)}`) ?? 'missing')]).toEqual([name, value]);
    }
  });

  it("cases the quote as global.css does: the spec's capitals", () => {
    expect(variables(':root').get('--quote-case')).toBe(THEME_PRESETS.classic.quoteCase);
  });
});
