import type { PublicPageKey } from './public-pages.js';

// The interface's words the server draws itself, in the pictures and files it makes (the social
// images, the generated résumé), per language (issue 34). The pages' catalogues are the web app's
// (apps/web/src/messages); the words both have are the same, which a web test compares.

/** The public pages a social image names (every one but Home, which shows the greeting). */
type NamedPage = Exclude<PublicPageKey, 'home'>;

/** What one language says in the social images and the résumé. */
export interface DrawnWords {
  /** A page's name, above the owner's name on its social image. */
  pages: Record<NamedPage, string>;
  /** Above a case study's title: what the page is. */
  caseStudy: string;
  /** Above a post's title. */
  post: string;
  /** The text alternative of a case study's image: {title}, {owner} and {description} filled in. */
  projectAlt: string;
  /** The same for a post. */
  postAlt: string;
  /** The résumé's title in its metadata, after the owner's name. */
  resume: string;
  /** The résumé's section titles. */
  sections: {
    summary: string;
    experience: string;
    education: string;
    projects: string;
    skills: string;
    certificates: string;
    contact: string;
  };
  /** The end of a span of time that goes on: 'Sep 2021 – Present'. */
  present: string;
}

/** English: the spec's words, as the images and the résumé had them before languages. */
const ENGLISH: DrawnWords = {
  pages: {
    about: 'About',
    projects: 'Projects',
    certificates: 'Certificates',
    resume: 'Resume',
    contact: 'Contact',
    blog: 'Blog',
    search: 'Search',
  },
  caseStudy: 'Case study',
  post: 'Post',
  projectAlt: '{title}, a project by {owner}: {description}',
  postAlt: '{title}, a post by {owner}: {description}',
  resume: 'Résumé',
  sections: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    projects: 'Projects',
    skills: 'Skills',
    certificates: 'Certificates',
    contact: 'Contact',
  },
  present: 'Present',
};

const PORTUGUESE: DrawnWords = {
  pages: {
    about: 'Sobre',
    projects: 'Projetos',
    certificates: 'Certificados',
    resume: 'Currículo',
    contact: 'Contato',
    blog: 'Blog',
    search: 'Busca',
  },
  caseStudy: 'Estudo de caso',
  post: 'Artigo',
  projectAlt: '{title}, um projeto de {owner}: {description}',
  postAlt: '{title}, um artigo de {owner}: {description}',
  resume: 'Currículo',
  sections: {
    summary: 'Resumo',
    experience: 'Experiência',
    education: 'Formação',
    projects: 'Projetos',
    skills: 'Habilidades',
    certificates: 'Certificados',
    contact: 'Contato',
  },
  present: 'presente',
};

const ARABIC: DrawnWords = {
  pages: {
    about: 'نبذة',
    projects: 'المشاريع',
    certificates: 'الشهادات',
    resume: 'السيرة الذاتية',
    contact: 'تواصل',
    blog: 'المدونة',
    search: 'بحث',
  },
  caseStudy: 'دراسة حالة',
  post: 'تدوينة',
  projectAlt: '{title}، مشروع من {owner}: {description}',
  postAlt: '{title}، تدوينة من {owner}: {description}',
  resume: 'السيرة الذاتية',
  sections: {
    summary: 'الملخص',
    experience: 'الخبرة',
    education: 'التعليم',
    projects: 'المشاريع',
    skills: 'المهارات',
    certificates: 'الشهادات',
    contact: 'تواصل',
  },
  present: 'حتى الآن',
};

/** The languages the server draws in besides English, by their language subtag. */
const WORDS: Record<string, DrawnWords> = { en: ENGLISH, pt: PORTUGUESE, ar: ARABIC };

/**
 * A language's drawn words by its language alone (`pt-BR` → pt), as the pages pick their
 * catalogue; English's for a language none is written for (its pages are in English too).
 */
export function drawnWords(tag: string): DrawnWords {
  return WORDS[tag.split('-')[0]?.toLowerCase() ?? ''] ?? ENGLISH;
}

/** A text alternative's pattern with its parts filled in. */
export function fillWords(pattern: string, parts: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/gu, (whole, name: string) => parts[name] ?? whole);
}

/**
 * Whether a language is drawn in English's words (English, or one none is written for): a site
 * whose default language is drawn in English keeps the images and résumé it had before languages.
 */
export function drawsInEnglish(tag: string): boolean {
  return drawnWords(tag) === ENGLISH;
}
