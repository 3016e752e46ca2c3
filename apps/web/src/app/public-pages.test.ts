import { PARAM_PAGES, PUBLIC_PAGES } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { makePostSummary, makeProject } from '../test/fixtures';
import { pageModulePath, resolvePublicPage } from './public-pages';

const pageModules = Object.keys(import.meta.glob('./pages/*.tsx'));

describe('the public page registry in the web app', () => {
  it('has a page module for every registered page, and the 404 pages', () => {
    const keys = [
      ...PUBLIC_PAGES.map((page) => page.key),
      ...PARAM_PAGES.map((page) => page.key),
      'not-found',
      'admin-not-found',
    ] as const;
    expect(keys.map((key) => pageModulePath(key)).sort()).toEqual(pageModules.sort());
  });

  it('resolves each registered path to its page, anything else to a 404 page', () => {
    for (const page of PUBLIC_PAGES) {
      expect(resolvePublicPage(page.path)).toEqual({ key: page.key, status: 200 });
    }
    expect(resolvePublicPage('/About')).toEqual({ key: 'not-found', status: 404 });
    expect(resolvePublicPage('/projects/')).toEqual({ key: 'not-found', status: 404 });
    expect(resolvePublicPage('/x/Admin')).toEqual({ key: 'admin-not-found', status: 404 });
  });

  it('answers the contact page as a 404 when its data says the form is off', () => {
    expect(resolvePublicPage('/contact', { contact: { formToken: 't' } })).toEqual({
      key: 'contact',
      status: 200,
    });
    expect(resolvePublicPage('/contact', {})).toEqual({ key: 'not-found', status: 404 });
    expect(resolvePublicPage('/about', {})).toEqual({ key: 'about', status: 200 });
  });

  it('resolves /projects/<slug> to the case study page when its data carries one, else to the 404', () => {
    const caseStudy = {
      project: makeProject(),
      html: '<p>Story</p>',
      headings: [],
      hasMath: false,
    };
    expect(resolvePublicPage('/projects/my-app', { caseStudy })).toEqual({
      key: 'case-study',
      status: 200,
    });
    expect(resolvePublicPage('/projects/my-app', {})).toEqual({ key: 'not-found', status: 404 });
    expect(resolvePublicPage('/projects/my-app')).toEqual({ key: 'not-found', status: 404 });
    expect(resolvePublicPage('/projects/a/b', { caseStudy })).toEqual({
      key: 'not-found',
      status: 404,
    });
  });

  it('resolves /blog/<slug> to the post page when its data carries one, else to the 404', () => {
    const post = {
      post: {
        ...makePostSummary(),
        html: '<p>Text</p>',
        headings: [],
        hasMath: false,
        canonicalUrl: '',
        syndication: [],
      },
      related: [],
    };
    expect(resolvePublicPage('/blog/a-post', { post })).toEqual({ key: 'post', status: 200 });
    expect(resolvePublicPage('/blog/a-post', {})).toEqual({ key: 'not-found', status: 404 });
    expect(resolvePublicPage('/blog/preview/x.y.z', { post })).toEqual({
      key: 'not-found',
      status: 404,
    });
  });
});
