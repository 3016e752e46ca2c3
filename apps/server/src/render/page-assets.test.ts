import { describe, expect, it } from 'vitest';
import { pageAssetTags, type ViteManifest } from './page-assets.js';

/** The shape of a real build: an entry, shared chunks, and a chunk per page. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react-2.js', '_jsx-3.js'],
    css: ['assets/index-1.css'],
  },
  '_react-2.js': { file: 'assets/react-2.js', imports: ['_jsx-3.js'], css: ['assets/react-2.css'] },
  '_jsx-3.js': { file: 'assets/jsx-3.js' },
  '_cards-4.js': { file: 'assets/cards-4.js', imports: ['_jsx-3.js'], css: ['assets/cards-4.css'] },
  'src/app/pages/home.tsx': {
    file: 'assets/home-5.js',
    imports: ['_react-2.js'],
    css: ['assets/home-5.css'],
  },
  'src/app/pages/projects.tsx': {
    file: 'assets/projects-6.js',
    imports: ['_cards-4.js', 'index.html'],
    css: ['assets/projects-6.css'],
  },
};

describe('page asset tags', () => {
  it("links the page's chunk and styles, leaving out what the entry loads", () => {
    expect(pageAssetTags(manifest, 'index.html', 'src/app/pages/home.tsx')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/home-5.css">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-5.js">',
    );
  });

  it('follows the imports of shared chunks, each once', () => {
    expect(pageAssetTags(manifest, 'index.html', 'src/app/pages/projects.tsx')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/cards-4.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/projects-6.css">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/projects-6.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cards-4.js">',
    );
  });

  it('refuses a page the build does not have', () => {
    expect(() => pageAssetTags(manifest, 'index.html', 'src/app/pages/nothing.tsx')).toThrow(
      'no chunk for src/app/pages/nothing.tsx',
    );
  });
});
