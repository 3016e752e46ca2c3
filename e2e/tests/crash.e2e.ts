import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { call, form, image, login } from '../fixtures/api.js';
import { type RunningServer, startServer } from '../fixtures/server.js';

interface ProjectAnswer {
  _id: string;
  title: string;
  project_image: string;
}

/** What a lane knows of one project: its last acknowledged title, and what might have landed. */
interface Known {
  acknowledged: string | null;
  /** Outcomes of a change still in flight at the kill: a title, or null for a delete. */
  possible: (string | null)[];
}

const LANES = 4;
const OPERATIONS = 100;
const IMAGES = ['Canon_40D.jpg', 'DSCN0010.jpg', 'landscape_6.jpg'];

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
});

const fields = (title: string) => ({
  title,
  description: 'written under fire',
  website_link: 'https://example.com',
  project_link: 'https://example.com/code',
});

/**
 * One lane of writes: adds, edits (with and without a new image) and deletes of its own projects,
 * one at a time, until the server dies. Every answered write is recorded as acknowledged.
 */
async function lane(
  base: string,
  token: string,
  lane: number,
  budget: { left: number },
  known: Map<string, Known>,
  quotes: Set<string>,
) {
  const mine: string[] = [];
  for (let step = 0; budget.left > 0; step++) {
    budget.left -= 1;
    const choice = mine.length === 0 ? 0 : step % 5;
    const title = `lane ${lane} step ${step}`;
    try {
      if (choice === 0) {
        const res = await call<ProjectAnswer>(
          base,
          token,
          'POST',
          '/api/projects/addproject',
          form(fields(title), {
            field: 'projectImage',
            path: image(IMAGES[step % IMAGES.length] ?? 'Canon_40D.jpg'),
          }),
        );
        if (res.status !== 200) throw new Error(`add answered ${res.status}`);
        known.set(res.body._id, { acknowledged: title, possible: [] });
        mine.push(res.body._id);
      } else if (choice === 4) {
        const res = await call(base, token, 'POST', '/api/quotes/addQuotes', { quote: title });
        if (res.status === 200) quotes.add(title);
      } else {
        const id = mine[step % mine.length] ?? '';
        const entry = known.get(id);
        if (!entry) continue;
        if (choice === 3) {
          entry.possible = [null];
          const res = await call(base, token, 'DELETE', `/api/projects/deleteProject/${id}`);
          if (res.status !== 200) throw new Error(`delete answered ${res.status}`);
          entry.acknowledged = null;
          mine.splice(mine.indexOf(id), 1);
        } else {
          entry.possible = [title];
          const file =
            choice === 2 ? { field: 'projectImage', path: image('portrait_8.jpg') } : undefined;
          const res = await call(
            base,
            token,
            'PUT',
            `/api/projects/editProject/${id}`,
            form(fields(title), file),
          );
          if (res.status !== 200) throw new Error(`edit answered ${res.status}`);
          entry.acknowledged = title;
        }
        entry.possible = [];
      }
    } catch {
      return; // the server died under this request: its outcome stays "possible"
    }
  }
}

function mediaOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('crash safety', () => {
  it('keeps every acknowledged write through kill -9 at random moments', async () => {
    const first = await startServer({ API_RATE_LIMIT: '100000' });
    server = first;
    const dataDir = first.dataDir;
    const known = new Map<string, Known>();
    const quotes = new Set<string>();

    for (let round = 0; round < 3; round++) {
      const running = server;
      if (!running) throw new Error('no server');
      const token = await login(running.publicUrl);
      const budget = { left: OPERATIONS };
      let lanesEnded = false;
      const lanes = Promise.all(
        Array.from({ length: LANES }, (_, i) =>
          lane(running.publicUrl, token, round * LANES + i, budget, known, quotes),
        ),
      ).then(() => {
        lanesEnded = true;
      });
      // A random moment: after a random number of writes has started, plus a little.
      const killAfter = 10 + Math.floor(Math.random() * 80);
      while (OPERATIONS - budget.left < killAfter && !lanesEnded) {
        await new Promise((r) => setTimeout(r, 2));
      }
      expect(lanesEnded, 'a lane stopped before the kill').toBe(false);
      await new Promise((r) => setTimeout(r, Math.random() * 50));
      expect(await running.kill('SIGKILL')).toBeNull();
      await lanes;
      // The kill came in the middle of the writes, not before or after all of them.
      expect(budget.left).toBeLessThan(OPERATIONS);
      expect(budget.left).toBeGreaterThan(0);

      server = await startServer({ DATA_DIR: dataDir, API_RATE_LIMIT: '100000' });
      const base = server.publicUrl;
      const admin = await login(base);

      const db = new Database(path.join(dataDir, 'portfolio.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const keys = (
          db.prepare('select key from media_files order by key').all() as { key: string }[]
        ).map((r) => r.key);
        expect(mediaOnDisk(dataDir)).toEqual(keys);
      } finally {
        db.close();
      }

      const projects = (
        await call<ProjectAnswer[]>(base, admin, 'POST', '/api/projects/getprojects')
      ).body;
      const byId = new Map(projects.map((p) => [p._id, p]));
      for (const [id, entry] of known) {
        const found = byId.get(id)?.title ?? null;
        expect(
          [entry.acknowledged, ...entry.possible],
          `project ${id} in round ${round}`,
        ).toContain(found);
        entry.acknowledged = found;
        entry.possible = [];
        if (found === null) known.delete(id);
      }
      for (const project of projects) {
        const image = await fetch(new URL(new URL(project.project_image).pathname, base));
        expect(image.status, project.project_image).toBe(200);
      }
      const stored = (
        await call<{ quote: string }[]>(base, admin, 'POST', '/api/quotes/fetchQuotes')
      ).body;
      const storedQuotes = new Set(stored.map((q) => q.quote));
      for (const quote of quotes) expect(storedQuotes.has(quote), quote).toBe(true);
    }
  });
});
