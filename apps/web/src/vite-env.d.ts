/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API when the web app is served apart from its server. */
  readonly VITE_API_BASE?: string;
}
