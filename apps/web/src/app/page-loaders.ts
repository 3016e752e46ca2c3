import {
  type PageModuleKey,
  type PublicPage,
  type PublicPageModule,
  pageModulePath,
} from './public-pages';

/** Each page in its own chunk: the browser loads only the current page's code. */
const modules = import.meta.glob<PublicPageModule>('./pages/*.tsx');

/** The current page's component, once its chunk is loaded (the server preloads it). */
export async function loadPublicPage(key: PageModuleKey): Promise<PublicPage> {
  const load = modules[pageModulePath(key)];
  if (!load) throw new Error(`No page module for ${key}`);
  return (await load()).default;
}
