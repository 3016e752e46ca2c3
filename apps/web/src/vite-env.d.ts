/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API when the web app is served apart from its server. */
  readonly VITE_API_BASE?: string;
}

/** The language switch's English texts, in its own chunk (the others' are in their catalogues). */
declare module 'virtual:messages/en.switch' {
  const messages: Required<Pick<import('./lib/messages').Catalogue, 'languages' | 'alsoIn'>>;
  export default messages;
}

/** A post's English texts (date and reading time), in the blog's chunks. */
declare module 'virtual:messages/en.blog' {
  const messages: Required<Pick<import('./lib/messages').Catalogue, 'readingTime'>>;
  export default messages;
}

/** A language's ICU catalogue compiled to functions at build time (messages-plugin.ts). */
declare module 'virtual:messages/*' {
  const messages: import('./lib/messages').Catalogue;
  export default messages;
}
