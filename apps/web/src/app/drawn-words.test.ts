import { drawnWords, PUBLIC_PAGES } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import arabic from '../messages/ar.json';
import portuguese from '../messages/pt.json';

// The server draws some of the interface's words itself, in the social images and the generated
// résumé (contract, drawn-words.ts): those the pages' catalogues have too are the same words.

describe("the server's drawn words", () => {
  it.each([
    ['pt', portuguese],
    ['ar', arabic],
  ])('say in %s what its catalogue says', (tag, catalogue) => {
    const words = drawnWords(tag);
    const { home: _, ...named } = catalogue.nav;
    expect(words.pages).toEqual(named);
    expect(words.sections).toMatchObject({
      experience: catalogue.timeline.work,
      education: catalogue.timeline.education,
      projects: catalogue.nav.projects,
      certificates: catalogue.nav.certificates,
      contact: catalogue.nav.contact,
    });
    expect(words.present).toBe(catalogue.present);
    expect(words.resume).toBe(catalogue.resumeHeading);
  });

  it("say in English the spec's page names, and fall back to English for a language without", () => {
    const english = drawnWords('en');
    for (const page of PUBLIC_PAGES) {
      if (page.key !== 'home') expect(english.pages[page.key]).toBe(page.title);
    }
    expect(drawnWords('de')).toBe(english);
    expect(drawnWords('pt-BR')).toBe(drawnWords('pt'));
  });
});
