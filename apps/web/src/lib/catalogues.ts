import type { Catalogue } from './messages';

/**
 * The languages the site's interface is translated to, besides English (which the entry carries):
 * `src/messages/<language>.ts`, each in a chunk of its own.
 */
const modules = import.meta.glob<{ default: Catalogue }>(['../messages/*.ts']);

/** The module of a language's catalogue, by its language alone (`pt-BR` → pt); none for English. */
export function catalogueModule(tag: string): string | undefined {
  const language = tag.split('-')[0]?.toLowerCase();
  const key = `../messages/${language}.ts`;
  return key in modules ? key : undefined;
}

/** A page's catalogue: English's, or its language's once its chunk is here (the server preloads it). */
export async function loadCatalogue(tag: string, english: Catalogue): Promise<Catalogue> {
  const key = catalogueModule(tag);
  const load = key === undefined ? undefined : modules[key];
  return load ? (await load()).default : english;
}
