import type { AdminPageData, PublicPageData, ServerTexts } from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';

/** A full HTML document and its status. */
interface HtmlPage {
  status: number;
  body: string;
}

/** How the server gets the web app's pages: from the production build, or from Vite in development. */
export interface WebRenderer {
  /** A public page rendered on the server, with the theme's head (its variables and fonts). */
  publicPage(pathname: string, data: PublicPageData, themeHead: string): Promise<HtmlPage>;
  /**
   * The texts the server writes itself in a language (BCP 47), from the web app's catalogues:
   * feeds' titles, the contact form's answers; English's for a language without a catalogue.
   */
  texts(language: string): Promise<ServerTexts>;
  /** The client-only admin app's shell: the same on every admin path. */
  adminShell(data: AdminPageData): Promise<string>;
  /** Hashes of the pages' inline scripts for the CSP; none in development, where Vite injects its own. */
  scriptHashes: readonly string[] | undefined;
  close(): Promise<void>;
}

/** Sets up what the renderer serves by itself (assets, or Vite's middleware) and answers it. */
export type WebFactory = (app: FastifyInstance) => Promise<WebRenderer>;
