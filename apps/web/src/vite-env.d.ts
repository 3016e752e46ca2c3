/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API when the web app is served apart from its server. */
  readonly VITE_API_BASE?: string;
}

/** The language switch's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.switch' {
  const messages: import('./lib/messages').EnglishParts['switch'];
  export default messages;
}

/** The blog list's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.blog' {
  const messages: import('./lib/messages').EnglishParts['blog'];
  export default messages;
}

/**
 * A post's English texts (its page, and its date and reading time on a card), in its chunks: a
 * post's page carries none of the list's (another language's: its catalogue).
 */
declare module 'virtual:messages/en.post' {
  const messages: import('./lib/messages').EnglishParts['post'];
  export default messages;
}

/** A list's pages' and tag filter's English texts (another language's: its catalogue). */
declare module 'virtual:messages/en.lists' {
  const messages: import('./lib/messages').EnglishParts['lists'];
  export default messages;
}

/** The 404 page's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.notfound' {
  const messages: import('./lib/messages').EnglishParts['notfound'];
  export default messages;
}

/** The Projects page's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.projects' {
  const messages: import('./lib/messages').EnglishParts['projects'];
  export default messages;
}

/** A case study's screenshot gallery's English texts (another language's: its catalogue). */
declare module 'virtual:messages/en.screenshots' {
  const messages: import('./lib/messages').EnglishParts['screenshots'];
  export default messages;
}

/** The search page's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.search' {
  const messages: import('./lib/messages').EnglishParts['search'];
  export default messages;
}

/** The contact page's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.contact' {
  const messages: import('./lib/messages').EnglishParts['contact'];
  export default messages;
}

/** The Certificates page's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.certificates' {
  const messages: import('./lib/messages').EnglishParts['certificates'];
  export default messages;
}

/** Home's English texts, in its chunks (another language's: its catalogue). */
declare module 'virtual:messages/en.home' {
  const messages: import('./lib/messages').EnglishParts['home'];
  export default messages;
}

/** The About page's English texts (another language's: its catalogue). */
declare module 'virtual:messages/en.about' {
  const messages: import('./lib/messages').EnglishParts['about'];
  export default messages;
}

/** The Resume page's English texts (another language's: its catalogue). */
declare module 'virtual:messages/en.resume' {
  const messages: import('./lib/messages').EnglishParts['resume'];
  export default messages;
}

/** The server's own texts in English, for its entry alone (app/server-texts.ts). */
declare module 'virtual:messages/en.server' {
  const messages: import('./lib/messages').ServerCatalogue;
  export default messages;
}

/** The server's own texts in Portuguese, for its entry alone (app/server-texts.ts). */
declare module 'virtual:messages/pt.server' {
  const messages: import('./lib/messages').ServerCatalogue;
  export default messages;
}

/** The server's own texts in Arabic, for its entry alone (app/server-texts.ts). */
declare module 'virtual:messages/ar.server' {
  const messages: import('./lib/messages').ServerCatalogue;
  export default messages;
}

/** A language's ICU catalogue compiled to functions at build time (messages-plugin.ts). */
declare module 'virtual:messages/*' {
  const messages: import('./lib/messages').Catalogue;
  export default messages;
}
