/** The script a language is written in, as the site's fonts are chosen for it. */
export interface LanguageScript {
  /** Its ISO 15924 code, as `Intl.Locale#maximize` gives it: Latn, Jpan, Hant, Beng. */
  code: string;
  /** Its English name: Japanese, Bangla, Traditional Chinese. */
  name: string;
  /** A letter of it, to ask a font whether it draws the script. */
  letter: string;
}

/**
 * The codes that name several Unicode scripts, by the one whose letter stands for them: Japanese
 * by its kana (which also names its face), Korean by its hangul, Chinese by its Han.
 */
const UNICODE_SCRIPT: Record<string, string> = {
  Jpan: 'Hira',
  Kore: 'Hang',
  Hans: 'Hani',
  Hant: 'Hani',
};

/**
 * The letter a script is checked by where its first is not one its text is written with: a Han
 * letter every Chinese, Japanese and Korean face draws (一), and hangul's first syllable (가), not
 * its first conjoining jamo (ᄀ, U+1100), which Korean text does not use and no Korean face's
 * subsets hold.
 */
const LETTER: Record<string, string> = { Hani: '\u4e00', Hang: '\uac00' };

const scriptNames = new Intl.DisplayNames(['en'], { type: 'script' });

/** Han's two forms, which Intl names 'Simplified' and 'Traditional' alone. */
const NAME: Record<string, string> = {
  Hans: 'Simplified Chinese',
  Hant: 'Traditional Chinese',
};
const letters = new Map<string, string | undefined>();

/** The first letter Unicode assigns to a script, or undefined when it is none JavaScript knows. */
function firstLetter(script: string): string | undefined {
  if (letters.has(script)) return letters.get(script);
  let letter = LETTER[script];
  if (letter === undefined) {
    let inScript: RegExp | undefined;
    try {
      inScript = new RegExp(`^(?=\\p{L})\\p{Script=${script}}$`, 'u');
    } catch {
      inScript = undefined;
    }
    for (let point = 0x41; inScript && point <= 0x3ffff && !letter; point++) {
      const char = String.fromCodePoint(point);
      if (inScript.test(char)) letter = char;
    }
  }
  letters.set(script, letter);
  return letter;
}

/**
 * The script of a language tag (`ja`, `zh-TW`, `sr-Latn`): its own script subtag, else the one
 * its language is most likely written in (CLDR's likely subtags); undefined for a tag Intl cannot
 * read or a language it knows no script of.
 */
export function scriptOf(tag: string): LanguageScript | undefined {
  let code: string | undefined;
  try {
    code = new Intl.Locale(tag).maximize().script;
  } catch {
    return undefined;
  }
  if (!code) return undefined;
  const letter = firstLetter(UNICODE_SCRIPT[code] ?? code);
  if (!letter) return undefined;
  return { code, name: NAME[code] ?? scriptNames.of(code) ?? code, letter };
}
