import { describe, expect, it } from 'vitest';
import { documentTitle, showsPublicChrome } from './title';

describe('documentTitle', () => {
  it.each([
    ['/', 'Jane Doe | Portfolio'],
    ['/about', 'About | Portfolio'],
    ['/projects', 'Projects | Portfolio'],
    ['/Admin', 'Admin | Portfolio'],
    ['/Admin/project', 'Admin | Portfolio'],
    ['/certificates/', 'Certificates | Portfolio'],
    ['/no%20such', 'No such | Portfolio'],
    ['/%E0%A4%A', '%E0%A4%A | Portfolio'],
  ])('%s -> %s', (pathname, title) => {
    expect(documentTitle(pathname, 'Jane Doe')).toBe(title);
  });
});

describe('showsPublicChrome', () => {
  it('hides header and footer at / on the admin host and on any path containing Admin', () => {
    expect(showsPublicChrome('/', false)).toBe(true);
    expect(showsPublicChrome('/about', true)).toBe(true);
    expect(showsPublicChrome('/', true)).toBe(false);
    expect(showsPublicChrome('/Admin', false)).toBe(false);
    expect(showsPublicChrome('/x/Admin/y', false)).toBe(false);
    expect(showsPublicChrome('/admin', false)).toBe(true);
  });
});
