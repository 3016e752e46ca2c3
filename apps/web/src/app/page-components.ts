import {
  type PageModuleKey,
  type PublicPage,
  type PublicPageModule,
  pageModulePath,
} from './public-pages';

/** Every page, bundled into the server renderer (only the server entry imports this). */
const modules = import.meta.glob<PublicPageModule>('./pages/*.tsx', { eager: true });

export function publicPageComponent(key: PageModuleKey): PublicPage {
  const module = modules[pageModulePath(key)];
  if (!module) throw new Error(`No page module for ${key}`);
  return module.default;
}
