/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API when the web app is served apart from its server. */
  readonly VITE_API_BASE?: string;
}

/** A language's ICU catalogue compiled to functions at build time (messages-plugin.ts). */
declare module 'virtual:messages/*' {
  const messages: import('./lib/messages').Catalogue;
  export default messages;
}
