import {
  CONTACT_LIMITS,
  type ContactTextKey,
  contactRefusalIn,
  contactTexts,
  ENGLISH_SERVER_TEXTS,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { serverTexts } from './server-texts';

/** The catalogues' sources of the server's own texts: `<language>.server.json`. */
const sources = import.meta.glob<Record<string, unknown>>('../messages/*.server.json', {
  eager: true,
  import: 'default',
});

/** Every message's name in a source, a nested one's as `parent.name`. */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [prefix + key]
      : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

const CONTACT_KEYS = Object.keys(contactTexts) as ContactTextKey[];

describe("the server's own texts", () => {
  it("are the spec's English in English, to the letter", () => {
    const english = serverTexts('en');
    for (const withPosts of [false, true]) {
      expect(english.siteFeedTitle('Ada', withPosts)).toBe(
        ENGLISH_SERVER_TEXTS.siteFeedTitle('Ada', withPosts),
      );
    }
    expect(english.postsFeedTitle('Ada')).toBe('Ada: posts');
    expect(english.postsFeedTitle('Ada', 'rust')).toBe('Ada: posts tagged rust');
    expect(english.titled('Projects')).toBe('Projects | Portfolio');
    for (const key of CONTACT_KEYS) expect(english.contact(key)).toBe(contactTexts[key]);
    const details = [
      { field: 'name', message: contactTexts.required },
      { field: 'email', message: contactTexts.invalidEmail },
      { field: 'message', message: `must be at most ${CONTACT_LIMITS.messageMax} characters` },
    ];
    expect(contactRefusalIn(english, 'Check the form', details)).toBe(
      contactRefusalIn(ENGLISH_SERVER_TEXTS, 'Check the form', details),
    );
    expect(contactRefusalIn(english, 'Check the form', details)).toBe(
      'Check the form: name is required; email is not a valid e-mail address; message must be at most 5000 characters',
    );
  });

  it("are in Portuguese and Arabic, every one of English's and none besides", () => {
    const english = keysOf(sources['../messages/en.server.json'] ?? {});
    expect(english).toEqual(
      expect.arrayContaining(CONTACT_KEYS.map((key) => `contactAnswer.${key}`)),
    );
    for (const language of ['pt', 'ar']) {
      expect(keysOf(sources[`../messages/${language}.server.json`] ?? {}).sort()).toEqual(
        [...english].sort(),
      );
    }
  });

  it("say a feed's title, a page's title and the contact form's answers in the page's language", () => {
    const pt = serverTexts('pt-BR');
    expect(pt.siteFeedTitle('Ada', true)).toBe('Ada: projetos e posts');
    expect(pt.postsFeedTitle('Ada', 'rust')).toBe('Ada: posts com a tag rust');
    expect(pt.titled('Contato')).toBe('Contato | Portfólio');
    expect(contactRefusalIn(pt, contactTexts.tooFast, undefined)).toBe(
      'O formulário foi enviado rápido demais: espere alguns segundos e envie de novo',
    );
    expect(
      contactRefusalIn(pt, 'Check the form', [
        { field: 'email', message: contactTexts.invalidEmail },
        { field: 'name', message: `must be at most ${CONTACT_LIMITS.nameMax} characters` },
      ]),
    ).toBe(
      'Verifique o formulário: e-mail: não é um endereço de e-mail válido; nome: deve ter no máximo 100 caracteres',
    );
    expect(serverTexts('ar').postsFeedTitle('Ada')).toBe('Ada: التدوينات');
    // A language without a catalogue reads English's; a message the server does not know stays.
    expect(serverTexts('de').titled('Blog')).toBe('Blog | Portfolio');
    expect(contactRefusalIn(pt, 'Something else', undefined)).toBe('Something else');
  });
});
