import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.
//
// The site profile (one row of JSON) changes shape: the four fixed social links become an ordered
// list of {network, url, label?}, and the skill and tool grids' icon keys become entries
// {icon: slug} of the icon set (simple-icons slugs, or our own drawings `local-…` for the brands
// simple-icons removed). Backups of older versions are restored at their schema and then migrated,
// so they pass here too.

/** The icon keys of the older profile, and the icon each one is now. */
const ICON_SLUGS: Record<string, string> = {
  javascript: 'javascript',
  typescript: 'typescript',
  python: 'python',
  nodejs: 'nodedotjs',
  react: 'react',
  nextjs: 'nextdotjs',
  html: 'html5',
  css: 'css',
  mongodb: 'mongodb',
  postgresql: 'postgresql',
  mysql: 'mysql',
  redis: 'redis',
  docker: 'docker',
  kubernetes: 'kubernetes',
  git: 'git',
  github: 'github',
  linux: 'linux',
  aws: 'local-aws',
  firebase: 'firebase',
  tensorflow: 'tensorflow',
  pytorch: 'pytorch',
  java: 'local-java',
  cplusplus: 'cplusplus',
  go: 'go',
  rust: 'rust',
  vscode: 'local-vscode',
  postman: 'postman',
  chrome: 'googlechrome',
  figma: 'figma',
  npm: 'npm',
  vercel: 'vercel',
  slack: 'local-slack',
};

/** The older profile's four links, in their order, and the network each one is now. */
const SOCIAL_NETWORKS: [string, string][] = [
  ['github', 'github'],
  ['instagram', 'instagram'],
  ['twitter', 'x'],
  ['linkedin', 'linkedin'],
];

type Json = Record<string, unknown>;
type Entry = { icon: string } | { text: string };
type Link = { network: string; url: string; label?: string };

function entriesUp(keys: unknown): Entry[] {
  if (!Array.isArray(keys)) return [];
  return keys.map((key) =>
    typeof key === 'string' && ICON_SLUGS[key] ? { icon: ICON_SLUGS[key] } : { text: String(key) },
  );
}

export function profileUp(old: Json): Json {
  if (Array.isArray(old.links)) return old;
  const social = (old.social ?? {}) as Record<string, unknown>;
  const links: Link[] = [];
  for (const [key, network] of SOCIAL_NETWORKS) {
    const url = social[key];
    if (typeof url === 'string' && url !== '') links.push({ network, url });
  }
  const { social: _dropped, ...rest } = old;
  return { ...rest, skills: entriesUp(old.skills), tools: entriesUp(old.tools), links };
}

function keysDown(entries: unknown, fallback: string): string[] {
  const keys: string[] = [];
  if (Array.isArray(entries)) {
    for (const entry of entries as Partial<{ icon: string }>[]) {
      const key = Object.keys(ICON_SLUGS).find((k) => ICON_SLUGS[k] === entry.icon);
      if (key && !keys.includes(key)) keys.push(key);
    }
  }
  return keys.length > 0 ? keys : [fallback];
}

/** Back to the older shape: what it cannot hold (other networks, text entries) is dropped. */
export function profileDown(current: Json): Json {
  if (!Array.isArray(current.links)) return current;
  const links = current.links as Link[];
  const social: Record<string, string> = {};
  for (const [key, network] of SOCIAL_NETWORKS) {
    social[key] = links.find((link) => link.network === network)?.url ?? '';
  }
  const { links: _dropped, ...rest } = current;
  return {
    ...rest,
    skills: keysDown(current.skills, 'javascript'),
    tools: keysDown(current.tools, 'vscode'),
    social,
  };
}

/** The one table this migration reads, as it is at this point in time. */
interface ProfileTables {
  site_profile: { id: number; data: string };
}

async function rewrite(anyDb: Kysely<unknown>, change: (profile: Json) => Json): Promise<void> {
  const db = anyDb as Kysely<ProfileTables>;
  const rows = await db.selectFrom('site_profile').select(['id', 'data']).execute();
  for (const row of rows) {
    const data = JSON.stringify(change(JSON.parse(row.data) as Json));
    await db.updateTable('site_profile').set({ data }).where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, profileUp);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, profileDown);
}
