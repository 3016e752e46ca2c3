import jsonld from 'jsonld';

/**
 * An offline check of the pages' JSON-LD: jsonld.js expands it with a local schema.org context (no
 * document is ever fetched), then every type and property must be schema.org's, and each property
 * one that schema.org gives one of the node's types. The vocabulary below is a local list of the
 * types and properties the site uses, with their places in schema.org's hierarchy, copied from
 * schema.org (no npm package ships the vocabulary).
 */

const SCHEMA = 'https://schema.org/';

/** The context the pages name, as a document: every term in schema.org's vocabulary. */
const CONTEXT = { '@context': { '@vocab': SCHEMA } };

/** Each type used: its parent in schema.org, and the properties schema.org gives it itself. */
const TYPES: Record<string, { parent?: string; properties: readonly string[] }> = {
  Thing: {
    properties: ['name', 'description', 'url', 'image', 'sameAs', 'mainEntityOfPage'],
  },
  Person: { parent: 'Thing', properties: ['jobTitle', 'email', 'homeLocation', 'knowsAbout'] },
  Place: { parent: 'Thing', properties: [] },
  Organization: { parent: 'Thing', properties: [] },
  Intangible: { parent: 'Thing', properties: [] },
  ItemList: { parent: 'Intangible', properties: ['itemListElement', 'numberOfItems'] },
  ListItem: { parent: 'Intangible', properties: ['item', 'position'] },
  CreativeWork: {
    parent: 'Thing',
    properties: [
      'about',
      'author',
      'dateCreated',
      'dateModified',
      'datePublished',
      'encodingFormat',
      'hasPart',
      'inLanguage',
      'isPartOf',
      'keywords',
      'mainEntity',
      'position',
      'headline',
      'timeRequired',
    ],
  },
  WebSite: { parent: 'CreativeWork', properties: [] },
  WebPage: { parent: 'CreativeWork', properties: [] },
  ProfilePage: { parent: 'WebPage', properties: [] },
  AboutPage: { parent: 'WebPage', properties: [] },
  CollectionPage: { parent: 'WebPage', properties: [] },
  SoftwareSourceCode: { parent: 'CreativeWork', properties: ['codeRepository'] },
  DigitalDocument: { parent: 'CreativeWork', properties: [] },
  EducationalOccupationalCredential: { parent: 'CreativeWork', properties: ['recognizedBy'] },
  MediaObject: { parent: 'CreativeWork', properties: ['contentUrl'] },
  DataDownload: { parent: 'MediaObject', properties: [] },
  Blog: { parent: 'CreativeWork', properties: ['blogPost'] },
  Article: { parent: 'CreativeWork', properties: [] },
  SocialMediaPosting: { parent: 'Article', properties: [] },
  BlogPosting: { parent: 'SocialMediaPosting', properties: [] },
};

function propertiesOf(type: string): string[] {
  const entry = TYPES[type];
  if (!entry) return [];
  return [...entry.properties, ...(entry.parent ? propertiesOf(entry.parent) : [])];
}

/** A loader that serves schema.org's context from here and refuses every other URL. */
const documentLoader = async (url: string) => {
  if (url !== 'https://schema.org' && url !== SCHEMA) {
    throw new Error(`No network in tests: ${url}`);
  }
  return { contextUrl: undefined, documentUrl: url, document: CONTEXT };
};

type Expanded = Record<string, unknown>;

/** What is wrong with one expanded node and the nodes in it, by schema.org. */
function problemsOf(node: Expanded, where: string): string[] {
  const types = ((node['@type'] as string[] | undefined) ?? []).map((iri) =>
    iri.startsWith(SCHEMA) ? iri.slice(SCHEMA.length) : iri,
  );
  const problems = types.filter((type) => !TYPES[type]).map((type) => `${where}: type ${type}`);
  const allowed = new Set(types.flatMap(propertiesOf));
  for (const [key, values] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const property = key.startsWith(SCHEMA) ? key.slice(SCHEMA.length) : key;
    if (types.length === 0) problems.push(`${where}: ${property} on a node with no type`);
    else if (!allowed.has(property)) problems.push(`${where}: ${property} on ${types.join(',')}`);
    for (const value of values as Expanded[]) {
      if (value['@type'] !== undefined || Object.keys(value).some((k) => !k.startsWith('@'))) {
        problems.push(...problemsOf(value, `${where} ${property}`));
      }
    }
  }
  return problems;
}

/** A node and every typed node in it, depth first. */
function typedNodes(node: Expanded): Expanded[] {
  const inner = Object.entries(node)
    .filter(([key]) => !key.startsWith('@'))
    .flatMap(([, values]) => (values as Expanded[]).flatMap((value) => typedNodes(value)));
  return node['@type'] === undefined ? inner : [node, ...inner];
}

/**
 * The JSON-LD expanded offline: every typed node in it (top level or embedded), and what
 * schema.org does not allow in it.
 */
export async function checkJsonLd(document: object) {
  const options = { documentLoader } as jsonld.Options.Expand;
  const expanded = (await jsonld.expand(document as jsonld.JsonLdDocument, options)) as Expanded[];
  const top = expanded.flatMap((node) => (node['@graph'] as Expanded[] | undefined) ?? [node]);
  return {
    nodes: top.flatMap((node) => typedNodes(node)),
    problems: top.flatMap((node, i) => problemsOf(node, `node ${i}`)),
  };
}

/** The JSON-LD documents of a page's HTML. */
export function jsonLdOf(html: string): object[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as object,
  );
}

/** The compact values of a property of an expanded node: `@value`s and `@id`s. */
export function valuesOf(node: Expanded | undefined, property: string): unknown[] {
  const values = (node?.[SCHEMA + property] as Expanded[] | undefined) ?? [];
  return values.map((value) => value['@value'] ?? value['@id'] ?? value);
}

/** The expanded nodes of a type. */
export function nodesOfType(nodes: Expanded[], type: string): Expanded[] {
  return nodes.filter((node) => (node['@type'] as string[] | undefined)?.includes(SCHEMA + type));
}

/** The first expanded node of a type. */
export const nodeOfType = (nodes: Expanded[], type: string) => nodesOfType(nodes, type)[0];
